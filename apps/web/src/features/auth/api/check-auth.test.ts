import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '@/lib/storage';
import { checkAuth, takeAppTokenFromUrl } from './check-auth';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A fetch that answers CheckAuth's success with a fresh token, and keeps what it was sent. */
function checkAuthAnswers() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({
          Success: true,
          UserData: { username: 'mariorossi' },
          ClientSettings: null,
          Message: 'session-1',
          Token: 'fresh-token',
        }),
        { status: 200 },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0]!;
    return { url: new URL(url, 'http://localhost'), headers: init?.headers as Record<string, string> };
  };
  return { fetchMock, sent };
}

describe('takeAppTokenFromUrl', () => {
  it("strips the app shell's token from the address", () => {
    window.history.replaceState(null, '', '/account?token=app-1&elToken=el-1&x=1');
    takeAppTokenFromUrl();
    expect(window.location.search).toBe('?x=1');
  });

  it("leaves PayPal's token on the deposit result page: it is the payment id", () => {
    const url = '/account/ricarica/results/success?token=SBX-7&PayerID=P1&payment_type=paypal';
    window.history.replaceState(null, '', url);
    takeAppTokenFromUrl();
    expect(`${window.location.pathname}${window.location.search}`).toBe(url);
  });
});

describe('checkAuth', () => {
  it("sends the app shell's token as the bearer token, and no token in the query", async () => {
    setToken('stored-token');
    window.history.replaceState(
      null,
      '',
      '/account?token=app-1&elToken=el-1&gvToken=gv-1&username=mariorossi&idContoGioco=42',
    );
    takeAppTokenFromUrl();
    const { sent } = checkAuthAnswers();
    expect(await checkAuth()).toMatchObject({ user: { username: 'mariorossi' } });
    const { url, headers } = sent();
    expect(url.pathname).toBe('/api/Account/CheckAuth');
    expect(headers.Authorization).toBe('Bearer app-1');
    expect([...url.searchParams.keys()].sort()).toEqual(['idContoGioco', 'username']);
    expect(url.search).not.toMatch(/token/i);
    expect(getToken()).toBe('fresh-token');
  });

  it('checks the stored token in the header, with an empty query', async () => {
    setToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    const { sent } = checkAuthAnswers();
    await checkAuth();
    const { url, headers } = sent();
    expect(headers.Authorization).toBe('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(url.search).toBe('');
  });
});
