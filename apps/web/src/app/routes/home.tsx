import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { CmsArea } from '@/features/cms/components/cms-area';
import { WelcomeHero } from '@/features/cms/components/welcome-hero';
import { HOME_AREA } from '@conto-gioco/shared/cms-constants';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { useDocumentTitle } from '@/lib/document-title';
import { it } from '@/messages/it';
import classes from './home.module.css';

/** '/' (content-profile.md §2): the Home welcome hero, then the home content area. */
export default function HomeRoute() {
  const modules = useSiteModules();
  const siteName = modules.SiteName || it.app.siteName;
  useDocumentTitle(null, { home: true });
  return (
    <Container size="lg" className={classes.home}>
      <VisuallyHidden component="h1">{it.home.title(siteName)}</VisuallyHidden>
      <Stack gap="xl">
        <WelcomeHero area="Home" />
        <CmsArea layoutArea={HOME_AREA} />
      </Stack>
    </Container>
  );
}
