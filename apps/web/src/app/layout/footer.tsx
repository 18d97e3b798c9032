import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { it } from '@/messages/it';
import classes from './footer.module.css';

export function Footer() {
  const modules = useSiteModules();
  const siteName = modules.SiteName || it.app.siteName;
  const email = modules.CustomerCareEmail;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Text fw={700}>{it.footer.helpTitle}</Text>
              <Text size="sm">
                {it.footer.helpText}{' '}
                {email && (
                  <Anchor href={`mailto:${email}`} fw={700}>
                    {it.footer.helpMailLink}
                  </Anchor>
                )}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap" maw={420}>
              <span className={classes.adult} aria-hidden>
                18+
              </span>
              <Text size="xs" c="dimmed">
                {it.footer.responsibleGaming}
              </Text>
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            {it.footer.copyright(new Date().getFullYear(), siteName)}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
