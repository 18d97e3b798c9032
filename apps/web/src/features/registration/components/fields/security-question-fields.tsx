import { SECURITY_QUESTIONS } from '@conto-gioco/shared/security-questions';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { itRegistration } from '@/messages/it-registration';

const t = itRegistration.securityQuestion;

export type SecurityQuestionFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /**
   * The form's field names: the question id (a number, 1 to 4), the answer and the repeated answer.
   * The payload's question text is `securityQuestionText(id)` (shared security-questions).
   */
  names: { question: Path<T>; answer: Path<T>; confirm: Path<T> };
};

const QUESTION_OPTIONS = [
  { value: '', label: t.choose, disabled: true },
  ...SECURITY_QUESTIONS.map((question) => ({ value: String(question.id), label: question.question })),
];

/**
 * The secret question (access.md §5: one of four), its answer and the repeated answer, for
 * registration (step 7) and migration. Rules and messages come with the form's schema
 * (securityAnswerSet, 'Le risposte non coincidono').
 */
export function SecurityQuestionFields<T extends FieldValues>({
  control,
  names,
}: SecurityQuestionFieldsProps<T>) {
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name={names.question}
        render={({ field, fieldState }) => (
          <NativeSelect
            label={t.question}
            withAsterisk
            data={QUESTION_OPTIONS}
            name={field.name}
            ref={field.ref}
            value={field.value ? String(field.value) : ''}
            onChange={(event) =>
              field.onChange(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
            }
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {(
        [
          [names.answer, t.answer],
          [names.confirm, t.confirm],
        ] as const
      ).map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TextInput
              label={label}
              withAsterisk
              autoComplete="off"
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </Stack>
  );
}
