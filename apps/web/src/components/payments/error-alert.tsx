import { Alert } from '@mantine/core';

/** 'Attenzione!' (the title given) with the text of a refusal (money.md §8), or a connection failure. */
export function ErrorAlert({ title, text }: { title: string; text: string }) {
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
