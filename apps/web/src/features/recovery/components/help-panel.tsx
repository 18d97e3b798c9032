import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { itRecovery } from '@/messages/it-recovery';

const t = itRecovery.help;

/**
 * The help page (access.md §2): 'Live Chat' and the support mail link. No chat provider is
 * connected, so 'Live Chat' opens a message to customer care (docs/decisions.md, recovery).
 */
export function HelpPanel({ customerCareEmail }: { customerCareEmail: string | null }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>
        {customerCareEmail ? (
          <>
            <Stack gap="xs">
              <Button
                component="a"
                href={`mailto:${customerCareEmail}?subject=${encodeURIComponent(t.liveChatSubject)}`}
                size="md"
                leftSection={<i className="ri-chat-3-line" aria-hidden />}
              >
                {t.liveChat}
              </Button>
              <Text size="sm" c="dimmed">
                {t.liveChatText}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t.mailTitle}
              </Title>
              <Text size="sm">
                {t.mailText}{' '}
                <Anchor href={`mailto:${customerCareEmail}`} fw={700}>
                  {customerCareEmail}
                </Anchor>
              </Text>
            </Stack>
          </>
        ) : (
          <Alert color="yellow" variant="light">
            {t.noContact}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
