import { Alert, Button, Container, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, authSessionQueryKey } from '@/features/auth/api/check-auth';
import { DocumentUpload } from '@/features/documents/components/document-upload';
import { PasskeyList } from '@/features/passkeys/components/passkey-list';
import { useAnagrafica } from '@/features/profile/api/get-anagrafica';
import { AnagraficaForm, type MunicipalityInput } from '@/features/profile/components/anagrafica-form';
import { ContactsPrivacy } from '@/features/profile/components/contacts-privacy';
import { KnownDevices } from '@/features/profile/components/known-devices';
import { LoginHistory } from '@/features/profile/components/login-history';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { TwoFactor } from '@/features/profile/components/two-factor';
import { ChangePasswordForm } from '@/features/recovery/components/change-password-form';
import { useEmittenteDocumento } from '@/features/registration/api/get-emittente-documento';
import { useTipiDocumenti } from '@/features/registration/api/get-tipi-documenti';
import { MunicipalityField } from '@/features/registration/components/fields/municipality-field';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { useAccountStatus } from '@/features/status/api/get-account-status';
import { StatusRecap } from '@/features/status/components/status-recap';
import { itProfile } from '@/messages/it-profile';
import type { LoginNotice } from './login-screen';

type Tab = 'anagrafica' | 'documenti' | 'contatti' | 'password' | 'security' | 'status';

const edit = paths.account.edit;
const TAB_HREF: Record<Tab, string> = {
  anagrafica: edit.anagrafica.getHref(),
  documenti: edit.documenti.getHref(),
  contatti: edit.contattiPrivacy.getHref(),
  password: edit.password.getHref(),
  security: edit.security.getHref(),
  status: edit.status.getHref(),
};

function tabOf(pathname: string): Tab {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(edit.contattiPrivacy.getHref())) return 'contatti';
  const found = (Object.entries(TAB_HREF) as [Tab, string][]).find(([, href]) => href === path);
  return found?.[0] ?? 'anagrafica';
}

const municipalityInput: MunicipalityInput = (props) => <MunicipalityField list="GetComuni" {...props} />;

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{itProfile.loading}</Text>
    </Group>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="red" role="alert">
        {itProfile.loadFailed}
      </Text>
      <Button variant="default" onClick={retry}>
        {itProfile.retry}
      </Button>
    </Stack>
  );
}

function StatusTab() {
  const status = useAccountStatus();
  const queryClient = useQueryClient();
  if (status.isPending) return <Loading />;
  if (status.isError) return <Failed retry={() => void status.refetch()} />;
  return (
    <StatusRecap
      status={status.data}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: authSessionQueryKey })}
    />
  );
}

/**
 * /account/edit and its tabs (content-profile.md §2): one edit screen, the tab chosen by the URL.
 * Sicurezza only with IsTwoFactorAuthenticationEnabled; with ConsentiSoloPrelievo only the personal
 * data remain and every other tab says the section is disabled.
 */
export default function ProfileEditRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modules = useSiteModules();
  const anagrafica = useAnagrafica();
  const documentTypes = useTipiDocumenti();
  const issuers = useEmittenteDocumento();
  const withdrawOnly = isModuleOn(modules, 'ConsentiSoloPrelievo');
  const twoFactorOn = isModuleOn(modules, 'IsTwoFactorAuthenticationEnabled');
  const tab = tabOf(pathname);
  const disabled = (withdrawOnly && tab !== 'anagrafica') || (tab === 'security' && !twoFactorOn);

  const tabs: { value: Tab; label: string }[] = withdrawOnly
    ? [{ value: 'anagrafica', label: itProfile.tabs.anagrafica }]
    : [
        { value: 'anagrafica', label: itProfile.tabs.anagrafica },
        { value: 'documenti', label: itProfile.tabs.documenti },
        { value: 'contatti', label: itProfile.tabs.contatti },
        { value: 'password', label: itProfile.tabs.password },
        ...(twoFactorOn ? [{ value: 'security' as const, label: itProfile.tabs.security }] : []),
        { value: 'status', label: itProfile.tabs.status },
      ];

  let body: ReactNode;
  if (disabled) {
    body = <Alert color="gray">{itProfile.sectionDisabled}</Alert>;
  } else if (tab === 'documenti') {
    body = <DocumentUpload />;
  } else if (tab === 'password') {
    body = (
      <Stack gap="md" maw={440}>
        <Text size="sm" c="dimmed">
          {itProfile.password.intro}
        </Text>
        <ChangePasswordForm
          onChanged={(description) => {
            // Every session was closed on the server: forget this one and log in again.
            const notice: LoginNotice = { notice: description };
            void navigate(paths.account.login.getHref(), { replace: true, state: notice });
            clearSession(queryClient);
          }}
        />
      </Stack>
    );
  } else if (tab === 'status') {
    body = <StatusTab />;
  } else if (anagrafica.isPending) {
    body = <Loading />;
  } else if (anagrafica.isError) {
    body = <Failed retry={() => void anagrafica.refetch()} />;
  } else if (tab === 'contatti') {
    body = (
      <ContactsPrivacy
        anagrafica={anagrafica.data}
        editContacts={pathname.replace(/\/+$/, '') === edit.editContacts.getHref()}
      />
    );
  } else if (tab === 'security') {
    body = (
      <Stack gap="xl">
        <TwoFactor anagrafica={anagrafica.data} />
        <PasskeyList />
        <KnownDevices />
        <LoginHistory />
      </Stack>
    );
  } else {
    body = (
      <AnagraficaForm
        anagrafica={anagrafica.data}
        documentTypes={(documentTypes.data ?? []).map((item) => ({
          value: String(item.Id),
          label: item.Descrizione,
        }))}
        issuers={(issuers.data ?? []).map((item) => ({ value: String(item.Id), label: item.Descrizione }))}
        municipalityInput={municipalityInput}
      />
    );
  }

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        {anagrafica.data ? (
          <ProfileHeader
            anagrafica={anagrafica.data}
            showFather={isModuleOn(modules, 'V3_AccountShowFatherInfo')}
          />
        ) : (
          <Title order={1} size="h2">
            {itProfile.pageTitle}
          </Title>
        )}
        <Tabs value={tab} onChange={(value) => value && void navigate(TAB_HREF[value as Tab])}>
          <Tabs.List aria-label={itProfile.tabs.label} style={{ flexWrap: 'wrap' }}>
            {tabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* A disabled section's URL has no tab of its own: it shows in the first panel's place. */}
          {(tabs.some((item) => item.value === tab) ? tabs : [...tabs, { value: tab, label: '' }]).map(
            (item) => (
              <Tabs.Panel key={item.value} value={item.value} pt="md">
                {item.value === tab && (
                  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                    {body}
                  </Paper>
                )}
              </Tabs.Panel>
            ),
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
