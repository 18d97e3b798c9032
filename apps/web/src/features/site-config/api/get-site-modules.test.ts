import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { embeddedSiteModules, siteModulesQueryOptions } from './get-site-modules';

afterEach(() => {
  document.getElementById('site-modules')?.remove();
  vi.unstubAllGlobals();
});

function embed(text: string) {
  const block = document.createElement('script');
  block.id = 'site-modules';
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

describe('site modules', () => {
  it('start from the values the server wrote into the page, without a request', async () => {
    embed('{"GetVIPOk":"false","SiteName":"Conto Gioco"}');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const modules = await new QueryClient().fetchQuery(siteModulesQueryOptions());
    expect(modules).toEqual({ GetVIPOk: 'false', SiteName: 'Conto Gioco' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are asked of the API when the page carries none or a broken block', async () => {
    expect(embeddedSiteModules()).toBeUndefined();
    embed('{not json');
    expect(embeddedSiteModules()).toBeUndefined();
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ ResponseCode: 0, ResponseMessage: '', ResponseData: { GetVIPOk: 'true' } }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await new QueryClient().fetchQuery(siteModulesQueryOptions())).toEqual({ GetVIPOk: 'true' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
