import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import type { LoginResult } from '../api/login-user';
import { LoginForm } from './login-form';
import { RegisterLink } from './register-link';

type LoginModalContentProps = {
  /** Module V3_Login_InfoBox_Enabled: an info box replaces the registration link. */
  infoBoxEnabled: boolean;
  onLoggedIn: (result: LoginResult) => void;
  onNavigate: () => void;
} & Pick<ComponentProps<typeof LoginForm>, 'botCheck' | 'customerCareEmail'>;

/** The body of the login modal. */
export default function LoginModalContent({
  infoBoxEnabled,
  onLoggedIn,
  onNavigate,
  botCheck,
  customerCareEmail,
}: LoginModalContentProps) {
  return (
    <Stack gap="md">
      <LoginForm
        variant="modal"
        onLoggedIn={onLoggedIn}
        botCheck={botCheck}
        customerCareEmail={customerCareEmail}
      />
      <Text size="xs" c="dimmed" ta="center">
        {it.login.botNotice}
      </Text>
      {infoBoxEnabled ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {it.login.infoBoxTitle}
            </Title>
            <Text size="sm">{it.login.infoBoxText}</Text>
            <Button
              component={Link}
              to={paths.account.registration.getHref()}
              variant="light"
              onClick={onNavigate}
            >
              {it.login.infoBoxButton}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <RegisterLink onNavigate={onNavigate} />
      )}
    </Stack>
  );
}
