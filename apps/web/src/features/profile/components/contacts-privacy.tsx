import type { Anagrafica, PrivacyChannels } from '@conto-gioco/shared/profile';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { itProfile } from '@/messages/it-profile';
import { useConfirmContactChange } from '../api/confirm-contact-change';
import { useRequestContactChange, type ContactKind } from '../api/request-contact-change';
import { savePayloadOf } from '../api/update-user';
import { OtpPrompt } from './otp-prompt';
import { useSaveWithOtp } from './save-with-otp';

const t = itProfile.contacts;

const errorText = (error: unknown) =>
  error instanceof ApiError && error.status === 200 ? error.message : t.error;

/** One contact: its value, and the change that takes effect only once the code sent to the new one is confirmed. */
function ContactRow({
  kind,
  current,
  startOpen,
}: {
  kind: ContactKind;
  current: string;
  startOpen: boolean;
}) {
  const [editing, setEditing] = useState(startOpen);
  const [value, setValue] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const request = useRequestContactChange();
  const confirm = useConfirmContactChange();
  const label = kind === 'email' ? t.email : t.cellulare;

  function reset() {
    setEditing(false);
    setValue('');
    setSentTo(null);
    setCode('');
    request.reset();
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {current}
          </Text>
        </div>
        {!editing && (
          <Button
            variant="outline"
            size="xs"
            onClick={() => setEditing(true)}
            aria-label={`${t.change} ${label}`}
          >
            {t.change}
          </Button>
        )}
      </Group>
      {confirm.isSuccess && !editing && (
        <Alert color="teal" role="status">
          {confirm.data}
        </Alert>
      )}
      {editing && (
        <Stack gap="xs">
          {sentTo === null ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                request.mutate(
                  { tipo: kind, valore: value },
                  {
                    onSuccess: () =>
                      setSentTo(kind === 'email' ? value.trim().toLowerCase() : value.replace(/\s+/g, '')),
                  },
                );
              }}
            >
              <Stack gap="xs">
                <TextInput
                  label={kind === 'email' ? t.newEmail : t.newMobile}
                  type={kind === 'email' ? 'email' : 'tel'}
                  value={value}
                  onChange={(event) => setValue(event.currentTarget.value)}
                  error={request.isError ? errorText(request.error) : undefined}
                  placeholder={kind === 'cellulare' ? '+39' : undefined}
                />
                <Group gap="xs">
                  <Button type="submit" size="xs" loading={request.isPending} disabled={!value.trim()}>
                    {t.sendCode}
                  </Button>
                  <Button variant="default" size="xs" onClick={reset}>
                    {t.cancel}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                confirm.mutate(
                  { tipo: kind, valore: sentTo, codice: code.trim() },
                  { onSuccess: () => reset() },
                );
              }}
            >
              <Stack gap="xs">
                <Text size="sm">{request.data}</Text>
                <Text size="sm" c="dimmed">
                  {t.pendingNote}
                </Text>
                <TextInput
                  label={t.codeLabel}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  error={confirm.isError ? errorText(confirm.error) : undefined}
                />
                <Group gap="xs">
                  <Button
                    type="submit"
                    size="xs"
                    loading={confirm.isPending}
                    disabled={!/^\d{6}$/.test(code.trim())}
                  >
                    {t.confirm}
                  </Button>
                  <Button variant="default" size="xs" onClick={reset}>
                    {t.cancel}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Stack>
  );
}

const CHANNELS: (keyof PrivacyChannels)[] = ['newsletter', 'sms', 'push', 'posta', 'telefono'];

/** The consents, each with when it was last given or withdrawn; saved through UpdateUser. */
function Consents({ anagrafica }: { anagrafica: Anagrafica }) {
  const [privacy, setPrivacy] = useState<PrivacyChannels>(anagrafica.privacy);
  const [profilazione, setProfilazione] = useState(anagrafica.privacyAcceptProfilazione);
  const saving = useSaveWithOtp();
  const updated = (key: string) => {
    const at = anagrafica.privacyAggiornata[key];
    return at ? t.updatedAt(formatDateTime(at)) : undefined;
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void saving.save({ ...savePayloadOf(anagrafica), privacy, privacyAcceptProfilazione: profilazione });
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t.privacyIntro}
        </Text>
        {CHANNELS.map((key) => (
          <Checkbox
            key={key}
            label={t[key]}
            description={updated(key)}
            checked={privacy[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setPrivacy((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
        <Checkbox
          label={t.profilazione}
          description={updated('profilazione')}
          checked={profilazione}
          onChange={(event) => setProfilazione(event.currentTarget.checked)}
        />
        {saving.notice && (
          <Alert color={saving.notice.ok ? 'teal' : 'red'} role={saving.notice.ok ? 'status' : 'alert'}>
            {saving.notice.text}
          </Alert>
        )}
        <Button type="submit" loading={saving.saving} style={{ alignSelf: 'flex-start' }}>
          {t.savePrivacy}
        </Button>
      </Stack>
      <OtpPrompt
        opened={saving.otpOpen}
        busy={saving.saving}
        onConfirm={(code) => void saving.confirm(code)}
        onCancel={saving.cancel}
      />
    </form>
  );
}

/** The Contatti e privacy tab; edit-contacts opens the contact change at once. */
export function ContactsPrivacy({
  anagrafica,
  editContacts,
}: {
  anagrafica: Anagrafica;
  editContacts: boolean;
}) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <ContactRow kind="email" current={anagrafica.email} startOpen={editContacts} />
          <ContactRow kind="cellulare" current={anagrafica.cellulare} startOpen={false} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t.privacyTitle}
          </Title>
          <Consents anagrafica={anagrafica} />
        </Stack>
      </Paper>
    </Stack>
  );
}
