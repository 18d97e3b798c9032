import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './header.module.css';
import { LoginModalButton } from './login-modal';
import { UserMenuButton } from './user-menu-button';

// The menu (and the positioning library under it) loads after the first paint, for players only.
const UserMenu = lazy(() => import('./user-menu'));

export function Header() {
  const user = useUser();
  const modules = useSiteModules();
  const siteName = modules.SiteName || it.app.siteName;
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.home.getHref()} className={classes.brand} underline="never">
            <i className="ri-coins-line" aria-hidden />
            <span>{siteName}</span>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <>
                <Box visibleFrom="sm">
                  <HeaderBalance />
                </Box>
                {/* A click before the menu's code arrives is kept: the menu then opens by itself. */}
                <Suspense
                  fallback={
                    <UserMenuButton username={user.username} onClick={() => setMenuRequested(true)} />
                  }
                >
                  <UserMenu user={user} defaultOpened={menuRequested} />
                </Suspense>
              </>
            ) : (
              <>
                <LoginModalButton size="sm" className={classes.authButton}>
                  {it.header.login}
                </LoginModalButton>
                <Button
                  component={Link}
                  to={paths.account.registration.getHref()}
                  variant="default"
                  size="sm"
                  className={classes.authButton}
                >
                  {it.header.register}
                </Button>
              </>
            )}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
