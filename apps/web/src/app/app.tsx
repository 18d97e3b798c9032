import { RouterProvider } from 'react-router';
import { takeAppTokenFromUrl } from '@/features/auth/api/check-auth';
import { createQueryClient } from '@/lib/query-client';
import { AppGate, wireUnauthorized } from './bootstrap';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

function createApp() {
  // The appToken values leave the address before the router reads it.
  takeAppTokenFromUrl();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  wireUnauthorized(queryClient, router);
  return { queryClient, router };
}

// One instance per page load: StrictMode's double render must not build a second router.
let instance: ReturnType<typeof createApp> | null = null;

export function App() {
  instance ??= createApp();
  const { queryClient, router } = instance;
  return (
    <AppProvider queryClient={queryClient}>
      <AppGate>
        <RouterProvider router={router} />
      </AppGate>
    </AppProvider>
  );
}
