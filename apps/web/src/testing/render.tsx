import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppGate, wireUnauthorized } from '@/app/bootstrap';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { setToken } from '@/lib/storage';

/** A token of the right shape (header.claims.signature) for player 1; only the mocked server reads it. */
export const TEST_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.dGVzdA';
import type { UserData } from '@conto-gioco/shared/auth';
import { accountStatusFixture, clientSettingsFixture, DEFAULT_MODULES } from './fixtures';

type Json = unknown;
/** A route handler: the parsed request in, a status and JSON body (or a thrown error) out. */
export type Handler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}) => { status?: number; body: Json } | Promise<{ status?: number; body: Json }>;

export type RenderAppOptions = {
  /** The address the app opens at. */
  url?: string;
  /** Logged in as this player (CheckAuth answers with it and a token is stored). */
  user?: UserData | null;
  /** Overrides of the site modules the app loads at start. */
  modules?: Record<string, string>;
  /** Extra or overriding API handlers, by "METHOD /api/path". Unknown calls answer 404. */
  handlers?: Record<string, Handler>;
};

/**
 * Renders the whole app (providers, gate, real routes) in a memory router, with fetch stubbed by
 * path. Returns the fetch mock, the router and a userEvent instance.
 */
export function renderApp({ url = '/', user = null, modules = {}, handlers = {} }: RenderAppOptions = {}) {
  if (user) setToken(TEST_TOKEN);
  const allHandlers: Record<string, Handler> = {
    'GET /api/Environment/GetSiteModules': () => ({
      body: { ResponseCode: 0, ResponseMessage: '', ResponseData: { ...DEFAULT_MODULES, ...modules } },
    }),
    'GET /api/Account/CheckAuth': () =>
      user
        ? {
            body: {
              Success: true,
              UserData: user,
              ClientSettings: clientSettingsFixture(),
              Message: 'sess-1',
              Token: 'fresh-token',
            },
          }
        : {
            status: 401,
            body: { Success: false, UserData: null, ClientSettings: null, Message: '', Token: null },
          },
    'GET /api/Account/GetSaldo': () => ({
      body: { soldi: user?.saldo ?? 0, prelevabile: user?.prelevabile ?? 0 },
    }),
    'GET /api/Account/GetAccountStatus': () =>
      user
        ? { body: { ResponseCode: 0, ResponseMessage: '', ResponseData: accountStatusFixture(user) } }
        : {
            status: 401,
            body: { ResponseCode: -401, ResponseMessage: 'Sessione non valida', ResponseData: null },
          },
    'GET /api/Account/LogoutUser': () => ({
      body: { ResponseCode: 0, ResponseMessage: '', ResponseData: null },
    }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = allHandlers[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(
        JSON.stringify({ ResponseCode: -404, ResponseMessage: 'Risorsa non trovata', ResponseData: null }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const result = await handler({ url, method, body, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  wireUnauthorized(queryClient, router);
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <AppGate>
        <RouterProvider router={router} />
      </AppGate>
    </AppProvider>,
  );
  return { ...utils, fetchMock, router, queryClient, user: userEvent.setup({ delay: null }) };
}

/** Waits for the app to be past the start-up loader and the lazy route. */
export async function waitForApp() {
  await screen.findByRole('banner');
}

/** Text matching that keeps no-break spaces (the default normalizer turns them into plain spaces). */
export const keepSpaces = { normalizer: (text: string) => text.trim() };

/** A 200 envelope answering ResponseCode 0 with `data`. */
export const ok = <T,>(data: T) => ({ body: { ResponseCode: 0, ResponseMessage: '', ResponseData: data } });

/** The calls the app made to `path`, as URLs, oldest first. */
export const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
