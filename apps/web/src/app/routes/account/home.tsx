import { Container, Stack } from '@mantine/core';
import { AccountMenu } from '@/features/account/components/account-menu';
import { AccountWarnings } from '@/features/account/components/account-warnings';
import { AccountWelcome } from '@/features/account/components/account-welcome';
import { useUser } from '@/features/auth/api/check-auth';
import { PasskeyCard } from '@/features/passkeys/components/passkey-card';
import { PlaySandboxLink } from '@/features/play-sandbox/components/play-sandbox-link';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { useAccountStatus } from '@/features/status/api/get-account-status';
import { useBalance } from '@/features/wallet/api/get-saldo';
import { it } from '@/messages/it';
import { AccountNav } from '../../layout/account-nav';
import { LoginScreen } from './login-screen';

/** /account: open; the login screen for visitors, the account home for players. */
export default function AccountHomeRoute() {
  const user = useUser();
  const modules = useSiteModules();
  const balance = useBalance({ enabled: user !== null });
  const status = useAccountStatus({ enabled: user !== null });

  if (!user) {
    return (
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <LoginScreen defaultTarget={null} prompt={it.login.anonymousPrompt} />
      </Container>
    );
  }
  return (
    <>
      <AccountNav />
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <AccountWelcome user={user} gamingBalance={balance.data?.soldi} />
          {status.data && <AccountWarnings status={status.data} />}
          <AccountMenu
            vipOk={modules.GetVIPOk === 'true'}
            withdrawOnly={isModuleOn(modules, 'ConsentiSoloPrelievo')}
          />
          {!isModuleOn(modules, 'ConsentiSoloPrelievo') && <PlaySandboxLink />}
          <PasskeyCard biometricsOn={isModuleOn(modules, 'Biometrics_Enabled')} username={user.username} />
        </Stack>
      </Container>
    </>
  );
}
