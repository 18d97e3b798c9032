import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itWithdrawal } from '@/messages/it-withdrawal';
import type { WithdrawalAccess } from '../api/check-hierarchy';

const t = itWithdrawal.access;

type AccessNoticeProps = {
  access: WithdrawalAccess;
  /** Which contacts are still to verify (the session's user data). */
  confirmedMobile: boolean;
  playerConfirmed: boolean;
};

/** The spec's title for each refusal that has one; others show the server's message alone. */
function titleOf(code: number): string | null {
  switch (code) {
    case WITHDRAWAL_CODE.CONTACTS_NOT_VERIFIED:
      return t.notAllowed;
    case WITHDRAWAL_CODE.PASSWORD_CHANGE:
      return t.passwordChange;
    case WITHDRAWAL_CODE.SECTION_DISABLED:
      return t.sectionDisabled;
    default:
      return null;
  }
}

/**
 * Why withdrawals are closed to this player (money.md §5 'Access rules', §8), with the way out the
 * spec names (verify the contacts, change the password) and, always, customer care.
 */
export function AccessNotice({ access, confirmedMobile, playerConfirmed }: AccessNoticeProps) {
  const title = titleOf(access.code) ?? (access.message || t.sectionDisabled);
  const detail = access.message && access.message !== title ? access.message : null;
  const link = (to: string, label: string, variant: 'filled' | 'outline' = 'filled') => (
    <Button key={label} component={Link} to={to} size="sm" variant={variant}>
      {label}
    </Button>
  );
  const actions = [];
  if (access.code === WITHDRAWAL_CODE.CONTACTS_NOT_VERIFIED) {
    const status = paths.account.status.getHref();
    if (!confirmedMobile && playerConfirmed) actions.push(link(status, t.verifyMobile));
    else if (confirmedMobile && !playerConfirmed) actions.push(link(status, t.verifyEmail));
    else actions.push(link(status, t.verifyBoth));
  }
  if (access.code === WITHDRAWAL_CODE.PASSWORD_CHANGE) {
    actions.push(link(paths.account.changePassword.getHref(), t.changePassword));
  }
  actions.push(link(paths.account.help.getHref(), t.contactSupport, 'outline'));

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
