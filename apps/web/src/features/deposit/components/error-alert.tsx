import { Alert } from '@mantine/core';
import { itDeposit } from '@/messages/it-deposit';

/** 'Attenzione!' with the code and message of a refusal (money.md §8), or a connection failure. */
export function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={itDeposit.errorTitle}
      icon={<i className="ri-error-warning-line" aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}
