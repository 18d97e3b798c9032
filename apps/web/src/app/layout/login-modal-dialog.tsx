import { Modal } from '@mantine/core';
import LoginModalContent from '@/features/auth/components/login-modal-content';
import type { LoginResult } from '@/features/auth/api/login-user';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { it } from '@/messages/it';
import { renderBotCheck } from '../bot-check';
import { PasskeyLogin } from '../passkey-login';

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
  const modules = useSiteModules();
  return (
    <Modal opened={opened} onClose={onClose} title={it.login.modalTitle} centered>
      <LoginModalContent
        infoBoxEnabled={infoBoxEnabled}
        onLoggedIn={onLoggedIn}
        onNavigate={onClose}
        botCheck={renderBotCheck}
        customerCareEmail={modules.CustomerCareEmail}
      />
      <PasskeyLogin onLoggedIn={onLoggedIn} mt="md" />
    </Modal>
  );
}
