import type { SiteModuleResponse } from '@conto-gioco/shared/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The site's switches and variables the withdrawal screen reads when it opens (money.md §2, §6). */
export type WithdrawalSettings = {
  paas: boolean;
  /** MessageAlertPrelievi_Attivo on: the text of MessageAlertPrelievi, else null. */
  alert: string | null;
  /** SiteId: one site (15232) lays the payment table out differently. */
  siteId: string;
  /** RegistrationMobileAvoidConfirmation: withdrawals do not need a confirmed mobile. */
  mobileAvoidConfirmation: boolean;
};

/** GetSiteModule for one name; an unknown name or a failure reads as empty. */
async function valueOf(siteModule: string): Promise<string> {
  try {
    const response = await api.get<SiteModuleResponse>('/api/Environment/GetSiteModule', {
      query: { siteModule },
      auth: false,
      open: true,
    });
    return response.ResponseCode === 0 ? (response.ResponseData ?? '') : '';
  } catch {
    return '';
  }
}

/** Read fresh on each visit, so that an operator's switch applies without a reload. */
export async function getWithdrawalSettings(): Promise<WithdrawalSettings> {
  const [paas, alertOn, alert, siteId, mobileAvoidConfirmation] = await Promise.all(
    [
      'WithdrawWithPaas_Enabled',
      'MessageAlertPrelievi_Attivo',
      'MessageAlertPrelievi',
      'SiteId',
      'RegistrationMobileAvoidConfirmation',
    ].map(valueOf),
  );
  return {
    paas: paas === 'true',
    alert: alertOn === 'true' && alert?.trim() ? alert.trim() : null,
    siteId: siteId ?? '',
    mobileAvoidConfirmation: mobileAvoidConfirmation === 'true',
  };
}

export const withdrawalSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['withdrawal', 'settings'], queryFn: getWithdrawalSettings, staleTime: 0 });

export function useWithdrawalSettings() {
  return useQuery(withdrawalSettingsQueryOptions());
}
