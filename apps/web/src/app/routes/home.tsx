import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';
import { LoginModalButton } from '../layout/login-modal';
import classes from './home.module.css';

export default function HomeRoute() {
  const user = useUser();
  const modules = useSiteModules();
  const siteName = modules.SiteName || it.app.siteName;
  return (
    <section className={classes.hero} aria-labelledby="home-title">
      <Container size="lg" py={{ base: 48, sm: 96 }}>
        <Stack gap="lg" maw={640}>
          <Title order={1} id="home-title" className={classes.title}>
            {it.home.title(siteName)}
          </Title>
          <Text size="lg">{user ? it.home.textLoggedIn(user.nome) : it.home.text}</Text>
          <Group gap="sm">
            {user ? (
              <Button
                component={Link}
                to={paths.account.home.getHref()}
                size="md"
                leftSection={<i className="ri-account-circle-line" aria-hidden />}
              >
                {it.home.myAccount}
              </Button>
            ) : (
              <>
                <LoginModalButton size="md">{it.home.login}</LoginModalButton>
                <Button
                  component={Link}
                  to={paths.account.registration.getHref()}
                  size="md"
                  variant="default"
                >
                  {it.home.register}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
