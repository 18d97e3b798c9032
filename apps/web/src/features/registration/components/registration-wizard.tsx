import { REGISTRATION_CODE, VERIFY_REGISTER_CODE } from '@conto-gioco/shared/registration-codes';
import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBotCheck, type BotCheckRender } from '@/lib/bot-check';
import { itRegistration } from '@/messages/it-registration';
import { usePreRegister } from '../api/pre-register';
import { register, registerCall } from '../api/register';
import { verifyRegister } from '../api/verify-register';
import {
  useRegistrationWizard,
  type RegisteredSession,
  type Verification,
} from '../hooks/use-registration-wizard';
import type { Draft } from '../lib/draft';
import { registrationPayload } from '../lib/payload';
import { clearRegistrationSettings, type Prefill } from '../lib/registration-settings';
import { disabledStepsOf, enabledSteps, OTP_STEP, progressOf, stepAfter } from '../lib/steps';
import { RegistrationHeader } from './registration-header';
import { Step1Contacts } from './steps/step-1-contacts';

const loadFiscalCodeSteps = () => import('./steps/fiscal-code-steps');
const Step2FiscalCode = lazy(() => loadFiscalCodeSteps().then((m) => ({ default: m.Step2FiscalCode })));
const Step3Birth = lazy(() => loadFiscalCodeSteps().then((m) => ({ default: m.Step3Birth })));
const RegistrationNotices = lazy(() => import('./registration-notices'));
const loadLaterSteps = () => import('./steps/later-steps');
const Step4Residence = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step4Residence })));
const Step5Document = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step5Document })));
const Step6Credentials = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step6Credentials })));
const Step7Security = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step7Security })));
const Step8DepositLimit = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step8DepositLimit })));
const Step9Referrer = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step9Referrer })));
const Step10Consents = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step10Consents })));
const Step11Otp = lazy(() => loadLaterSteps().then((m) => ({ default: m.Step11Otp })));

const t = itRegistration;

export type RegistrationFormProps = {
  /** Site modules and variables (string values; modules 'true' / 'false'). */
  modules: Partial<Record<string, string>>;
  /** father, refer, promo, vneid, btag, btagType from the address or the stored settings. */
  prefill: Prefill;
  /** The bot-protection field (the app passes the bot-check feature's). */
  botCheck?: BotCheckRender;
  /** The account is open: the app starts the session with the login data, as after a login. */
  onRegistered: (session: RegisteredSession) => void;
  /** Registration over: the app goes to the confirmation page. */
  onDone: () => void;
  /** The back arrow on the first step. */
  onLeave: () => void;
};

const isOn = (modules: RegistrationFormProps['modules'], name: string) => modules[name] === 'true';

/** The eleven steps, the calls that open the account, and the notices of their refusals. */
export function RegistrationWizard({
  modules,
  prefill,
  botCheck,
  onRegistered,
  onDone,
  onLeave,
  initial,
  vneFailed,
}: RegistrationFormProps & { initial: Draft; vneFailed: boolean }) {
  const enabled = useMemo(
    () => enabledSteps(disabledStepsOf(modules.RegistrationDisabledSteps)),
    [modules.RegistrationDisabledSteps],
  );
  const [state, dispatch] = useRegistrationWizard(initial, enabled[0] ?? 1);
  const { step, visit, draft, verification, failure, blocked, busy } = state;
  const preRegistered = useRef(false);
  const preRegister = usePreRegister();
  const nickBot = useBotCheck(botCheck, 'AccountCheckNick');
  const verifyBot = useBotCheck(botCheck, 'AccountRegistration');
  const finalBot = useBotCheck(botCheck, 'AccountRegistrationFinal');
  const body = useRef<HTMLDivElement>(null);

  const { position, total, percent } = progressOf(step, enabled);

  const goTo = (target: number) => dispatch({ type: 'entered', step: target });
  useEffect(() => {
    if (visit === 0) return;
    window.scrollTo({ top: 0 });
    body.current?.focus({ preventScroll: true });
  }, [visit]);

  const move = (direction: 1 | -1) => {
    const target = stepAfter(step, enabled, direction);
    if (target !== null) goTo(target);
    else if (direction === -1) onLeave();
  };
  const next = (values: Partial<Draft>) => {
    dispatch({ type: 'saved', values });
    move(1);
  };

  /** Register, RegisterUser or RegisterMulti, with the final bot check; then the session. */
  const finish = async (data: Draft, { numConto, isMulti }: Verification) => {
    dispatch({ type: 'sending' });
    const recaptcha = await finalBot.solved();
    try {
      const answer = await register({
        call: registerCall({ newRegistration: isOn(modules, 'NewRegistration_Enabled'), isMulti }),
        body: registrationPayload(data, {
          numconto: numConto,
          isMulti,
          preRegistered: preRegistered.current,
          prefill,
          recaptcha,
          referrer: document.referrer,
        }),
      });
      const opened =
        answer.ResponseCode === REGISTRATION_CODE.ok ||
        answer.ResponseCode === REGISTRATION_CODE.couponInCart;
      if (opened && answer.ResponseData) {
        clearRegistrationSettings();
        if (answer.ResponseCode === REGISTRATION_CODE.couponInCart) {
          // The warning first, then the session: once logged in, the shell's own modals may open.
          dispatch({
            type: 'couponShown',
            text: answer.ResponseMessage || t.coupon.text,
            session: answer.ResponseData,
          });
        } else {
          onRegistered(answer.ResponseData);
          onDone();
        }
        return;
      }
      dispatch({ type: 'refused', code: answer.ResponseCode, message: answer.ResponseMessage });
    } catch {
      dispatch({ type: 'networkFailed' });
    } finally {
      finalBot.spent();
      dispatch({ type: 'settled' });
    }
  };

  /** Step 10: VerifyRegister, and where each of its answers leads. */
  const verify = async (values: Partial<Draft>) => {
    const data = { ...draft, ...values };
    dispatch({ type: 'saved', values });
    dispatch({ type: 'sending' });
    const recaptcha = await verifyBot.solved();
    let answer;
    try {
      answer = await verifyRegister({
        SkinName: modules.SiteName ?? '',
        CodiceFiscale: data.codiceFiscale ?? '',
        Email: data.email ?? '',
        Mobile: data.cellulare ?? '',
        Father: data.father ?? '',
        Recaptcha: recaptcha ?? undefined,
      });
    } catch {
      dispatch({ type: 'networkFailed' });
      return;
    } finally {
      verifyBot.spent();
    }
    dispatch({ type: 'settled' });
    const result = {
      numConto: answer.ResponseData?.numConto ?? null,
      isMulti: answer.ResponseData?.isMulti ?? false,
    };
    switch (answer.ResponseCode) {
      case VERIFY_REGISTER_CODE.otpRequired:
      case VERIFY_REGISTER_CODE.otpResumed:
        dispatch({ type: 'otpAsked', verification: result });
        if (enabled.includes(OTP_STEP)) {
          goTo(OTP_STEP);
        } else {
          // No OTP step on this site: the server sent none and registers without them.
          dispatch({ type: 'registersOnStep10' });
          await finish(data, result);
        }
        return;
      case VERIFY_REGISTER_CODE.multiAccount:
        dispatch({ type: 'registersOnStep10' });
        await finish(data, { numConto: result.numConto, isMulti: true });
        return;
      case VERIFY_REGISTER_CODE.alreadyVerified:
        dispatch({ type: 'registersOnStep10' });
        await finish(data, result);
        return;
      default:
        dispatch({ type: 'refused', code: answer.ResponseCode, message: answer.ResponseMessage });
    }
  };

  // The notices' code comes the first time one opens, and stays (their closing animation runs in it).
  const noticeOpen = state.abnormalTraffic || state.couponWarning !== null;
  const [noticesMounted, setNoticesMounted] = useState(false);
  if (noticeOpen && !noticesMounted) setNoticesMounted(true);
  const leaveWithSession = () => {
    if (state.couponWarning) onRegistered(state.couponWarning.session);
    onDone();
  };

  const notice: ReactNode = failure && (
    <Alert
      color="red"
      variant="light"
      title={failure.title}
      icon={<i className="ri-error-warning-line" aria-hidden />}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.text}</Text>
        {failure.editData && (
          <Button
            size="xs"
            variant="light"
            onClick={() => dispatch({ type: 'editData', firstStep: enabled[0] ?? 1 })}
          >
            {t.errors.editData}
          </Button>
        )}
      </Stack>
    </Alert>
  );

  const stepProps = { draft, onNext: next };
  let content: ReactNode;
  switch (step) {
    case 1:
      content = (
        <Step1Contacts
          {...stepProps}
          mobilePattern={modules.MobileNumberRegExpr}
          submitting={preRegister.isPending}
          onNext={async (values) => {
            // Steps 2 and 3 (with the municipality data) and the later steps come in chunks of
            // their own: asked for as the player leaves step 1, not with it.
            loadFiscalCodeSteps().catch(() => undefined);
            loadLaterSteps().catch(() => undefined);
            if (isOn(modules, 'PreRegistration_Enabled')) {
              // Sent first; its outcome is not shown and does not hold the player up.
              try {
                await preRegister.mutateAsync({
                  FirstName: values.nome ?? '',
                  LastName: values.cognome ?? '',
                  Email: values.email ?? '',
                  Mobile: values.cellulare ?? '',
                });
                preRegistered.current = true;
              } catch {
                // Nothing to tell the player.
              }
            }
            next(values);
          }}
        />
      );
      break;
    case 2:
      content = <Step2FiscalCode {...stepProps} customerCareEmail={modules.CustomerCareEmail} />;
      break;
    case 3:
      content = <Step3Birth {...stepProps} />;
      break;
    case 4:
      content = <Step4Residence {...stepProps} />;
      break;
    case 5:
      content = <Step5Document {...stepProps} />;
      break;
    case 6:
      content = (
        <Step6Credentials
          {...stepProps}
          checkAvailability={isOn(modules, 'CredentialCheck_Enabled')}
          bot={nickBot}
        />
      );
      break;
    case 7:
      content = <Step7Security {...stepProps} />;
      break;
    case 8:
      content = <Step8DepositLimit {...stepProps} />;
      break;
    case 9:
      content = <Step9Referrer {...stepProps} />;
      break;
    case 10:
      content = (
        <Step10Consents
          draft={draft}
          botField={state.finalOnStep10 ? finalBot.field : verifyBot.field}
          submitting={busy}
          blocked={blocked}
          notice={notice}
          onSubmit={(values) => void verify(values)}
        />
      );
      break;
    default:
      content = (
        <Step11Otp
          numConto={verification?.numConto ?? ''}
          mobile={draft.cellulare ?? ''}
          email={draft.email ?? ''}
          verified={state.otpVerified}
          onVerified={(channel) => dispatch({ type: 'otpConfirmed', channel })}
          botField={finalBot.field}
          submitting={busy}
          blocked={blocked}
          notice={notice}
          onFinish={() => void finish(draft, verification ?? { numConto: null, isMulti: false })}
        />
      );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap="lg">
        <RegistrationHeader position={position} total={total} percent={percent} onBack={() => move(-1)} />
        {vneFailed && step === enabled[0] && (
          <Alert color="yellow" variant="light" icon={<i className="ri-information-line" aria-hidden />}>
            {t.vneFailed}
          </Alert>
        )}
        <div ref={body} tabIndex={-1} style={{ outline: 'none' }} key={`${step}-${visit}`}>
          <Suspense
            fallback={
              <Center mih={240}>
                <Loader aria-label={t.loading} />
              </Center>
            }
          >
            {content}
          </Suspense>
        </div>
      </Stack>
      {noticesMounted && (
        <Suspense fallback={null}>
          <RegistrationNotices
            abnormalTraffic={state.abnormalTraffic}
            onTrafficClosed={() => dispatch({ type: 'trafficNoticeClosed' })}
            couponWarning={state.couponWarning?.text ?? null}
            onCouponClosed={leaveWithSession}
          />
        </Suspense>
      )}
    </Paper>
  );
}
