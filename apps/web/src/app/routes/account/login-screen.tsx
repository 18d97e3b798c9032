import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterLink } from '@/features/auth/components/register-link';
import { sanitizeReturnUrl } from '@/lib/return-url';
import { it } from '@/messages/it';
import { useAfterLogin } from '../../use-after-login';

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
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {it.login.pageTitle}
          </Title>
          {prompt && <Text c="dimmed">{prompt}</Text>}
        </Stack>
        <LoginForm
          variant="page"
          defaultUsername={params.get('username')}
          onLoggedIn={(result) => afterLogin(result, returnUrl ?? defaultTarget)}
        />
        <RegisterLink />
      </Stack>
    </Paper>
  );
}
