import {
  passwordRecoveryForm,
  type PasswordRecoveryForm,
  type SecurityQuestion,
} from '@conto-gioco/shared/recovery';
import { RECOVERY_TYPE } from '@conto-gioco/shared/recovery-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useBotCheck, type BotCheckRender } from '@/lib/bot-check';
import { itRecovery } from '@/messages/it-recovery';
import { useGetSecurityQuestion } from '../api/get-security-question';
import { useRecoverPassword } from '../api/recover-password';
import { RecoveryResult, type RecoveryOutcome } from './recovery-result';
import { SecurityQuestionModal } from './security-question-modal';

type PasswordRecoveryProps = {
  defaultUsername?: string | null;
  loginHref: string;
  /** The bot-protection field (the app passes the bot-check feature's). */
  botCheck?: BotCheckRender;
};

type Fields = { type: 1 | 2; value: string; username: string };

const failureText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : itRecovery.connectionError;

/**
 * Password recovery (access.md §4): e-mail or mobile (switchable) plus username, then the security
 * question, then the temporary password goes to the e-mail or the phone.
 */
export function PasswordRecovery({ defaultUsername, loginHref, botCheck }: PasswordRecoveryProps) {
  const form = useForm<Fields, unknown, PasswordRecoveryForm>({
    resolver: zodResolver(passwordRecoveryForm),
    defaultValues: { type: RECOVERY_TYPE.email, value: '', username: defaultUsername ?? '' },
  });
  const bot = useBotCheck(botCheck, 'AccountSecurityQuestion');
  const [question, setQuestion] = useState<SecurityQuestion | null>(null);
  const [outcome, setOutcome] = useState<RecoveryOutcome | null>(null);
  const getQuestion = useGetSecurityQuestion();
  const recover = useRecoverPassword();
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;

  const askQuestion = form.handleSubmit(async (values) => {
    const recaptcha = await bot.solved();
    try {
      setQuestion(
        await getQuestion.mutateAsync({
          Value: values.value,
          Username: values.username,
          Type: values.type,
          Recaptcha: recaptcha,
        }),
      );
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) });
    } finally {
      bot.spent();
    }
  });

  const answer = async (text: string) => {
    if (!question) return;
    const values = form.getValues();
    try {
      const result = await recover.mutateAsync({
        value: values.value.trim(),
        type: values.type,
        username: values.username.trim(),
        security: [{ id: question.id, question: question.question, answer: text }],
      });
      setOutcome({ ok: result.returnCodeField === 0, text: result.returnDescriptionField });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) });
    }
    setQuestion(null);
  };

  if (outcome) {
    return <RecoveryResult outcome={outcome} loginHref={loginHref} onRetry={() => setOutcome(null)} />;
  }

  return (
    <>
      <form noValidate aria-label={itRecovery.password.title} onSubmit={(event) => void askQuestion(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {itRecovery.password.intro}
          </Text>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Radio.Group
                label={itRecovery.password.channel}
                value={String(field.value)}
                onChange={(value) => {
                  field.onChange(Number(value) as 1 | 2);
                  form.setValue('value', '');
                  form.clearErrors('value');
                }}
              >
                <Group gap="lg" mt={6}>
                  <Radio value={String(RECOVERY_TYPE.email)} label={itRecovery.password.channelEmail} />
                  <Radio value={String(RECOVERY_TYPE.mobile)} label={itRecovery.password.channelMobile} />
                </Group>
              </Radio.Group>
            )}
          />
          {type === RECOVERY_TYPE.email ? (
            <TextInput
              key="email"
              label={itRecovery.password.email}
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.value?.message}
              {...form.register('value')}
            />
          ) : (
            <TextInput
              key="mobile"
              label={itRecovery.password.mobile}
              description={itRecovery.password.mobileHint}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              withAsterisk
              error={errors.value?.message}
              {...form.register('value')}
            />
          )}
          <TextInput
            label={itRecovery.password.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            error={errors.username?.message}
            {...form.register('username')}
          />
          {bot.field}
          <Button type="submit" fullWidth loading={getQuestion.isPending}>
            {itRecovery.submit}
          </Button>
          <Anchor component={Link} to={loginHref} size="sm" ta="center">
            {itRecovery.backToLogin}
          </Anchor>
        </Stack>
      </form>
      <SecurityQuestionModal
        question={question}
        pending={recover.isPending}
        onAnswer={(text) => void answer(text)}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}
