import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authSessionQueryKey, useUser } from '@/features/auth/api/check-auth';
import { accountStatusQueryKey } from '@/features/status/api/get-account-status';
import { useSetEmailVerified, type EmailLink } from '@/features/status/api/set-email-verified';
import { paths } from '@/config/paths';
import { itStatus } from '@/messages/it-status';

/** Ours: the page the confirmation e-mail's link opens; it calls SetEmailMobileVerified once. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  const link: EmailLink | null = email && code ? { email, code, source: params.get('source') } : null;
  const result = useSetEmailVerified(link);
  const user = useUser();
  const queryClient = useQueryClient();
  const verified = result.data === true;

  // A logged-in player sees the new state everywhere at once.
  useEffect(() => {
    if (!verified || !user) return;
    void queryClient.invalidateQueries({ queryKey: accountStatusQueryKey });
    void queryClient.invalidateQueries({ queryKey: authSessionQueryKey });
  }, [verified, user, queryClient]);

  const message = !link
    ? itStatus.verifyEmail.missing
    : result.isPending
      ? itStatus.verifyEmail.checking
      : verified
        ? itStatus.verifyEmail.verified
        : itStatus.verifyEmail.invalid;

  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={520}>
        <i
          className={verified ? 'ri-mail-check-line' : 'ri-mail-line'}
          aria-hidden
          style={{
            fontSize: 48,
            color: verified ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-dimmed)',
          }}
        />
        <Title order={1} size="h2">
          {itStatus.verifyEmail.title}
        </Title>
        {link && result.isPending && <Loader size="sm" />}
        <Text
          role={link && !result.isPending && !verified ? 'alert' : 'status'}
          fw={verified ? 600 : undefined}
        >
          {message}
        </Text>
        {(!link || !result.isPending) && (
          <Button component={Link} to={paths.account.home.getHref()}>
            {itStatus.verifyEmail.toAccount}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
