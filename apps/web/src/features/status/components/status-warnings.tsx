import type { AccountStatus } from '@conto-gioco/shared/status';
import { Alert, List } from '@mantine/core';
import { it } from '@/messages/it';

/** Warnings of the status area (access.md §8): e-mail or mobile unconfirmed, self-exclusion mode. */
export function StatusWarnings({ status }: { status: AccountStatus }) {
  const warnings: string[] = [];
  if (status.warnings.email) warnings.push(it.account.emailUnconfirmed);
  if (status.warnings.mobile) warnings.push(it.account.mobileUnconfirmed);
  if (status.warnings.selfExclusion) warnings.push(it.account.selfExclusion);
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={it.account.warningsTitle}
      icon={<i className="ri-alert-line" aria-hidden />}
    >
      <List spacing={4} size="sm">
        {warnings.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
