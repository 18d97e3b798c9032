import { Modal } from '@mantine/core';
import LoginModalContent from '@/features/auth/components/login-modal-content';
import type { LoginResult } from '@/features/auth/api/login-user';
import { it } from '@/messages/it';

type LoginModalDialogProps = {
  opened: boolean;
  onClose: () => void;
  infoBoxEnabled: boolean;
  onLoggedIn: (result: LoginResult) => void;
};

/** The modal with the login form: its own chunk, fetched when the player first asks to log in. */
export default function LoginModalDialog({
  opened,
  onClose,
  infoBoxEnabled,
  onLoggedIn,
}: LoginModalDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={it.login.modalTitle} centered>
      <LoginModalContent infoBoxEnabled={infoBoxEnabled} onLoggedIn={onLoggedIn} onNavigate={onClose} />
    </Modal>
  );
}
