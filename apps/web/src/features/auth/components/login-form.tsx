import type { LoginRequest } from '@conto-gioco/shared/auth';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { it } from '@/messages/it';
import { loadLoginRequest, useLoginUser, type LoginResult } from '../api/login-user';
import { loadLoginSchema } from '../api/login-schema';
import type { LoginOutcome, Refusal } from './login-outcome';

// What only some answers need (device authorisation, inactive or moved account, the prompts after
// login) loads when it is needed: the login page stays inside its first-load budget.
const LoginOutcomePanel = lazy(() => import('./login-outcome'));

type LoginFormProps = {
  /** The page shows the recovery links and remember-me; the modal is the short form. */
  variant: 'page' | 'modal';
  /** A username given in the address (?username=) wins over the remembered one. */
  defaultUsername?: string | null;
  onLoggedIn: (result: LoginResult) => void;
  /**
   * The bot-protection field (the app passes the bot-check feature's field): it reports the payload
   * sent as `recaptcha`. Rendered again for every attempt, since a payload is good for one request.
   */
  botCheck?: (onPayload: (payload: string | null) => void) => ReactNode;
  /** The customer-care address, offered when a device cannot be authorised. */
  customerCareEmail?: string | null;
};

type LoginFields = { username: string; password: string; twofactorCode?: string };
type LoginContext = { twoFactor: boolean };

/** How long a submit waits for the bot check to be solved before sending without it. */
const BOT_CHECK_WAIT_MS = 15_000;

/**
 * The shared loginRequest schema through zodResolver, fetched with the schema library when first
 * needed (the page prefetches it on first focus): it keeps the login page inside its JS budget.
 * The two-factor code is required only while its field is shown.
 */
const loginResolver: Resolver<LoginFields, LoginContext, LoginRequest> = async (values, context, options) => {
  let result: Awaited<ReturnType<Resolver<LoginFields, LoginContext, LoginRequest>>>;
  try {
    const { zodResolver, loginRequest } = await loadLoginSchema();
    result = await zodResolver(loginRequest)(values, context, options);
  } catch {
    // The schema's code could not be fetched: the same words as any unreachable server.
    return { values: {}, errors: { root: { type: 'network', message: it.login.connectionError } } };
  }
  if (!context?.twoFactor || values.twofactorCode?.trim()) return result;
  const required = { type: 'required', message: it.loginOutcome.required };
  return { values: {}, errors: { ...result.errors, twofactorCode: required } };
};

/**
 * Where the bot check's payload waits for the submit that takes it: at once when it is there,
 * otherwise as soon as the field reports it (or, after BOT_CHECK_WAIT_MS, without it).
 */
function createPayloadSlot() {
  let payload: string | null = null;
  const waiting: ((payload: string | null) => void)[] = [];
  return {
    set: (value: string | null) => {
      payload = value;
      if (value) for (const resolve of waiting.splice(0)) resolve(value);
    },
    take: () => {
      const taken = payload
        ? Promise.resolve(payload)
        : new Promise<string | null>((resolve) => {
            waiting.push(resolve);
            setTimeout(() => resolve(null), BOT_CHECK_WAIT_MS);
          });
      payload = null;
      return taken;
    },
  };
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? it.login.errorText(error.code, error.message) : it.login.connectionError;

export function LoginForm({
  variant,
  defaultUsername,
  onLoggedIn,
  botCheck,
  customerCareEmail,
}: LoginFormProps) {
  const navigate = useNavigate();
  const remembered = readStorage(STORAGE_KEYS.rememberedUsername);
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);
  const defaultValues = { username: defaultUsername || remembered || '', password: '', twofactorCode: '' };
  const form = useForm<LoginFields, LoginContext, LoginRequest>({
    resolver: loginResolver,
    context: { twoFactor },
    defaultValues,
  });

  // The bot check's payload, and a key that mounts a new field (a payload is good for one request).
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [botPayload] = useState(createPayloadSlot);

  const login = useLoginUser({
    onSuccess: (result) => {
      writeStorage(STORAGE_KEYS.rememberedUsername, rememberMe ? form.getValues('username').trim() : null);
      if (result.depositLimitRequired || result.invitation) {
        void import('./login-notices').then(({ showLoginNotices }) => showLoginNotices(result, navigate));
      }
      onLoggedIn(result);
    },
  });

  const refused = async (error: unknown) => {
    let refusal: Refusal;
    try {
      refusal = (await import('./login-outcome')).describeRefusal(error);
    } catch {
      refusal = { outcome: { kind: 'error', text: errorText(error) } };
    }
    if (refusal.twoFactor) {
      setTwoFactor(true);
      form.setValue('twofactorCode', '');
      setTimeout(() => form.setFocus('twofactorCode'));
    }
    if (refusal.usernameOnly) {
      writeStorage(STORAGE_KEYS.rememberedUsername, form.getValues('username').trim());
      form.setValue('password', '');
    }
    setOutcome(refusal.outcome);
  };

  const submit = form.handleSubmit(async (values) => {
    const recaptcha = botCheck ? await botPayload.take() : null;
    try {
      await login.mutateAsync({
        username: values.username,
        password: values.password,
        ...(recaptcha ? { recaptcha } : {}),
        ...(twoFactor ? { twofactorCode: values.twofactorCode?.trim() } : {}),
      });
    } catch (error) {
      await refused(error);
    } finally {
      // The payload went with this attempt: the next one needs a new solution.
      setBotCheckKey((key) => key + 1);
    }
  });

  const cancelTwoFactor = () => {
    setTwoFactor(false);
    setOutcome(null);
    form.reset(defaultValues);
  };

  const { errors } = form.formState;
  const idPrefix = `login-${variant}`;
  const alertText = errors.root?.message ?? (outcome?.kind === 'error' ? outcome.text : null);

  return (
    <form
      noValidate
      onFocus={() => {
        void loadLoginSchema().catch(() => undefined);
        void loadLoginRequest().catch(() => undefined);
      }}
      aria-label={it.login.modalTitle}
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
    >
      <Stack gap="md">
        {alertText && (
          <Alert
            color="red"
            variant="light"
            title={it.login.errorTitle}
            icon={<i className="ri-error-warning-line" aria-hidden />}
          >
            {alertText}
          </Alert>
        )}
        {outcome && outcome.kind !== 'error' && (
          <Suspense fallback={null}>
            <LoginOutcomePanel outcome={outcome} customerCareEmail={customerCareEmail ?? null} />
          </Suspense>
        )}
        <TextInput
          id={`${idPrefix}-username`}
          label={it.login.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          readOnly={twoFactor}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          id={`${idPrefix}-password`}
          label={it.login.password}
          autoComplete="current-password"
          withAsterisk
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleButtonProps={{
            'aria-label': it.login.showPassword,
            'aria-pressed': passwordVisible,
            tabIndex: 0,
          }}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {twoFactor && (
          <TextInput
            id={`${idPrefix}-twofactor`}
            label={it.loginOutcome.twoFactorCode}
            description={it.loginOutcome.twoFactorHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            withAsterisk
            error={errors.twofactorCode?.message}
            {...form.register('twofactorCode')}
          />
        )}
        {variant === 'page' && !twoFactor && (
          <>
            <Checkbox
              id={`${idPrefix}-remember`}
              label={it.login.rememberMe}
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.currentTarget.checked)}
            />
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={paths.account.login.getHref({ recover: 'username' })} size="sm">
                {it.login.forgotUsername}
              </Anchor>
              <Anchor component={Link} to={paths.account.login.getHref({ recover: 'password' })} size="sm">
                {it.login.forgotPassword}
              </Anchor>
            </Group>
          </>
        )}
        {botCheck && <div key={botCheckKey}>{botCheck(botPayload.set)}</div>}
        <Button type="submit" fullWidth loading={form.formState.isSubmitting || login.isPending}>
          {it.login.submit}
        </Button>
        {twoFactor && (
          <Button variant="default" fullWidth onClick={cancelTwoFactor}>
            {it.loginOutcome.cancel}
          </Button>
        )}
      </Stack>
    </form>
  );
}
