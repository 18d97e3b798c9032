import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScreenAccess } from '@/lib/check-hierarchy';
import { AccessNotice, type AccessCodes, type AccessNoticeTexts } from './access-notice';
import { Loading } from './load-state';

type AccessGateProps = {
  /** The screen's CheckHierarchy query. */
  access: { isPending: boolean; data: ScreenAccess | undefined };
  /** What else the screen reads before its form, once access is granted (site modules, settings). */
  settingsPending: boolean;
  /** Which contacts are still to verify (the session's user data). */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  codes: AccessCodes;
  texts: { loading: string; noData: string; access: AccessNoticeTexts };
  /** The screen for a player who may use it. */
  children: () => ReactNode;
};

/**
 * What a payments screen shows before its form: 'Caricamento...' while access (and then its
 * settings) are read, 'Non sono disponibili dati' when access could not be read, or why the screen
 * is closed to this player (money.md §5).
 */
export function AccessGate({
  access,
  settingsPending,
  confirmedMobile,
  playerConfirmed,
  codes,
  texts: t,
  children,
}: AccessGateProps) {
  const allowed = access.data?.allowed === true;
  if (access.isPending || (allowed && settingsPending)) return <Loading text={t.loading} />;
  // A failed later check keeps the answer already given (and the form being filled).
  if (!access.data) return <Text role="alert">{t.noData}</Text>;
  if (!allowed)
    return (
      <AccessNotice
        access={access.data}
        confirmedMobile={confirmedMobile}
        playerConfirmed={playerConfirmed}
        codes={codes}
        texts={t.access}
      />
    );
  return children();
}
