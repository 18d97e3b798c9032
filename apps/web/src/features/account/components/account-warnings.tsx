import type { UserData } from '@conto-gioco/shared/auth';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { Alert, Anchor, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';

const SELF_EXCLUSION_WARNING_STATE = 70;

type Warning = { key: string; content: ReactNode };

/**
 * The account-incomplete badge (access.md §2): severity 2 (danger) for a provisional account whose
 * documents are still to be sent, severity 1 (warning) for any other provisional account or
 * unconfirmed contacts; 0 when nothing is missing.
 */
export function incompleteSeverity(user: UserData): 0 | 1 | 2 {
  if (user.statoConto === ACCOUNT_STATE.PROVISIONAL && !user.userStatusOk) return 2;
  if (user.statoConto === ACCOUNT_STATE.PROVISIONAL || !user.playerConfirmed || !user.confirmedMobile)
    return 1;
  return 0;
}

export function accountWarnings(user: UserData): Warning[] {
  const warnings: Warning[] = [];
  const severity = incompleteSeverity(user);
  if (severity > 0) {
    const statusLink = (
      <Anchor component={Link} to={paths.account.status.getHref()} fw={700} fz="inherit">
        {it.account.clickHere}
      </Anchor>
    );
    warnings.push({
      key: 'incomplete',
      content: (
        <>
          {severity === 2 ? it.account.notValidatedWarning : it.account.incompleteWarning} {statusLink}
        </>
      ),
    });
  }
  if (!user.playerConfirmed) warnings.push({ key: 'email', content: it.account.emailUnconfirmed });
  if (!user.confirmedMobile) warnings.push({ key: 'mobile', content: it.account.mobileUnconfirmed });
  if (user.statoConto === SELF_EXCLUSION_WARNING_STATE)
    warnings.push({ key: 'self-exclusion', content: it.account.selfExclusion });
  return warnings;
}

/** The inline warning area of the account home; nothing when all is in order. */
export function AccountWarnings({ user }: { user: UserData }) {
  const warnings = accountWarnings(user);
  if (warnings.length === 0) return null;
  return (
    <Alert
      color={incompleteSeverity(user) === 2 ? 'red' : 'orange'}
      variant="light"
      title={it.account.warningsTitle}
      icon={<i className="ri-alert-line" aria-hidden />}
    >
      <List spacing={4} size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning.key}>{warning.content}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
