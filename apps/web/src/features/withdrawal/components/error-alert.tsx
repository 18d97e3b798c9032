import { Alert } from '@mantine/core';
import { itWithdrawal } from '@/messages/it-withdrawal';

/** 'Attenzione!' with the text of a refusal (money.md §8), or a connection failure. */
export function ErrorAlert({ text, title = itWithdrawal.errorTitle }: { text: string; title?: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<i className="ri-error-warning-line" aria-hidden />}
      role="alert"
    >
      {text}
    </Alert>
  );
}
