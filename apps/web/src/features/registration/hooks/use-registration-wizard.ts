import type { RegistrationResponse } from '@conto-gioco/shared/registration';
import { REGISTRATION_CODE, VERIFY_REGISTER_CODE } from '@conto-gioco/shared/registration-codes';
import { useReducer } from 'react';
import { itRegistration } from '@/messages/it-registration';
import type { Draft } from '../lib/draft';

const t = itRegistration.errors;

/** The login data a successful registration answers with: the new player is logged in. */
export type RegisteredSession = NonNullable<RegistrationResponse['ResponseData']>;

export type Failure = { title: string; text: string; editData?: boolean };
/** What VerifyRegister answered about the account to open. */
export type Verification = { numConto: string | null; isMulti: boolean };
export type OtpChannel = 'mobile' | 'email';

export type WizardState = {
  step: number;
  /** Counts the entries into a step: each one mounts the step afresh. */
  visit: number;
  draft: Draft;
  verification: Verification | null;
  otpVerified: Record<OtpChannel, boolean>;
  failure: Failure | null;
  /** The server refused for good: the last steps' buttons stay off. */
  blocked: boolean;
  abnormalTraffic: boolean;
  couponWarning: { text: string; session: RegisteredSession } | null;
  busy: boolean;
  /** After VerifyRegister -200/-300 step 10 registers at once: its bot check becomes the final one. */
  finalOnStep10: boolean;
};

export type WizardAction =
  | { type: 'entered'; step: number }
  | { type: 'saved'; values: Partial<Draft> }
  | { type: 'sending' }
  | { type: 'settled' }
  | { type: 'networkFailed' }
  | { type: 'refused'; code: number; message: string }
  | { type: 'otpAsked'; verification: Verification }
  | { type: 'otpConfirmed'; channel: OtpChannel }
  | { type: 'registersOnStep10' }
  | { type: 'couponShown'; text: string; session: RegisteredSession }
  | { type: 'trafficNoticeClosed' }
  | { type: 'editData'; firstStep: number };

const initialState = ({ draft, step }: { draft: Draft; step: number }): WizardState => ({
  step,
  visit: 0,
  draft,
  verification: null,
  otpVerified: { mobile: false, email: false },
  failure: null,
  blocked: false,
  abnormalTraffic: false,
  couponWarning: null,
  busy: false,
  finalOnStep10: false,
});

/** Where a refusal of VerifyRegister or of the registration leaves the form. */
function refused(state: WizardState, code: number, message: string): WizardState {
  const text = t.text(code, message);
  switch (code) {
    case VERIFY_REGISTER_CODE.abnormalTraffic:
      return { ...state, blocked: true, abnormalTraffic: true };
    case VERIFY_REGISTER_CODE.blocked:
      return { ...state, blocked: true, failure: { title: t.title, text } };
    case VERIFY_REGISTER_CODE.editData:
      return { ...state, failure: { title: t.title, text, editData: true } };
    case REGISTRATION_CODE.mobileInUse:
    case REGISTRATION_CODE.otpMissing:
    case REGISTRATION_CODE.closed:
      return { ...state, failure: { title: t.title, text } };
    default:
      return { ...state, failure: { title: t.genericTitle, text } };
  }
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'entered':
      return { ...state, step: action.step, visit: state.visit + 1, failure: null };
    case 'saved':
      return { ...state, draft: { ...state.draft, ...action.values } };
    case 'sending':
      return { ...state, busy: true, failure: null };
    case 'settled':
      return { ...state, busy: false };
    case 'networkFailed':
      return { ...state, busy: false, failure: { title: t.title, text: t.network } };
    case 'refused':
      return refused(state, action.code, action.message);
    case 'otpAsked':
      return { ...state, verification: action.verification, otpVerified: { mobile: false, email: false } };
    case 'otpConfirmed':
      return { ...state, otpVerified: { ...state.otpVerified, [action.channel]: true } };
    case 'registersOnStep10':
      return { ...state, finalOnStep10: true };
    case 'couponShown':
      return { ...state, couponWarning: { text: action.text, session: action.session } };
    case 'trafficNoticeClosed':
      return { ...state, abnormalTraffic: false };
    case 'editData':
      return wizardReducer(
        { ...state, verification: null, finalOnStep10: false },
        { type: 'entered', step: action.firstStep },
      );
  }
}

/** The registration form's state: the step, the data entered, and where the server's answers left it. */
export function useRegistrationWizard(draft: Draft, firstStep: number) {
  return useReducer(wizardReducer, { draft, step: firstStep }, initialState);
}
