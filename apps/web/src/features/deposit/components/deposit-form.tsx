import { DEPOSIT_CODE, type RicaricaRequest } from '@conto-gioco/shared/deposit';
import { depositAmountError, depositFieldError } from '@conto-gioco/shared/deposit-rules';
import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '@/components/payments/error-alert';
import { FormAmountField } from '@/components/payments/form-amount-field';
import { euroTextToCents } from '@/lib/amount';
import { itDeposit } from '@/messages/it-deposit';
import { useStartDeposit } from '../api/start-deposit';
import { rememberDeposit } from '../lib/deposit-storage';
import { browser, openProvider, PROVIDER_WINDOW, type Context } from '../lib/open-provider';
import { ProviderModal } from './provider-modal';

const t = itDeposit.form;

const fields = z.object({
  amount: z.string(),
  email: z.string(),
  code: z.string(),
  promo: z.string().trim().max(50),
});
type Fields = z.infer<typeof fields>;

/** The form's rules are the server's (packages/shared deposit-rules), for the chosen method. */
export const depositFormSchema = (method: PaymentMethod) =>
  fields.superRefine((values, ctx) => {
    const amountError = depositAmountError(method, euroTextToCents(values.amount));
    if (amountError) ctx.addIssue({ code: 'custom', path: ['amount'], message: amountError });
    const field = method.RequiredField;
    if (field) {
      const fieldError = depositFieldError(field, values[field]);
      if (fieldError) ctx.addIssue({ code: 'custom', path: [field], message: fieldError });
    }
  });

type DepositFormProps = {
  method: PaymentMethod;
  /** The amount of the last deposit, in euro text. */
  initialAmount: string;
  /** The client's view of the first deposit (the server decides). */
  primaRicarica: boolean;
  context: Context;
  mobile: boolean;
};

/** The answer to a submit, about the method it was made with. */
type Notice = { methodId: number } & ({ kind: 'error'; text: string } | { kind: 'elsewhere' });

/**
 * The amount, the method's own field and the optional promo code; submit starts the deposit
 * (POST Ricarica) and takes the browser to the provider as the answer says.
 */
export function DepositForm({ method, initialAmount, primaRicarica, context, mobile }: DepositFormProps) {
  // react-hook-form reads its options on every render: the rules follow the chosen method.
  const form = useForm<Fields>({
    resolver: zodResolver(depositFormSchema(method)),
    defaultValues: { amount: initialAmount, email: '', code: '', promo: '' },
  });
  const start = useStartDeposit();
  const [lastNotice, setNotice] = useState<Notice | null>(null);
  // Another method's refusal or open window is not this one's.
  const notice = lastNotice?.methodId === method.Id ? lastNotice : null;
  const [modalUrl, setModalUrl] = useState<string | null>(null);
  // The browser is on its way to the provider: a second press would start a second deposit.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Back from the provider through the history (bfcache): the page is live again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const { errors, isSubmitting } = form.formState;
  const { clearErrors } = form;
  // Another method has other bounds and fields: its errors are not the last one's.
  useEffect(() => clearErrors(), [method.Id, clearErrors]);

  // A new-tab method's window, opened empty at the click; closed again if no deposit starts.
  const providerWindow = useRef<Window | null>(null);
  const closeProviderWindow = () => {
    providerWindow.current?.close();
    providerWindow.current = null;
  };

  async function startDeposit(values: Fields) {
    setNotice(null);
    const importo = euroTextToCents(values.amount);
    const request: RicaricaRequest = {
      importo,
      metodo: method.Id,
      type: method.Name,
      primaricarica: primaRicarica,
      isMobile: mobile,
      domain: window.location.host,
      ...(values.promo.trim() ? { promo: values.promo.trim() } : {}),
      ...(method.RequiredField === 'email' ? { email: values.email.trim() } : {}),
      ...(method.RequiredField === 'code' ? { code: values.code.trim() } : {}),
    };
    let response;
    try {
      response = await start.mutateAsync(request);
    } catch {
      closeProviderWindow();
      setNotice({ methodId: method.Id, kind: 'error', text: itDeposit.connectionError });
      return;
    }
    if (response.ResponseCode !== DEPOSIT_CODE.OK || !response.ResponseData) {
      closeProviderWindow();
      setNotice({
        methodId: method.Id,
        kind: 'error',
        text: itDeposit.errorText(response.ResponseCode, response.ResponseMessage),
      });
      return;
    }
    const started = response.ResponseData;
    rememberDeposit({ Id: method.Id, Name: method.Name, Amount: importo }, started.transactionId, {
      paysafe: method.PaymentType === 'paysafe',
    });
    const outcome = openProvider(started.action, context);
    // The form went into the window opened at the click; any other answer leaves it unused.
    if (outcome.kind === 'elsewhere') providerWindow.current = null;
    else closeProviderWindow();
    if (outcome.kind === 'left') setLeaving(true);
    if (outcome.kind === 'modal') setModalUrl(outcome.url);
    if (outcome.kind === 'elsewhere') setNotice({ methodId: method.Id, kind: 'elsewhere' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const opensWindow = method.SubmitStyle === 'form-new-tab' && !context.appShell;
    if (opensWindow && !isSubmitting && depositFormSchema(method).safeParse(form.getValues()).success)
      providerWindow.current = browser.openBlank(PROVIDER_WINDOW);
    void form.handleSubmit(startDeposit)(event);
  }

  return (
    <form noValidate aria-label={t.label} onSubmit={onSubmit}>
      <Stack gap="md">
        <FormAmountField control={form.control} name="amount" texts={t} />
        {method.RequiredField === 'email' && (
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
        {method.RequiredField === 'code' && (
          <TextInput
            label={t.code}
            description={t.codeHint}
            autoComplete="off"
            withAsterisk
            error={errors.code?.message}
            {...form.register('code')}
          />
        )}
        <TextInput
          label={t.promo}
          description={t.promoHint}
          autoComplete="off"
          maxLength={50}
          error={errors.promo?.message}
          {...form.register('promo')}
        />
        {notice?.kind === 'error' && <ErrorAlert title={itDeposit.errorTitle} text={notice.text} />}
        {notice?.kind === 'elsewhere' && (
          <Alert
            color="blue"
            variant="light"
            role="status"
            icon={<i className="ri-external-link-line" aria-hidden />}
          >
            {itDeposit.continueElsewhere}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={isSubmitting || leaving}>
          {t.submit}
        </Button>
      </Stack>
      <ProviderModal
        url={modalUrl}
        methodName={method.NameLong}
        mobile={mobile}
        onClose={() => setModalUrl(null)}
      />
    </form>
  );
}
