import type { AccountStatus } from '@conto-gioco/shared/status';
import { Alert, Anchor, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { it } from '@/messages/it';

type Warning = { key: string; content: ReactNode };

/**
 * The account-incomplete badge (access.md §2) and the status warnings, from the server's status
 * computation: severity 2 (danger) 'Conto non convalidato...', severity 1 (warning) 'Il tuo conto non
 * è ancora completo...', both linking /account/status; then unconfirmed e-mail and mobile, and
 * self-exclusion mode.
 */
export function accountWarnings(status: AccountStatus): Warning[] {
  const warnings: Warning[] = [];
  const severity = status.incompleteSeverity;
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
  if (status.warnings.email) warnings.push({ key: 'email', content: it.account.emailUnconfirmed });
  if (status.warnings.mobile) warnings.push({ key: 'mobile', content: it.account.mobileUnconfirmed });
  if (status.warnings.selfExclusion)
    warnings.push({ key: 'self-exclusion', content: it.account.selfExclusion });
  return warnings;
}

/** The inline warning area of the account home; nothing when all is in order. */
export function AccountWarnings({ status }: { status: AccountStatus }) {
  const warnings = accountWarnings(status);
  if (warnings.length === 0) return null;
  return (
    <Alert
      color={status.incompleteSeverity === 2 ? 'red' : 'orange'}
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
