import {
  usernameRecoveryForm,
  type SecurityQuestion,
  type UsernameRecoveryForm,
} from '@conto-gioco/shared/recovery';
import { RECOVERY_TYPE } from '@conto-gioco/shared/recovery-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useBotCheck, type BotCheckRender } from '@/lib/bot-check';
import { itRecovery } from '@/messages/it-recovery';
import { useGetSecurityQuestion } from '../api/get-security-question';
import { useRecoverUsername } from '../api/recover-username';
import { RecoveryResult, type RecoveryOutcome } from './recovery-result';
import { SecurityQuestionModal } from './security-question-modal';

type UsernameRecoveryProps = {
  loginHref: string;
  /** The bot-protection field (the app passes the bot-check feature's). */
  botCheck?: BotCheckRender;
};

const failureText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : itRecovery.connectionError;

/** Username recovery (access.md §4): e-mail, then the security question, then the username by e-mail. */
export function UsernameRecovery({ loginHref, botCheck }: UsernameRecoveryProps) {
  const form = useForm<UsernameRecoveryForm>({
    resolver: zodResolver(usernameRecoveryForm),
    defaultValues: { email: '' },
  });
  const bot = useBotCheck(botCheck, 'AccountSecurityQuestion');
  const [question, setQuestion] = useState<SecurityQuestion | null>(null);
  const [outcome, setOutcome] = useState<RecoveryOutcome | null>(null);
  const getQuestion = useGetSecurityQuestion();
  const recover = useRecoverUsername();

  const askQuestion = form.handleSubmit(async (values) => {
    const recaptcha = await bot.solved();
    try {
      setQuestion(
        await getQuestion.mutateAsync({
          Value: values.email,
          Username: '',
          Type: RECOVERY_TYPE.email,
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
    try {
      const result = await recover.mutateAsync({
        email: form.getValues('email').trim(),
        security: { id: question.id, question: question.question, answer: text },
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
      <form noValidate aria-label={itRecovery.username.title} onSubmit={(event) => void askQuestion(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {itRecovery.username.intro}
          </Text>
          <TextInput
            label={itRecovery.username.email}
            type="email"
            autoComplete="email"
            withAsterisk
            error={form.formState.errors.email?.message}
            {...form.register('email')}
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
