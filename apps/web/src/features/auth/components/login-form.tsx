import type { LoginRequest } from '@conto-gioco/shared/auth';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { it } from '@/messages/it';
import { useLoginUser, type LoginResult } from '../api/login-user';
import { loadLoginSchema } from '../api/login-schema';

type LoginFormProps = {
  /** The page shows the recovery links and remember-me; the modal is the short form. */
  variant: 'page' | 'modal';
  /** A username given in the address (?username=) wins over the remembered one. */
  defaultUsername?: string | null;
  onLoggedIn: (result: LoginResult) => void;
};

type LoginFields = { username: string; password: string };

/**
 * The shared loginRequest schema through zodResolver, fetched with the schema library when first
 * needed (the page prefetches it on first focus): it keeps the login page inside its JS budget.
 */
const loginResolver: Resolver<LoginFields, unknown, LoginRequest> = async (values, context, options) => {
  try {
    const { zodResolver, loginRequest } = await loadLoginSchema();
    return zodResolver(loginRequest)(values, context, options);
  } catch {
    // The schema's code could not be fetched: the same words as any unreachable server.
    return { values: {}, errors: { root: { type: 'network', message: it.login.connectionError } } };
  }
};

function errorText(error: unknown): string {
  if (error instanceof ApiError) return it.login.errorText(error.code, error.message);
  return it.login.connectionError;
}

export function LoginForm({ variant, defaultUsername, onLoggedIn }: LoginFormProps) {
  const remembered = readStorage(STORAGE_KEYS.rememberedUsername);
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<LoginFields, unknown, LoginRequest>({
    resolver: loginResolver,
    defaultValues: { username: defaultUsername || remembered || '', password: '' },
  });
  const login = useLoginUser({
    onSuccess: (result) => {
      writeStorage(STORAGE_KEYS.rememberedUsername, rememberMe ? form.getValues('username').trim() : null);
      onLoggedIn(result);
    },
  });
  const { errors } = form.formState;
  const idPrefix = `login-${variant}`;

  return (
    <form
      noValidate
      onFocus={() => void loadLoginSchema().catch(() => undefined)}
      aria-label={it.login.modalTitle}
      onSubmit={form.handleSubmit((values) =>
        login.mutate({ username: values.username, password: values.password }),
      )}
    >
      <Stack gap="md">
        {(login.isError || errors.root) && (
          <Alert
            color="red"
            variant="light"
            title={it.login.errorTitle}
            icon={<i className="ri-error-warning-line" aria-hidden />}
          >
            {errors.root?.message ?? errorText(login.error)}
          </Alert>
        )}
        <TextInput
          id={`${idPrefix}-username`}
          label={it.login.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
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
        {variant === 'page' && (
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
        <Button type="submit" fullWidth loading={login.isPending}>
          {it.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
