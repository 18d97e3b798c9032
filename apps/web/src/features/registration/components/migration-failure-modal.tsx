import { MIGRATION_CODE } from '@conto-gioco/shared/registration-codes';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itMigration } from '@/messages/it-migration';

const t = itMigration;

export type MigrationFailure =
  { kind: 'abnormal-traffic' } | { kind: 'refused'; code: number; message: string } | { kind: 'network' };

/** Codes after which the player has an account here to log in with. */
const HAS_ACCOUNT: readonly number[] = [MIGRATION_CODE.alreadyMigrated, MIGRATION_CODE.alreadyRegistered];

/**
 * Why MigrateUser did not convert the account (access.md §8): -3 an anomalous-traffic modal, to
 * retry later; any other code 'Si è verificato un errore' with '{code} - {message}'.
 */
export function MigrationFailureModal({
  failure,
  onClose,
}: {
  failure: MigrationFailure | null;
  onClose: () => void;
}) {
  const title = failure?.kind === 'abnormal-traffic' ? t.abnormalTraffic.title : t.error.title;
  return (
    <Modal opened={failure !== null} onClose={onClose} title={title} centered>
      {failure && (
        <Stack gap="lg">
          <Text>
            {failure.kind === 'abnormal-traffic'
              ? t.abnormalTraffic.text
              : failure.kind === 'refused'
                ? t.error.text(failure.code, failure.message)
                : t.error.network}
          </Text>
          <Group justify="flex-end" gap="sm">
            {failure.kind === 'refused' && HAS_ACCOUNT.includes(failure.code) && (
              <Button component={Link} to={paths.account.login.getHref()} variant="default">
                {t.error.goToLogin}
              </Button>
            )}
            <Button onClick={onClose} data-autofocus>
              {t.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
