import type { SiteModuleResponse } from '@conto-gioco/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The switches the deposit screen reads when it opens (money.md §6). */
export const DEPOSIT_MODULES = ['DepositWithPaas_Enabled', 'OpenDepositOnApp_InAppBrowser_Attivo'] as const;
export type DepositModules = Record<(typeof DEPOSIT_MODULES)[number], boolean>;

/** GetSiteModule for one switch; an unknown module or a failure reads as off. */
async function isOn(siteModule: string): Promise<boolean> {
  try {
    const response = await api.get<SiteModuleResponse>('/api/Environment/GetSiteModule', {
      query: { siteModule },
      auth: false,
      open: true,
    });
    return response.ResponseCode === 0 && response.ResponseData === 'true';
  } catch {
    return false;
  }
}

/** Read fresh on each visit, so that an operator's switch applies without a reload. */
export async function getDepositModules(): Promise<DepositModules> {
  const values = await Promise.all(DEPOSIT_MODULES.map(isOn));
  return Object.fromEntries(DEPOSIT_MODULES.map((name, index) => [name, values[index]])) as DepositModules;
}

export const depositModulesQueryOptions = () =>
  queryOptions({ queryKey: ['deposit', 'modules'], queryFn: getDepositModules, staleTime: 0 });

export function useDepositModules() {
  return useQuery(depositModulesQueryOptions());
}
