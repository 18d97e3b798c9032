import { RouterProvider } from 'react-router';
import { takeAppTokenFromUrl } from '@/features/auth/api/check-auth';
import { createQueryClient } from '@/lib/query-client';
import { AppGate, wireUnauthorized } from './bootstrap';
import { AppProvider } from './provider';
import { createAppRouter, createRoutes, loadMatchedRoutes } from './router';

/** The routes, with the modules of those the address matches already loaded (main.tsx awaits it). */
const routes = createRoutes();
export const initialRoutesLoaded = loadMatchedRoutes(routes, window.location.pathname);

function createApp() {
  // The appToken values leave the address before the router reads it.
  takeAppTokenFromUrl();
  const queryClient = createQueryClient();
  const router = createAppRouter(routes);
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
