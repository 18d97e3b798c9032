import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ScreenAccess } from '@/lib/check-hierarchy';

/** The screen's access codes (DEPOSIT_CODE, WITHDRAWAL_CODE): the refusals with a title or a way out. */
export type AccessCodes = {
  CONTACTS_NOT_VERIFIED: number;
  PASSWORD_CHANGE: number;
  SECTION_DISABLED: number;
  HIERARCHY?: number;
  /** An identity document past its expiry: the way out is sending a valid one. */
  DOCUMENT_EXPIRED?: number;
};

export type AccessNoticeTexts = {
  /** The spec's titles of the refusals that have one. */
  notAllowed: string;
  passwordChange: string;
  /** Also the title when neither the code nor the server gives one. */
  sectionDisabled: string;
  temporarilyDisabled?: string;
  verifyMobile: string;
  verifyEmail: string;
  verifyBoth: string;
  changePassword: string;
  sendDocuments?: string;
  contactSupport: string;
};

type AccessNoticeProps = {
  access: ScreenAccess;
  /** Which contacts are still to verify (the session's user data). */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  codes: AccessCodes;
  texts: AccessNoticeTexts;
};

/** The spec's title for each refusal that has one; others show the server's message alone. */
function titleOf(code: number, codes: AccessCodes, t: AccessNoticeTexts): string | null {
  switch (code) {
    case codes.CONTACTS_NOT_VERIFIED:
      return t.notAllowed;
    case codes.PASSWORD_CHANGE:
      return t.passwordChange;
    case codes.SECTION_DISABLED:
      return t.sectionDisabled;
    case codes.HIERARCHY:
      return t.temporarilyDisabled ?? null;
    default:
      return null;
  }
}

/**
 * Why the screen is closed to this player (money.md §5 'Access rules', §8), with the way out the
 * spec names (verify the contacts, change the password) and, always, customer care.
 */
export function AccessNotice({
  access,
  confirmedMobile,
  playerConfirmed,
  codes,
  texts: t,
}: AccessNoticeProps) {
  const title = titleOf(access.code, codes, t) ?? (access.message || t.sectionDisabled);
  const detail = access.message && access.message !== title ? access.message : null;
  // The secondary action is 'default' (white): an outline reads below 4.5:1 on the alert's tint.
  const link = (to: string, label: string, variant: 'filled' | 'default' = 'filled') => (
    <Button key={label} component={Link} to={to} size="sm" variant={variant}>
      {label}
    </Button>
  );
  const actions = [];
  if (access.code === codes.CONTACTS_NOT_VERIFIED) {
    const status = paths.account.status.getHref();
    if (!confirmedMobile && playerConfirmed) actions.push(link(status, t.verifyMobile));
    else if (confirmedMobile && !playerConfirmed) actions.push(link(status, t.verifyEmail));
    else actions.push(link(status, t.verifyBoth));
  }
  if (access.code === codes.PASSWORD_CHANGE) {
    actions.push(link(paths.account.changePassword.getHref(), t.changePassword));
  }
  if (access.code === codes.DOCUMENT_EXPIRED && t.sendDocuments) {
    actions.push(link(paths.account.edit.documenti.getHref(), t.sendDocuments));
  }
  actions.push(link(paths.account.help.getHref(), t.contactSupport, 'default'));

  return (
    <Alert
      color="orange"
      variant="light"
      title={title}
      icon={<i className="ri-lock-line" aria-hidden />}
      data-code={access.code}
    >
      <Stack gap="sm">
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Alert>
  );
}
