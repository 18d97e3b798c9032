import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MigrationScreen } from '@/features/registration/components/migration-screen';
import { renderBotCheck } from '../../bot-check';

/** /account/migration?cf&inv&username: conversion of an old account (open). */
export default function MigrationRoute() {
  const [params] = useSearchParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <MigrationScreen
        cf={params.get('cf')}
        inv={params.get('inv')}
        username={params.get('username')}
        botCheck={renderBotCheck}
      />
    </Container>
  );
}
