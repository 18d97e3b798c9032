import type { RegistrationResponse } from '@conto-gioco/shared/registration';
import { REGISTRATION_CODE, VERIFY_REGISTER_CODE } from '@conto-gioco/shared/registration-codes';
import { Alert, Button, Center, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { itRegistration } from '@/messages/it-registration';
import type { VnePrefill } from '@conto-gioco/shared/registration';
import { useVnePrefill } from '../api/get-vne-prefill';
import { usePreRegister } from '../api/pre-register';
import { register, registerCall } from '../api/register';
import { verifyRegister } from '../api/verify-register';
import { useBotCheck, type BotCheckRender } from '../hooks/use-bot-check';
import type { Draft } from '../lib/draft';
import { registrationPayload } from '../lib/payload';
import { clearRegistrationSettings, type Prefill } from '../lib/registration-settings';
import { disabledStepsOf, enabledSteps, OTP_STEP, progressOf, stepAfter } from '../lib/steps';
import { RegistrationHeader } from './registration-header';
import { Step1Contacts } from './steps/step-1-contacts';
import { Step4Residence } from './steps/step-4-residence';
import { Step5Document } from './steps/step-5-document';
import { Step6Credentials } from './steps/step-6-credentials';
import { Step7Security } from './steps/step-7-security';
import { Step8DepositLimit } from './steps/step-8-deposit-limit';
import { Step9Referrer } from './steps/step-9-referrer';
import { Step10Consents } from './steps/step-10-consents';
import { Step11Otp } from './steps/step-11-otp';

const loadFiscalCodeSteps = () => import('./steps/fiscal-code-steps');
const Step2FiscalCode = lazy(() => loadFiscalCodeSteps().then((m) => ({ default: m.Step2FiscalCode })));
const Step3Birth = lazy(() => loadFiscalCodeSteps().then((m) => ({ default: m.Step3Birth })));

const t = itRegistration;

/** The login data a successful registration answers with: the new player is logged in. */
export type RegisteredSession = NonNullable<RegistrationResponse['ResponseData']>;

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

type Failure = { title: string; text: string; editData?: boolean };
type Verification = { numConto: string | null; isMulti: boolean };

const isOn = (modules: RegistrationFormProps['modules'], name: string) => modules[name] === 'true';

const vneDraft = (data: VnePrefill | undefined): Draft => {
  if (!data) return {};
  const draft: Draft = {};
  if (data.nome) draft.nome = data.nome;
  if (data.cognome) draft.cognome = data.cognome;
  if (data.email) draft.email = data.email;
  if (data.cellulare) draft.cellulare = data.cellulare;
  if (data.codiceFiscale) {
    draft.codiceFiscale = data.codiceFiscale.toUpperCase();
    draft.codeFromStep2 = true;
  }
  return draft;
};

/**
 * The registration form at /account/registration (access.md §2 'Registration page', §4
 * 'Registration flow'): eleven steps, some switched off by RegistrationDisabledSteps, then the
 * account is opened and the player logged in. With a VNE source id the data it knows come first.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const sourceId = props.prefill.vneid ?? null;
  const vne = useVnePrefill(sourceId);
  if (sourceId && vne.isPending) {
    return (
      <Center mih={320}>
        <Loader aria-label={t.loading} />
      </Center>
    );
  }
  const initial: Draft = {
    father: props.prefill.father,
    codicePromo: props.prefill.promo,
    ...vneDraft(vne.data),
  };
  return <RegistrationWizard {...props} initial={initial} vneFailed={vne.isError} />;
}

function RegistrationWizard({
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
  const [step, setStep] = useState(enabled[0] ?? 1);
  // Each entry into a step mounts it afresh (steps 2 and 3 recompute what they derive).
  const [visit, setVisit] = useState(0);
  const [draft, setDraft] = useState<Draft>(initial);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [otpVerified, setOtpVerified] = useState({ mobile: false, email: false });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [abnormalTraffic, setAbnormalTraffic] = useState(false);
  const [couponWarning, setCouponWarning] = useState<{ text: string; session: RegisteredSession } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  // After VerifyRegister -200/-300 step 10 registers at once: its bot check becomes the final one.
  const [finalOnStep10, setFinalOnStep10] = useState(false);
  const preRegistered = useRef(false);
  const preRegister = usePreRegister();
  const nickBot = useBotCheck(botCheck, 'AccountCheckNick');
  const verifyBot = useBotCheck(botCheck, 'AccountRegistration');
  const finalBot = useBotCheck(botCheck, 'AccountRegistrationFinal');
  const body = useRef<HTMLDivElement>(null);

  const { position, total, percent } = progressOf(step, enabled);

  const goTo = (target: number) => {
    setStep(target);
    setVisit((value) => value + 1);
    setFailure(null);
  };
  // Steps 2 and 3 come in their own chunk: fetch it while the player fills step 1.
  useEffect(() => {
    void loadFiscalCodeSteps();
  }, []);
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
    setDraft((current) => ({ ...current, ...values }));
    move(1);
  };

  const refusal = (code: number, message: string): void => {
    const text = t.errors.text(code, message);
    switch (code) {
      case VERIFY_REGISTER_CODE.abnormalTraffic:
        setBlocked(true);
        setAbnormalTraffic(true);
        return;
      case VERIFY_REGISTER_CODE.blocked:
        setBlocked(true);
        setFailure({ title: t.errors.title, text });
        return;
      case VERIFY_REGISTER_CODE.editData:
        setFailure({ title: t.errors.title, text, editData: true });
        return;
      case REGISTRATION_CODE.mobileInUse:
      case REGISTRATION_CODE.otpMissing:
      case REGISTRATION_CODE.closed:
        setFailure({ title: t.errors.title, text });
        return;
      default:
        setFailure({ title: t.errors.genericTitle, text });
    }
  };

  /** Register, RegisterUser or RegisterMulti, with the final bot check; then the session. */
  const finish = async (data: Draft, { numConto, isMulti }: Verification) => {
    setBusy(true);
    setFailure(null);
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
          setCouponWarning({ text: answer.ResponseMessage || t.coupon.text, session: answer.ResponseData });
        } else {
          onRegistered(answer.ResponseData);
          onDone();
        }
        return;
      }
      refusal(answer.ResponseCode, answer.ResponseMessage);
    } catch {
      setFailure({ title: t.errors.title, text: t.errors.network });
    } finally {
      finalBot.spent();
      setBusy(false);
    }
  };

  /** Step 10: VerifyRegister, and where each of its answers leads. */
  const verify = async (values: Partial<Draft>) => {
    const data = { ...draft, ...values };
    setDraft(data);
    setBusy(true);
    setFailure(null);
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
      setFailure({ title: t.errors.title, text: t.errors.network });
      setBusy(false);
      return;
    } finally {
      verifyBot.spent();
    }
    setBusy(false);
    const result = {
      numConto: answer.ResponseData?.numConto ?? null,
      isMulti: answer.ResponseData?.isMulti ?? false,
    };
    switch (answer.ResponseCode) {
      case VERIFY_REGISTER_CODE.otpRequired:
      case VERIFY_REGISTER_CODE.otpResumed:
        setVerification(result);
        setOtpVerified({ mobile: false, email: false });
        if (enabled.includes(OTP_STEP)) {
          goTo(OTP_STEP);
        } else {
          // No OTP step on this site: the server sent none and registers without them.
          setFinalOnStep10(true);
          await finish(data, result);
        }
        return;
      case VERIFY_REGISTER_CODE.multiAccount:
        setFinalOnStep10(true);
        await finish(data, { numConto: result.numConto, isMulti: true });
        return;
      case VERIFY_REGISTER_CODE.alreadyVerified:
        setFinalOnStep10(true);
        await finish(data, result);
        return;
      default:
        refusal(answer.ResponseCode, answer.ResponseMessage);
    }
  };

  const leaveWithSession = () => {
    if (couponWarning) onRegistered(couponWarning.session);
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
            onClick={() => {
              setVerification(null);
              setFinalOnStep10(false);
              goTo(enabled[0] ?? 1);
            }}
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
          botField={nickBot.field}
          botPayload={nickBot.solved}
          botSpent={nickBot.spent}
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
          botField={finalOnStep10 ? finalBot.field : verifyBot.field}
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
          verified={otpVerified}
          onVerified={(channel) => setOtpVerified((current) => ({ ...current, [channel]: true }))}
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
      <Modal
        opened={abnormalTraffic}
        onClose={() => setAbnormalTraffic(false)}
        title={t.errors.abnormalTrafficTitle}
        centered
        closeButtonProps={{ 'aria-label': t.errors.close }}
      >
        <Stack gap="md">
          <Text size="sm">{t.errors.abnormalTraffic}</Text>
          <Button fullWidth onClick={() => setAbnormalTraffic(false)}>
            {t.errors.close}
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={couponWarning !== null}
        onClose={leaveWithSession}
        title={t.coupon.title}
        centered
        closeButtonProps={{ 'aria-label': t.errors.close }}
      >
        <Stack gap="md">
          <Text size="sm">{couponWarning?.text}</Text>
          <Button fullWidth onClick={leaveWithSession}>
            {t.coupon.continue}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
