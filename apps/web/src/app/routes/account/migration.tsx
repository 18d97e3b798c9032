import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BotCheckField } from '@/features/bot-check/components/bot-check-field';
import { MigrationScreen } from '@/features/registration/components/migration-screen';
import type { BotCheckRender } from '@/features/registration/hooks/use-bot-check';

const botCheck: BotCheckRender = (action, onPayload) => (
  <BotCheckField action={action} onPayload={onPayload} />
);

/** /account/migration?cf&inv&username: conversion of an old account (open). */
export default function MigrationRoute() {
  const [params] = useSearchParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <MigrationScreen
        cf={params.get('cf')}
        inv={params.get('inv')}
        username={params.get('username')}
        botCheck={botCheck}
      />
    </Container>
  );
}
