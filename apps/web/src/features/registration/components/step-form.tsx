import { Button, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { itRegistration } from '@/messages/it-registration';

type StepFormProps = {
  title: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  /** Below the main button (a secondary way on, a link). */
  after?: ReactNode;
};

/** One step of the registration form: its title, fields and the button that moves on. */
export function StepForm({
  title,
  intro,
  onSubmit,
  children,
  submitLabel = itRegistration.next,
  submitting = false,
  submitDisabled = false,
  after,
}: StepFormProps) {
  return (
    <form noValidate aria-label={title} onSubmit={onSubmit}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
        <Button type="submit" fullWidth size="md" mt="xs" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}
