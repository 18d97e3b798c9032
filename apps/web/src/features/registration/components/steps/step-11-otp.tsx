import { OTP_TYPE } from '@conto-gioco/shared/registration-codes';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { itRegistration } from '@/messages/it-registration';
import { useSendOtpCode } from '../../api/send-otp-code';
import { useVerifyOtpCode } from '../../api/verify-otp-code';
import { StepForm } from '../step-form';

const t = itRegistration.step11;
const OTP = /^\d{6}$/;

type Channel = 'mobile' | 'email';

type OtpBoxProps = {
  label: string;
  type: 1 | 2;
  numConto: string;
  /** Where the code went: the mobile number or the e-mail address. */
  recipient: string;
  verified: boolean;
  onVerified: () => void;
};

/** One OTP: the code, 'Verifica' (VerifyOtpCode) and 'Invia un nuovo codice' (SendOtpCode). */
function OtpBox({ label, type, numConto, recipient, verified, onVerified }: OtpBoxProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const verify = useVerifyOtpCode();
  const resend = useSendOtpCode();

  const check = async () => {
    const codice = code.trim();
    if (!OTP.test(codice)) {
      setError(VALIDATION_MESSAGES.invalidOtp);
      return;
    }
    setError(null);
    try {
      const answer = await verify.mutateAsync({ numConto, codice, type, data: recipient });
      if (answer.ResponseCode === 0) onVerified();
      else setError(answer.ResponseMessage || VALIDATION_MESSAGES.invalidOtp);
    } catch {
      setError(itRegistration.errors.network);
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        disabled={verified}
        onChange={(event) => {
          setCode(event.currentTarget.value.replace(/\D/g, ''));
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter verifies this code; the form's own button completes the registration.
          if (event.key === 'Enter') {
            event.preventDefault();
            void check();
          }
        }}
        error={error}
        rightSectionWidth={verified ? 120 : 100}
        rightSection={
          verified ? (
            <Text size="sm" c="green.8" fw={600} pr="sm">
              <i className="ri-checkbox-circle-line" aria-hidden /> {t.verified}
            </Text>
          ) : (
            <Button size="compact-sm" mr={4} loading={verify.isPending} onClick={() => void check()}>
              {t.verify}
            </Button>
          )
        }
        styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
      />
      {!verified && (
        <Text size="sm">
          <Anchor
            component="button"
            type="button"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(
                { numConto, type },
                { onSuccess: () => setResent(true), onError: () => setError(itRegistration.errors.network) },
              )
            }
          >
            {t.resend}
          </Anchor>
          {resent && (
            <Text span size="sm" c="dimmed" ml="xs" role="status">
              {t.resent}
            </Text>
          )}
        </Text>
      )}
    </Stack>
  );
}

type Step11Props = {
  numConto: string;
  mobile: string;
  email: string;
  verified: Record<Channel, boolean>;
  onVerified: (channel: Channel) => void;
  /** The bot check of the final registration (AccountRegistrationFinal). */
  botField?: ReactNode;
  submitting: boolean;
  blocked: boolean;
  notice?: ReactNode;
  onFinish: () => void;
};

/** Step 11: the mobile and e-mail one-time codes, then the registration itself. */
export function Step11Otp({
  numConto,
  mobile,
  email,
  verified,
  onVerified,
  botField,
  submitting,
  blocked,
  notice,
  onFinish,
}: Step11Props) {
  const [missing, setMissing] = useState(false);
  const complete = verified.mobile && verified.email;
  return (
    <StepForm
      title={t.title}
      intro={t.intro(mobile, email)}
      submitLabel={t.submit}
      submitting={submitting}
      submitDisabled={blocked}
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!complete);
        if (complete) onFinish();
      }}
    >
      <OtpBox
        label={t.mobileCode}
        type={OTP_TYPE.mobile}
        numConto={numConto}
        recipient={mobile}
        verified={verified.mobile}
        onVerified={() => onVerified('mobile')}
      />
      <OtpBox
        label={t.emailCode}
        type={OTP_TYPE.email}
        numConto={numConto}
        recipient={email}
        verified={verified.email}
        onVerified={() => onVerified('email')}
      />
      {missing && !complete && (
        <Alert color="red" variant="light" icon={<i className="ri-error-warning-line" aria-hidden />}>
          {VALIDATION_MESSAGES.otpMissing}
        </Alert>
      )}
      {botField}
      {notice}
    </StepForm>
  );
}
