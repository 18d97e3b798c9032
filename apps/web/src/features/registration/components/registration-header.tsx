import { ActionIcon, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itRegistration } from '@/messages/it-registration';

type RegistrationHeaderProps = {
  position: number;
  total: number;
  percent: number;
  onBack: () => void;
};

/**
 * Back arrow, title, close icon (home), and the progress bar: (step-1)/(total-1) over the enabled
 * steps, hidden on the first (its room kept, so nothing moves).
 */
export function RegistrationHeader({ position, total, percent, onBack }: RegistrationHeaderProps) {
  const first = position === 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={itRegistration.back} onClick={onBack}>
          <i className="ri-arrow-left-line" aria-hidden style={{ fontSize: 22 }} />
        </ActionIcon>
        <Title order={1} size="h4" ta="center">
          {itRegistration.pageTitle}
        </Title>
        <ActionIcon
          component={Link}
          to={paths.home.getHref()}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={itRegistration.close}
        >
          <i className="ri-close-line" aria-hidden style={{ fontSize: 22 }} />
        </ActionIcon>
      </Group>
      <Stack gap={4} style={{ visibility: first ? 'hidden' : undefined }} aria-hidden={first || undefined}>
        <Progress
          value={percent}
          size="sm"
          radius="xl"
          aria-label={itRegistration.progress}
          transitionDuration={200}
        />
        <Text size="xs" c="dimmed" ta="right">
          {itRegistration.stepOf(position, total)}
        </Text>
      </Stack>
    </Stack>
  );
}
