import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { useUser } from '@/features/auth/api/check-auth';
import { CmsArea } from '@/features/cms/components/cms-area';
import { CmsViewerProvider } from '@/features/cms/components/cms-viewer';
import { WelcomeHero } from '@/features/cms/components/welcome-hero';
import { HOME_LAYOUT_AREA } from '@/features/cms/lib/area-names';
import { isModuleOn, useSiteModules } from '@/features/site-config/api/get-site-modules';
import { it } from '@/messages/it';
import { useLoginModal } from '../layout/login-modal';
import classes from './home.module.css';

/** '/' (content-profile.md §2): the Home welcome hero, then the home content area. */
export default function HomeRoute() {
  const user = useUser();
  const modules = useSiteModules();
  const openLogin = useLoginModal();
  const siteName = modules.SiteName || it.app.siteName;
  return (
    <CmsViewerProvider
      value={{
        loggedIn: user !== null,
        username: user?.username ?? null,
        promosNewLayout: isModuleOn(modules, 'PromosNewLayout_Attivo'),
        openLogin,
      }}
    >
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} className={classes.home}>
        <VisuallyHidden component="h1">{it.home.title(siteName)}</VisuallyHidden>
        <Stack gap="xl">
          <WelcomeHero area="Home" />
          <CmsArea layoutArea={HOME_LAYOUT_AREA} />
        </Stack>
      </Container>
    </CmsViewerProvider>
  );
}
