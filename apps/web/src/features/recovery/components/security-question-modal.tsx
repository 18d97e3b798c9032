import {
  securityAnswerForm,
  type SecurityAnswerForm,
  type SecurityQuestion,
} from '@conto-gioco/shared/recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { itRecovery } from '@/messages/it-recovery';

type SecurityQuestionModalProps = {
  /** The question to answer; the modal is open while there is one. */
  question: SecurityQuestion | null;
  pending: boolean;
  onAnswer: (answer: string) => void;
  onCancel: () => void;
};

/** The security-question modal of recovery (access.md §2): the question, the answer, confirm. */
export function SecurityQuestionModal({ question, pending, onAnswer, onCancel }: SecurityQuestionModalProps) {
  return (
    <Modal opened={question !== null} onClose={onCancel} title={itRecovery.question.title} centered>
      {question && (
        <AnswerForm question={question} pending={pending} onAnswer={onAnswer} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function AnswerForm({
  question,
  pending,
  onAnswer,
  onCancel,
}: Omit<SecurityQuestionModalProps, 'question'> & { question: SecurityQuestion }) {
  const form = useForm<SecurityAnswerForm>({
    resolver: zodResolver(securityAnswerForm),
    defaultValues: { answer: '' },
  });
  return (
    <form
      noValidate
      aria-label={itRecovery.question.title}
      onSubmit={form.handleSubmit((values) => onAnswer(values.answer))}
    >
      <Stack gap="md">
        <Text fw={600} id="recovery-question-text">
          {question.question}
        </Text>
        <TextInput
          label={itRecovery.question.answer}
          aria-describedby="recovery-question-text"
          autoComplete="off"
          data-autofocus
          withAsterisk
          error={form.formState.errors.answer?.message}
          {...form.register('answer')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {itRecovery.question.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {itRecovery.question.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
