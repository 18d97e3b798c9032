import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'Caricamento...' with a spinner, as a status. */
export function Loading({ text }: { text: string }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}

/** A list that could not be read: the alert and 'Riprova'. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="red.8" role="alert">
        {text}
      </Text>
      <Button variant="default" onClick={onRetry}>
        {retry}
      </Button>
    </Stack>
  );
}

type MethodsStateProps = {
  /** The methods' query. */
  methods: { isPending: boolean; data: PaymentMethod[] | undefined; refetch: () => unknown };
  texts: { loading: string; loadFailed: string; retry: string; noMethods: string };
  /** The screen for the methods read, when there is at least one. */
  children: (methods: PaymentMethod[]) => ReactNode;
};

/** The methods being read, not read ('Riprova'), none available, or the screen for them. */
export function MethodsState({ methods, texts: t, children }: MethodsStateProps) {
  if (methods.isPending) return <Loading text={t.loading} />;
  if (!methods.data)
    return <LoadFailed text={t.loadFailed} retry={t.retry} onRetry={() => void methods.refetch()} />;
  if (methods.data.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t.noMethods}
      </Alert>
    );
  return children(methods.data);
}
