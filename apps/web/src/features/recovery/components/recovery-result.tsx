import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { itRecovery } from '@/messages/it-recovery';

export type RecoveryOutcome = { ok: boolean; text: string };

type RecoveryResultProps = {
  outcome: RecoveryOutcome;
  loginHref: string;
  onRetry: () => void;
};

/** The end of a recovery: the server's confirmation, or its message with 'Riprova' (access.md §8). */
export function RecoveryResult({ outcome, loginHref, onRetry }: RecoveryResultProps) {
  return (
    <Stack gap="md">
      <Alert
        color={outcome.ok ? 'green' : 'red'}
        variant="light"
        title={outcome.ok ? itRecovery.successTitle : itRecovery.failureTitle}
        icon={<i className={outcome.ok ? 'ri-mail-send-line' : 'ri-error-warning-line'} aria-hidden />}
        role={outcome.ok ? 'status' : 'alert'}
      >
        {outcome.text}
      </Alert>
      {outcome.ok ? (
        <Button component={Link} to={loginHref} fullWidth>
          {itRecovery.backToLogin}
        </Button>
      ) : (
        <Button onClick={onRetry} fullWidth>
          {itRecovery.retry}
        </Button>
      )}
    </Stack>
  );
}
