import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBotCheck, type BotCheckRender } from '@/lib/bot-check';
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
  /** The bot-protection field (the app passes the bot-check feature's): its payload goes as `recaptcha`. */
  botCheck?: BotCheckRender;
  /** The customer-care address, offered when a device cannot be authorised. */
  customerCareEmail?: string | null;
};

type LoginFields = { username: string; password: string; twofactorCode: string };
type LoginErrors = Partial<Record<keyof LoginFields | 'root', string>>;

/**
 * The shared loginRequest schema, fetched with the schema library when first needed (the form
 * prefetches it on first focus). The login page is the one form without react-hook-form: its
 * 16 KB would put the page over its first-load budget (docs/decisions.md). The two-factor code is
 * required only while its field is shown.
 */
async function validate(values: LoginFields, twoFactor: boolean): Promise<LoginErrors> {
  let errors: LoginErrors = {};
  try {
    const { loginRequest } = await loadLoginSchema();
    const parsed = loginRequest.safeParse({ username: values.username, password: values.password });
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as keyof LoginFields;
      errors[field] ??= issue.message;
    }
  } catch {
    // The schema's code could not be fetched: the same words as any unreachable server.
    return { root: it.login.connectionError };
  }
  if (twoFactor && !values.twofactorCode.trim())
    errors = { ...errors, twofactorCode: it.loginOutcome.required };
  return errors;
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
  const defaultValues: LoginFields = {
    username: defaultUsername || remembered || '',
    password: '',
    twofactorCode: '',
  };
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [validating, setValidating] = useState(false);
  const twoFactorInput = useRef<HTMLInputElement>(null);
  /** A field's change clears its message, as the player corrects it. */
  const field = (name: keyof LoginFields) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    error: errors[name],
  });

  const bot = useBotCheck(botCheck, 'AccountLogin');

  const login = useLoginUser({
    onSuccess: (result) => {
      writeStorage(STORAGE_KEYS.rememberedUsername, rememberMe ? values.username.trim() : null);
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
      setValues((current) => ({ ...current, twofactorCode: '' }));
      setTimeout(() => twoFactorInput.current?.focus());
    }
    if (refusal.usernameOnly) {
      writeStorage(STORAGE_KEYS.rememberedUsername, values.username.trim());
      setValues((current) => ({ ...current, password: '' }));
    }
    setOutcome(refusal.outcome);
  };

  const submit = async () => {
    setValidating(true);
    const found = await validate(values, twoFactor);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setValidating(false);
      return;
    }
    const recaptcha = await bot.solved();
    setValidating(false);
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
      bot.spent();
    }
  };

  const cancelTwoFactor = () => {
    setTwoFactor(false);
    setOutcome(null);
    setValues(defaultValues);
    setErrors({});
  };

  const idPrefix = `login-${variant}`;
  const alertText = errors.root ?? (outcome?.kind === 'error' ? outcome.text : null);

  return (
    <form
      noValidate
      onFocus={() => {
        void loadLoginSchema().catch(() => undefined);
        void loadLoginRequest().catch(() => undefined);
      }}
      aria-label={it.login.modalTitle}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        void submit();
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
          name="username"
          {...field('username')}
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
          name="password"
          {...field('password')}
        />
        {twoFactor && (
          <TextInput
            id={`${idPrefix}-twofactor`}
            label={it.loginOutcome.twoFactorCode}
            description={it.loginOutcome.twoFactorHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            withAsterisk
            name="twofactorCode"
            ref={twoFactorInput}
            {...field('twofactorCode')}
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
        {bot.field}
        <Button type="submit" fullWidth loading={validating || login.isPending}>
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
