import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterLink } from '@/features/auth/components/register-link';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { sanitizeReturnUrl } from '@/lib/return-url';
import { it } from '@/messages/it';
import { renderBotCheck } from '../../bot-check';
import { PasskeyLogin } from '../../passkey-login';
import { useAfterLogin } from '../../use-after-login';
import classes from '../../layout/app-layout.module.css';

// The recovery variants (?recover=password|username) load on demand, outside the login page's budget.
const RecoveryPanel = lazy(() => import('./recovery-panel'));

/** Navigation state of a page that sends the player here with a message (a password change). */
export type LoginNotice = { notice: string };

type LoginScreenProps = {
  /** Where to go after login when the address has no returnUrl; null stays on the page. */
  defaultTarget: string | null;
  /** A line above the form (the anonymous account home explains why it asks to log in). */
  prompt?: string;
};

/** The login screen (access.md §2): the page form, recovery links, remember-me, registration link. */
export function LoginScreen({ defaultTarget, prompt }: LoginScreenProps) {
  const [params] = useSearchParams();
  const returnUrl = sanitizeReturnUrl(params.get('returnUrl'));
  const afterLogin = useAfterLogin();
  const modules = useSiteModules();
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const recover = params.get('recover');
  if (recover === 'password' || recover === 'username') {
    return (
      <Suspense fallback={null}>
        <RecoveryPanel kind={recover} username={params.get('username')} />
      </Suspense>
    );
  }
  return (
    <Paper withBorder radius="md" className={classes.loginCard} maw={440} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {it.login.pageTitle}
          </Title>
          {prompt && <Text c="dimmed">{prompt}</Text>}
        </Stack>
        {notice && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<i className="ri-checkbox-circle-line" aria-hidden />}
          >
            {notice}
          </Alert>
        )}
        <LoginForm
          variant="page"
          defaultUsername={params.get('username')}
          onLoggedIn={(result) => afterLogin(result, returnUrl ?? defaultTarget)}
          botCheck={renderBotCheck}
          customerCareEmail={modules.CustomerCareEmail}
        />
        <PasskeyLogin onLoggedIn={(result) => afterLogin(result, returnUrl ?? defaultTarget)} />
        <RegisterLink />
      </Stack>
    </Paper>
  );
}
