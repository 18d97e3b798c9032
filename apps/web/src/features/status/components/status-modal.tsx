import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itStatus } from '@/messages/it-status';
import { useAccountStatus } from '../api/get-account-status';
import { StatusRecap } from './status-recap';

type StatusModalProps = {
  /** The session (betsession): 'Non ora' holds until the player logs in again. */
  sessionKey: string;
  /** The page does not show the modal (ticket print, the status page, contacts and privacy). */
  suppressed: boolean;
  /** Terms accepted or mobile confirmed: the session's user data should be read again. */
  onChanged?: () => void;
  /** Opens the document upload (composed by the app); the modal closes first. */
  onSendDocuments?: () => void;
};

const NOT_NOW_KEY = 'StatusModalNotNow';

function saidNotNow(sessionKey: string): boolean {
  try {
    return window.sessionStorage.getItem(NOT_NOW_KEY) === sessionKey;
  } catch {
    return false;
  }
}

function rememberNotNow(sessionKey: string): void {
  try {
    window.sessionStorage.setItem(NOT_NOW_KEY, sessionKey);
  } catch {
    // Storage unavailable: 'Non ora' then lasts until the page is reloaded.
  }
}

/**
 * The account-status modal (access.md §2, §4), shown after login and on start while some item is
 * not ok. When contacts must be verified (and sections are not disabled) only 'Non ora' closes it;
 * otherwise the server says whether it can be closed (site variable AccountStatusModalClosable).
 */
export default function StatusModal({
  sessionKey,
  suppressed,
  onChanged,
  onSendDocuments,
}: StatusModalProps) {
  const { data: status } = useAccountStatus();
  const [notNow, setNotNow] = useState(() => saidNotNow(sessionKey));
  // An action that leads to another page closes the modal until the next start.
  const [leftForAction, setLeftForAction] = useState(false);
  if (!status) return null;

  const freelyClosable = status.closable && !status.onlyNotNow;
  const dismiss = () => {
    rememberNotNow(sessionKey);
    setNotNow(true);
  };
  const close = () => setLeftForAction(true);

  return (
    <Modal
      opened={!status.allOk && !suppressed && !notNow && !leftForAction}
      onClose={freelyClosable ? dismiss : () => undefined}
      title={itStatus.modalTitle}
      withCloseButton={freelyClosable}
      closeOnEscape={freelyClosable}
      closeOnClickOutside={freelyClosable}
      closeButtonProps={{ 'aria-label': itStatus.close }}
      size="lg"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {status.allSectionsDisabled && (
          <Text fw={600} c="red.8">
            {itStatus.allSectionsDisabled}
          </Text>
        )}
        <Text size="sm">{itStatus.modalIntro}</Text>
        <StatusRecap
          status={status}
          problemsOnly
          onNavigate={close}
          onChanged={onChanged}
          onSendDocuments={
            onSendDocuments &&
            (() => {
              close();
              onSendDocuments();
            })
          }
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.account.status.getHref()} size="sm" onClick={close}>
            {itStatus.details}
          </Anchor>
          {status.closable && (
            <Button variant="default" onClick={dismiss}>
              {itStatus.notNow}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
