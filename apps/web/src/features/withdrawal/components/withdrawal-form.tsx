import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { WITHDRAWAL_MESSAGES, type OtpSource, type PrelievoRequest } from '@conto-gioco/shared/withdrawal';
import {
  isApcoPostepayCard,
  normaliseIban,
  withdrawalAmountError,
  withdrawalFieldErrors,
  withdrawalFields,
  type WithdrawalBounds,
} from '@conto-gioco/shared/withdrawal-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '@/components/payments/error-alert';
import { FormAmountField } from '@/components/payments/form-amount-field';
import { euroTextToCents } from '@/lib/amount';
import { itWithdrawal } from '@/messages/it-withdrawal';
import { useSavedCards } from '../api/get-saved-cards';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { outcomeOf } from '../lib/outcome';
import { OtpPrompt } from './otp-prompt';

const t = itWithdrawal.form;

const fields = z.object({
  amount: z.string(),
  email: z.string(),
  code: z.string(),
  secret: z.string(),
  poste_pay: z.string(),
  data_scadenza: z.string(),
  iban: z.string(),
  pin: z.string(),
});
type Fields = z.infer<typeof fields>;
const EMPTY: Fields = {
  amount: '',
  email: '',
  code: '',
  secret: '',
  poste_pay: '',
  data_scadenza: '',
  iban: '',
  pin: '',
};

/** The form's rules are the server's (packages/shared withdrawal-rules), for the method and the bounds now. */
export const withdrawalFormSchema = (method: PaymentMethod, bounds: WithdrawalBounds, now: Date) =>
  fields.superRefine((values, ctx) => {
    const amountError = withdrawalAmountError(bounds, euroTextToCents(values.amount));
    if (amountError) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountError });
    for (const [field, message] of Object.entries(withdrawalFieldErrors(method.Name, values, now)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

const digits = (value: string) => value.replace(/[\s-]/g, '');
const XELEKTRA = 'Prelievo_XElektra';

/** The request of the form's values: only the chosen method's own fields go. */
function requestOf(method: PaymentMethod, values: Fields, context: FormContext): PrelievoRequest {
  const request: PrelievoRequest = {
    type: method.Name,
    importo: euroTextToCents(values.amount),
    pin: values.pin,
    isMobile: context.mobile,
    domain: window.location.host,
    ...(context.holder ? { intestatario: context.holder } : {}),
    ...(context.contract ? { numeroContratto: context.contract } : {}),
  };
  for (const field of withdrawalFields(method.Name)) {
    if (field === 'email') request.email = values.email.trim();
    if (field === 'scratchCode' || field === 'savedCard') request.code = values.code.trim();
    if (field === 'cardNumber') request.code = digits(values.code);
    if (field === 'voucherPin') request.secret = values.secret.trim();
    if (field === 'card') {
      request.poste_pay = digits(values.poste_pay);
      request.data_scadenza = values.data_scadenza.trim();
    }
    if (field === 'iban') request.iban = normaliseIban(values.iban) ?? values.iban.trim();
  }
  if (method.Name === XELEKTRA) request.metodo = 'Withdraw';
  return request;
}

export type FormContext = {
  mobile: boolean;
  /** The player's first and last name (intestatario) and contract number, when known. */
  holder: string | null;
  contract: string | null;
};

type WithdrawalFormProps = {
  method: PaymentMethod;
  bounds: WithdrawalBounds;
  context: FormContext;
  /** A withdrawal was taken: the balance and the pending list changed. */
  onWithdrawn: () => void;
};

/** The answer shown under the form, about the method it was made with. */
type Notice = { methodId: number } & (
  | { kind: 'success'; title: string; text: string }
  | { kind: 'notWithdrawn'; text: string }
  | { kind: 'error'; text: string }
);

/** The OTP being asked: the request to send again, and XElektra's transaction to confirm. */
type OtpState = {
  request: PrelievoRequest;
  source: OtpSource;
  message: string;
  transactionId: string | null;
};

const sentBy = (source: OtpSource) =>
  source === 'email' ? WITHDRAWAL_MESSAGES.otpSentEmail : WITHDRAWAL_MESSAGES.otpSentSms;

/**
 * The amount, the method's own fields and the password; submit sends Prelievo, asks the OTP when
 * the server wants one (-3333, or XElektra's Withdraw step) and sends the same request again with
 * it, then says how it went (money.md §4, §8).
 */
export function WithdrawalForm({ method, bounds, context, onWithdrawn }: WithdrawalFormProps) {
  const now = new Date();
  // react-hook-form reads its options on every render: the rules follow the method and the clock.
  const form = useForm<Fields>({
    resolver: zodResolver(withdrawalFormSchema(method, bounds, now)),
    defaultValues: EMPTY,
  });
  const request = useRequestWithdrawal();
  const [lastNotice, setNotice] = useState<Notice | null>(null);
  const notice = lastNotice?.methodId === method.Id ? lastNotice : null;
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [otpValue, setOtpValue] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [method.Id, clearErrors]);

  const methodFields = withdrawalFields(method.Name);
  const mastercards = useSavedCards('mastercard', { enabled: methodFields.includes('savedCard') });
  const apcoCards = useSavedCards('apco', { enabled: method.Name === 'Prelievo_Apco' });

  // One Prelievo at a time: the buttons' loading state shows only after the mutation's notification,
  // so a double click on VERIFICA (or VERIFICA then the channel switch) could send twice and spend
  // the code, or a try of the account's OTP throttle, on the second.
  const sending = useRef(false);
  async function send(body: PrelievoRequest) {
    if (sending.current) return;
    sending.current = true;
    try {
      await sendOnce(body);
    } finally {
      sending.current = false;
    }
  }

  async function sendOnce(body: PrelievoRequest) {
    let response;
    try {
      response = await request.mutateAsync(body);
    } catch {
      setOtp(null);
      setNotice({ methodId: method.Id, kind: 'error', text: itWithdrawal.connectionError });
      return;
    }
    const outcome = outcomeOf(response);
    const source = body.otpSource ?? 'sms';
    switch (outcome.kind) {
      case 'otp':
        setOtp({ request: body, source, message: outcome.message || sentBy(source), transactionId: null });
        setOtpValue('');
        setOtpError(null);
        return;
      case 'confirm':
        setOtp({ request: body, source, message: sentBy(source), transactionId: outcome.transactionId });
        setOtpValue('');
        setOtpError(null);
        return;
      case 'otpInvalid':
        setOtpValue('');
        setOtpError(outcome.message || WITHDRAWAL_MESSAGES.otpInvalid);
        return;
      case 'success':
        setOtp(null);
        setNotice({
          methodId: method.Id,
          kind: 'success',
          title: body.metodo === 'Confirm' ? itWithdrawal.xelektraTitle : itWithdrawal.successTitle,
          text: itWithdrawal.successText(outcome.serial),
        });
        form.reset(EMPTY);
        onWithdrawn();
        return;
      case 'notWithdrawn':
        setOtp(null);
        setNotice({
          methodId: method.Id,
          kind: 'notWithdrawn',
          text: itWithdrawal.notWithdrawn(outcome.description),
        });
        return;
      case 'error':
        setOtp(null);
        setNotice({ methodId: method.Id, kind: 'error', text: itWithdrawal.errorText(outcome.message) });
    }
  }

  async function submit(values: Fields) {
    setNotice(null);
    await send(requestOf(method, values, context));
  }

  const verify = (code: string) => {
    if (!otp) return;
    const { otp: _previous, ...base } = otp.request;
    void send(
      otp.transactionId
        ? { ...base, metodo: 'Confirm', transactionId: otp.transactionId, otp: code }
        : { ...base, otp: code },
    );
  };

  const switchChannel = (source: OtpSource) => {
    if (!otp) return;
    // XElektra starts again from its Withdraw step: a new code needs a new transaction.
    const { otp: _previous, transactionId: _transaction, ...base } = otp.request;
    void send({ ...base, ...(base.metodo ? { metodo: 'Withdraw' } : {}), otpSource: source });
  };

  return (
    <>
      <form noValidate aria-label={t.label} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Stack gap="md">
          <FormAmountField
            control={form.control}
            name="amount"
            description={t.hint(bounds.min, bounds.max)}
            allowed={(cents) => cents >= bounds.min && cents <= bounds.max}
            texts={t}
          />
          {methodFields.includes('email') && (
            <TextInput
              label={t.email}
              description={t.emailHint}
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
          {methodFields.includes('scratchCode') && (
            <TextInput
              label={t.scratchCode}
              autoComplete="off"
              withAsterisk
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          {methodFields.includes('cardNumber') && (
            <TextInput
              label={t.elektraCard}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          {methodFields.includes('savedCard') && (
            <Stack gap={4}>
              <NativeSelect
                label={t.mastercard}
                withAsterisk
                error={errors.code?.message}
                data={[
                  { value: '', label: t.mastercardPlaceholder },
                  ...(mastercards.data ?? []).map((card) => ({
                    value: String(card.Id),
                    label: t.savedCard(card.NumeroCarta, card.Scadenza),
                  })),
                ]}
                {...form.register('code')}
              />
              {mastercards.data?.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t.noCards}
                </Text>
              )}
              {mastercards.isError && (
                <Text size="sm" c="red.9" role="alert">
                  {itWithdrawal.noData}
                </Text>
              )}
            </Stack>
          )}
          {methodFields.includes('voucherPin') && (
            <TextInput
              label={t.voucherPin}
              autoComplete="off"
              withAsterisk
              error={errors.secret?.message}
              {...form.register('secret')}
            />
          )}
          {methodFields.includes('card') && (
            <CardFields
              form={form}
              errors={errors}
              apco={method.Name === 'Prelievo_Apco'}
              savedCards={apcoCards.data ?? []}
            />
          )}
          {methodFields.includes('iban') && (
            <TextInput
              label={t.iban}
              description={t.ibanHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              withAsterisk
              error={errors.iban?.message}
              {...form.register('iban')}
            />
          )}
          <PasswordInput
            label={t.pin}
            description={t.pinHint}
            autoComplete="current-password"
            withAsterisk
            error={errors.pin?.message}
            {...form.register('pin')}
          />
          {notice?.kind === 'success' && (
            <Alert
              color="green"
              variant="light"
              title={notice.title}
              role="status"
              icon={<i className="ri-checkbox-circle-line" aria-hidden />}
            >
              {notice.text}
            </Alert>
          )}
          {notice?.kind === 'notWithdrawn' && (
            <ErrorAlert title={itWithdrawal.successTitle} text={notice.text} />
          )}
          {notice?.kind === 'error' && <ErrorAlert title={itWithdrawal.errorTitle} text={notice.text} />}
          <Button type="submit" size="md" fullWidth loading={isSubmitting || (request.isPending && !otp)}>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <OtpPrompt
        opened={otp !== null}
        source={otp?.source ?? 'sms'}
        message={otp?.message ?? ''}
        value={otpValue}
        onValueChange={(value) => {
          setOtpValue(value);
          setOtpError(null);
        }}
        error={otpError}
        busy={request.isPending}
        onVerify={verify}
        onSwitchChannel={switchChannel}
        onCancel={() => setOtp(null)}
        fullScreen={context.mobile}
      />
    </>
  );
}

type CardFieldsProps = {
  form: ReturnType<typeof useForm<Fields>>;
  errors: ReturnType<typeof useForm<Fields>>['formState']['errors'];
  apco: boolean;
  savedCards: { Id: number; NumeroCarta: string; Scadenza: string }[];
};

/**
 * Poste, Postepay and Apco: card number and expiry MM/YY. Apco offers the cards the player deposited
 * with (GetDatiApco): they are masked, so picking one fills the expiry and the first six digits,
 * and the player completes the number.
 */
function CardFields({ form, errors, apco, savedCards }: CardFieldsProps) {
  const number = form.watch('poste_pay');
  return (
    <Stack gap="sm">
      {apco && savedCards.length > 0 && (
        <NativeSelect
          label={t.savedCards}
          description={t.savedCardsHint}
          data={[
            { value: '', label: '—' },
            ...savedCards.map((card) => ({
              value: String(card.Id),
              label: t.savedCard(card.NumeroCarta, card.Scadenza),
            })),
          ]}
          onChange={(event) => {
            const card = savedCards.find((item) => String(item.Id) === event.currentTarget.value);
            if (!card) return;
            form.setValue('poste_pay', card.NumeroCarta.slice(0, 6));
            form.setValue('data_scadenza', card.Scadenza);
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          withAsterisk
          error={errors.poste_pay?.message}
          {...form.register('poste_pay')}
        />
        <TextInput
          label={t.expiry}
          placeholder={t.expiryPlaceholder}
          autoComplete="cc-exp"
          maxLength={5}
          withAsterisk
          error={errors.data_scadenza?.message}
          {...form.register('data_scadenza')}
        />
      </SimpleGrid>
      {apco && isApcoPostepayCard(number) && (
        <Text size="sm" c="dimmed">
          {t.postepayCard}
        </Text>
      )}
    </Stack>
  );
}
