/**
 * The reference page of `npm run bench:web` (issue 16): the minimal login page on the product's
 * exact stack (React 19, Mantine, React Router, TanStack Query, one form), built by Vite with
 * vite.reference.config.ts and served brotli-compressed like the product. It is what the bare
 * stack costs; scripts/lighthouse.ts measures the product's pages against it in the same run. Not
 * part of the product: never served by the API.
 */
import '@mantine/core/styles.css';
import {
  Button,
  Checkbox,
  Container,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { StrictMode, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function LoginPage() {
  const login = useMutation({
    mutationFn: async (form: FormData) => {
      const response = await fetch('/api/Account/LoginUser2FA', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
      });
      return response.json();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(new FormData(event.currentTarget));
  };
  return (
    <Container size="lg" py="lg">
      <Paper withBorder radius="md" p="md" maw={440} mx="auto">
        <form onSubmit={submit}>
          <Stack gap="lg">
            <Title order={1} size="h2">
              Accedi al tuo conto
            </Title>
            <TextInput name="username" label="Username" autoComplete="username" required />
            <PasswordInput name="password" label="Password" autoComplete="current-password" required />
            <Checkbox name="remember" label="Ricordami" />
            <Button type="submit" loading={login.isPending} fullWidth>
              Accedi
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LoginPage /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
