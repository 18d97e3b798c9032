import { BLOCKED_REASON_DOCUMENTS } from '@conto-gioco/shared/document-rules';
import type { AccountStatus } from '@conto-gioco/shared/status';
import { STATUS_ITEM_NAMES, type StatusItemName } from '@conto-gioco/shared/status-items';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { itStatus } from '@/messages/it-status';
import { AcceptTermsButton } from './accept-terms-button';
import { MobileConfirm } from './mobile-confirm';
import { ResendEmail } from './resend-email';
import classes from './status-recap.module.css';

type StatusRecapProps = {
  status: AccountStatus;
  /** Only the items that are not ok (the modal); the status page lists all of them. */
  problemsOnly?: boolean;
  /** An action leads to another page (the modal closes). */
  onNavigate?: () => void;
  /** Terms accepted or mobile confirmed: the session's user data should be read again. */
  onChanged?: () => void;
  /** Opens the document upload (composed by the page); without it the action links to the documents page. */
  onSendDocuments?: () => void;
};

/** The account-status recap: each item with its state and, when not ok, what to do about it. */
export function StatusRecap({
  status,
  problemsOnly = false,
  onNavigate,
  onChanged,
  onSendDocuments,
}: StatusRecapProps) {
  const names = STATUS_ITEM_NAMES.filter((name) => !problemsOnly || !status.items[name].ok);
  const linkTo = (to: string, label: string) => (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="outline"
      onClick={onNavigate}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
  const sendDocuments = onSendDocuments ? (
    <Button size="xs" variant="outline" onClick={onSendDocuments} style={{ alignSelf: 'flex-start' }}>
      {itStatus.actions.documents}
    </Button>
  ) : (
    linkTo(paths.account.edit.documenti.getHref(), itStatus.actions.documents)
  );
  const action = (name: StatusItemName): ReactNode => {
    switch (name) {
      case 'cambio_password':
        return linkTo(paths.account.changePassword.getHref(), itStatus.actions.changePassword);
      case 'terms_not_accepted':
        return <AcceptTermsButton onAccepted={onChanged} />;
      case 'richiedere_pep':
        return linkTo(paths.account.edit.pepProfile.getHref(), itStatus.actions.pep);
      case 'mobile_not_confirmed':
        return <MobileConfirm cellulare={status.cellulare} onConfirmed={onChanged} />;
      case 'mail_not_confirmed':
        return <ResendEmail email={status.email} />;
      case 'conto_provvisorio':
        return sendDocuments;
      case 'documento_scaduto':
        return linkTo(paths.account.edit.anagrafica.getHref(), itStatus.actions.updateDocument);
      case 'conto_bloccato':
        // Blocked by the 30-day rule: sending the documents is the way back.
        return status.blockedReason === BLOCKED_REASON_DOCUMENTS ? (
          <Group gap="xs">
            {sendDocuments}
            {linkTo(paths.account.help.getHref(), itStatus.actions.contactSupport)}
          </Group>
        ) : (
          linkTo(paths.account.help.getHref(), itStatus.actions.contactSupport)
        );
      case 'conto_attivo':
        return linkTo(paths.account.help.getHref(), itStatus.actions.contactSupport);
      default:
        return null;
    }
  };

  return (
    <Stack component="ul" gap="xs" className={classes.list} aria-label={itStatus.recapLabel}>
      {names.map((name) => {
        const item = status.items[name];
        return (
          <Box component="li" key={name} className={classes.item} data-ok={item.ok}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <i
                className={item.ok ? 'ri-checkbox-circle-fill' : 'ri-error-warning-fill'}
                aria-hidden
                style={{
                  fontSize: 22,
                  color: item.ok ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)',
                }}
              />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text fw={600}>{item.description}</Text>
                  {/* Filled, shade 9: white text above 4.5:1 (light badges fall under it). */}
                  <Badge color={item.ok ? 'teal.9' : 'red.9'} variant="filled">
                    {item.ok ? itStatus.itemOk : itStatus.itemNotOk}
                  </Badge>
                </Group>
                {!item.ok && (
                  <>
                    <Text size="sm">{item.error}</Text>
                    {action(name)}
                  </>
                )}
              </Stack>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
