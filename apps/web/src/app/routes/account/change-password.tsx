import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { clearSession, useUser } from '@/features/auth/api/check-auth';
import { ChangePasswordForm } from '@/features/recovery/components/change-password-form';
import { paths } from '@/config/paths';
import { itRecovery } from '@/messages/it-recovery';
import type { LoginNotice } from './login-screen';

const t = itRecovery.changePassword;

/**
 * /account/change-password (login required, no mobile header or footer). A change closes every
 * session on the server: the app forgets its own and goes to the login with the server's words.
 * The page guards itself: once the password is changed, the session it forgets must not send the
 * player to the login with this page as returnUrl.
 */
export default function ChangePasswordRoute() {
  const user = useUser();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  if (!user) {
    if (changed) return null;
    return <Navigate to={paths.account.login.getHref({ returnUrl: `${pathname}${search}` })} replace />;
  }
  const required = user.cambio_password;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} mx="auto" w="100%">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t.title}
            </Title>
            <Text c={required ? undefined : 'dimmed'} fw={required ? 600 : undefined}>
              {required ? t.required : t.intro}
            </Text>
          </Stack>
          <ChangePasswordForm
            onChanged={(description) => {
              setChanged(true);
              clearSession(queryClient);
              const notice: LoginNotice = { notice: description };
              void navigate(paths.account.login.getHref(), { replace: true, state: notice });
            }}
          />
          {required && (
            <Anchor component={Link} to={paths.account.logout.getHref()} size="sm" ta="center">
              {t.logout}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
