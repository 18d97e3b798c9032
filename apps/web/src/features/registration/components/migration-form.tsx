import {
  MIGRATION_CODE,
  migrationForm,
  type MigrationForm as Values,
  type MigrationFormInput,
} from '@conto-gioco/shared/registration';
import type { MigrateUserRequest } from '@conto-gioco/shared/registration-requests';
import { securityQuestionText } from '@conto-gioco/shared/security-questions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBotCheck, type BotCheckRender } from '@/lib/bot-check';
import { itMigration } from '@/messages/it-migration';
import { useMigrateUser } from '../api/migrate-user';
import { ConsentsFields } from './fields/consents-fields';
import { DepositLimitField } from './fields/deposit-limit-field';
import { SecurityQuestionFields } from './fields/security-question-fields';
import { MigrationFailureModal, type MigrationFailure } from './migration-failure-modal';

const t = itMigration;

/** What the invitation link names: the account to convert. */
export type MigrationLink = { codiceFiscale: string; invitation: string; legacyUsername: string | null };

type MigrationFormProps = {
  link: MigrationLink;
  /** The bot-protection field (the app passes the bot-check feature's; action AccountRegistration). */
  botCheck?: BotCheckRender;
  onMigrated: (username: string) => void;
};

/** A section's title, inside its fieldset's legend (phrasing content only). */
const Legend = ({ children }: { children: string }) => (
  <Text component="span" fw={700} size="lg">
    {children}
  </Text>
);

/** The old username is offered as the new one when it follows this site's rule. */
const USABLE_USERNAME = /^[A-Za-z0-9]{6,30}$/;

export function toMigrateUserRequest(
  values: Values,
  link: MigrationLink,
  recaptcha: string | null,
): MigrateUserRequest {
  return {
    codiceFiscale: link.codiceFiscale,
    invitation: link.invitation,
    ...(link.legacyUsername ? { legacyUsername: link.legacyUsername } : {}),
    username: values.username,
    password: values.password,
    security: {
      id: values.security.id,
      question: securityQuestionText(values.security.id) ?? '',
      answer: values.security.answer,
    },
    deposito: values.deposito,
    privacyMarketing: values.privacyMarketing,
    privacyProfilazione: values.privacyProfilazione,
    comunicazioniSms: values.comunicazioniSms,
    comunicazioniPush: values.comunicazioniPush,
    comunicazioniPosta: values.comunicazioniPosta,
    comunicazioniTelefono: values.comunicazioniTelefono,
    newsletter: values.newsletter.map((entry) => ({
      accettatoField: entry.accettato,
      descrizioneField: entry.descrizione,
      famigliaField: entry.famiglia,
      flag_consensoField: entry.flag_consenso,
      giocoField: entry.gioco,
    })),
    ...(recaptcha ? { recaptcha } : {}),
  };
}

/**
 * The migration form (access.md §2 'Migration page'): new username, password, secret question and
 * answer, maximum deposit, privacy consents; MigrateUser with the bot check.
 */
export function MigrationForm({ link, botCheck, onMigrated }: MigrationFormProps) {
  const form = useForm<MigrationFormInput, unknown, Values>({
    resolver: zodResolver(migrationForm),
    defaultValues: {
      username: link.legacyUsername && USABLE_USERNAME.test(link.legacyUsername) ? link.legacyUsername : '',
      password: '',
      confermaPassword: '',
      security: { question: '', answer: '' },
      confermaRisposta: '',
      deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1 },
      comunicazioniSms: false,
      comunicazioniPush: false,
      comunicazioniPosta: false,
      comunicazioniTelefono: false,
      newsletter: [],
    },
  });
  const bot = useBotCheck(botCheck, 'AccountRegistration');
  const migrate = useMigrateUser();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<MigrationFailure | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSending(true);
    const recaptcha = await bot.solved();
    try {
      const response = await migrate.mutateAsync(toMigrateUserRequest(values, link, recaptcha));
      if (response.ResponseCode === MIGRATION_CODE.ok) {
        onMigrated(response.ResponseData?.username ?? values.username);
        return;
      }
      if (response.ResponseCode === MIGRATION_CODE.abnormalTraffic) {
        setFailure({ kind: 'abnormal-traffic' });
        return;
      }
      if (response.ResponseCode === MIGRATION_CODE.usernameTaken) {
        form.setError('username', { message: response.ResponseMessage });
      }
      setFailure({ kind: 'refused', code: response.ResponseCode, message: response.ResponseMessage });
    } catch {
      setFailure({ kind: 'network' });
    } finally {
      bot.spent();
      setSending(false);
    }
  });

  return (
    <>
      <form noValidate aria-label={t.title} onSubmit={(event) => void submit(event)}>
        <Stack gap="xl">
          <Fieldset legend={<Legend>{t.credentials}</Legend>} variant="unstyled">
            <Stack gap="md">
              <TextInput
                label={t.username}
                description={t.usernameHint}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                withAsterisk
                error={errors.username?.message}
                {...form.register('username')}
              />
              <PasswordInput
                label={t.password}
                description={t.passwordHint}
                autoComplete="new-password"
                withAsterisk
                visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
                error={errors.password?.message}
                {...form.register('password')}
              />
              <PasswordInput
                label={t.confermaPassword}
                autoComplete="new-password"
                withAsterisk
                visibilityToggleButtonProps={{ 'aria-label': t.showPassword }}
                error={errors.confermaPassword?.message}
                {...form.register('confermaPassword')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={<Legend>{t.security}</Legend>} variant="unstyled">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t.securityHint}
              </Text>
              <SecurityQuestionFields
                control={form.control}
                names={{ question: 'security.id', answer: 'security.answer', confirm: 'confermaRisposta' }}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={<Legend>{t.deposit}</Legend>} variant="unstyled">
            <DepositLimitField control={form.control} name="deposito.importo" />
          </Fieldset>
          <Fieldset legend={<Legend>{t.privacy}</Legend>} variant="unstyled">
            <ConsentsFields control={form.control} withMandatory={false} />
          </Fieldset>
          {bot.field}
          <Button type="submit" fullWidth size="md" loading={sending}>
            {t.submit}
          </Button>
        </Stack>
      </form>
      <MigrationFailureModal failure={failure} onClose={() => setFailure(null)} />
    </>
  );
}
