import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { it } from '@/messages/it';
import classes from './footer.module.css';

const f = it.footer.links;
/** The service pages, the responsible-gaming institutional page, the FAQ and the payout tables (§2). */
const LINKS = [
  { label: f.aboutUs, href: paths.servicePage.getHref('chi-siamo') },
  { label: f.terms, href: paths.servicePage.getHref('termini-condizioni') },
  { label: f.privacy, href: paths.servicePage.getHref('privacy') },
  { label: f.cookies, href: paths.servicePage.getHref('cookies') },
  {
    label: f.responsibleGaming,
    // The literal, not shared/cms's INSTITUTIONAL_LAYOUTAREA: that module (zod schemas) stays out of the first load.
    href: paths.pages.page.getHref('pagine-istituzionali', 'gioco-responsabile', 'gioco-responsabile'),
  },
  { label: f.faq, href: paths.faq.index.getHref() },
  { label: f.payout, href: paths.servicePage.getHref('percentuali-di-vincita') },
  { label: f.contacts, href: paths.servicePage.getHref('contatti') },
];

export function Footer() {
  const modules = useSiteModules();
  const siteName = modules.SiteName || it.app.siteName;
  const email = modules.CustomerCareEmail;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="md">
          <nav aria-label={f.label}>
            <ul className={classes.links}>
              {LINKS.map((link) => (
                <li key={link.href}>
                  <Anchor component={Link} to={link.href} size="sm" c="var(--mantine-color-text)">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
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
