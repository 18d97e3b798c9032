import type { SiteModulesResponse, StartupSiteModule } from '@conto-gioco/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SiteModules = Partial<Record<StartupSiteModule | (string & {}), string>>;

/** Every public module and variable, read once at start. Unreachable: every module reads as off. */
export async function getSiteModules(): Promise<SiteModules> {
  try {
    const response = await api.get<SiteModulesResponse>('/api/Environment/GetSiteModules', {
      auth: false,
      open: true,
    });
    return response.ResponseCode === 0 && response.ResponseData ? response.ResponseData : {};
  } catch {
    return {};
  }
}

/** The values the server wrote into index.html (a JSON data block); absent under the dev server. */
export function embeddedSiteModules(): SiteModules | undefined {
  const text = document.getElementById('site-modules')?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as SiteModules) : undefined;
  } catch {
    return undefined;
  }
}

export const siteModulesQueryOptions = () =>
  queryOptions({
    queryKey: ['site-modules'],
    queryFn: getSiteModules,
    initialData: embeddedSiteModules,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSiteModules(): SiteModules {
  return useQuery(siteModulesQueryOptions()).data ?? {};
}

/** A module is on when its value is the string 'true'. */
export const isModuleOn = (modules: SiteModules, name: StartupSiteModule | (string & {})) =>
  modules[name] === 'true';
