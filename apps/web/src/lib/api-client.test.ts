import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from './api-client';
import { getToken, setToken } from './storage';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
  localStorage.clear();
});

describe('api client', () => {
  it('sends the stored token and turns an error envelope into an ApiError', async () => {
    setToken('tok-1');
    const fetchMock = answer(400, {
      ResponseCode: -400,
      ResponseMessage: 'Dati non validi',
      ResponseData: null,
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/x')).rejects.toEqual(new ApiError(-400, 'Dati non validi', 400));
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer tok-1',
    });
  });

  it('sends the player to login when the token in use is refused', async () => {
    setToken('tok-1');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(401, { ResponseCode: -401, ResponseMessage: 'x', ResponseData: null }));
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });

  it('ignores a late 401 for a token that was already dropped or replaced', async () => {
    setToken('old');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        setToken('new'); // a new login happened while the call was in flight
        return new Response(
          JSON.stringify({ ResponseCode: -401, ResponseMessage: 'x', ResponseData: null }),
          { status: 401 },
        );
      }),
    );
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    expect(getToken()).toBe('new');
  });
});
