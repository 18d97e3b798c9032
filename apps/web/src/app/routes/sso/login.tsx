import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useLoginWith } from '@/features/auth/api/login-with';
import { useSiteModules } from '@/features/site-config/api/get-site-modules';
import { assertionSubject, isPermittedHost, loginUserSso } from '@/features/sso/api/login-user-sso';
import { ApiError } from '@/lib/api-client';
import { sanitizeReturnUrl } from '@/lib/return-url';
import { it } from '@/messages/it';
import { itSso } from '@/messages/it-sso';
import { useAfterLogin } from '../../use-after-login';

/**
 * /sso/login (access.md §2): a partner site sends the player here with its signed assertion
 * (?assertion=...&returnUrl=...). On the permitted host the assertion logs the player in, like a
 * login, and the page goes on to returnUrl (same origin only) or home; anywhere else, or without an
 * assertion, it has nothing to show.
 */
export default function SsoLoginRoute() {
  const modules = useSiteModules();
  const [params, setParams] = useSearchParams();
  // Read once: the assertion is single use, and it leaves the address at once.
  const [request] = useState(() => {
    const assertion = params.get('assertion');
    return {
      assertion,
      username: assertion ? assertionSubject(assertion) : null,
      target: sanitizeReturnUrl(params.get('returnUrl')) ?? paths.home.getHref(),
    };
  });
  const permitted = isPermittedHost(modules.SSO_PermittedHost, window.location);
  const afterLogin = useAfterLogin();
  const login = useLoginWith({ onSuccess: (result) => afterLogin(result, request.target) });
  const started = useRef(false);
  const { assertion, username } = request;
  const ready = permitted && assertion !== null && username !== null;
  const { mutate } = login;

  useEffect(() => {
    if (params.has('assertion')) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    // Once, even when React runs effects twice (development): the assertion works only once.
    if (!ready || started.current) return;
    started.current = true;
    mutate(loginUserSso(username, assertion));
  }, [ready, username, assertion, mutate]);

  if (!ready) {
    return (
      <Page>
        <Title order={1} size="h3">
          {itSso.noData}
        </Title>
        <Text c="dimmed">{itSso.noDataText}</Text>
        <HomeButton />
      </Page>
    );
  }
  if (login.isError) {
    const error = login.error;
    return (
      <Page>
        <Title order={1} size="h3">
          {itSso.title}
        </Title>
        <Alert
          color="red"
          variant="light"
          title={itSso.failedTitle}
          icon={<i className="ri-error-warning-line" aria-hidden />}
        >
          {error instanceof ApiError
            ? it.login.errorText(error.code, error.message)
            : it.login.connectionError}
        </Alert>
        <Group>
          <Button component={Link} to={paths.account.login.getHref({ username })}>
            {itSso.toLogin}
          </Button>
          <HomeButton />
        </Group>
      </Page>
    );
  }
  return (
    <Page>
      <Title order={1} size="h3">
        {itSso.title}
      </Title>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{itSso.signingIn}</Text>
      </Group>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={440} w="100%">
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Center>
  );
}

function HomeButton() {
  return (
    <Button component={Link} to={paths.home.getHref()} variant="default">
      {itSso.home}
    </Button>
  );
}
