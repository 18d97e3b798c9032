import { Anchor, Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { paths } from '@/config/paths';
import { itBetsActions } from '@/messages/it-bets-actions';
import { getPrintToken } from '../api/get-print-token';

/**
 * Opens the print page of a ticket in a new tab. The tab opens at once (a popup opened after an
 * await is blocked), then goes to the page with a print token in `auth`, so that it prints even where
 * the session is not shared (an app's in-app browser); without a token it relies on the session.
 */
export async function openTicketPrint(aamscode: string, opened: Window | null = window.open('', '_blank')) {
  let href = paths.account.ticketPrint.getHref(aamscode);
  try {
    const token = await getPrintToken(aamscode);
    if (token.ResponseCode === 0 && token.ResponseData)
      href = paths.account.ticketPrint.getHref(aamscode, token.ResponseData.auth);
  } catch {
    // The session's own print still works.
  }
  if (opened) {
    opened.opener = null;
    opened.location.href = href;
  } else window.location.assign(href);
}

type TicketPrintLinkProps = {
  /** The ticket's AAMS code (ricevuta_pgadField). */
  aamscode: string;
  /** A button (default) or a text link. */
  variant?: 'button' | 'link';
  /** Its text ('Stampa biglietto' unless told) and its name where a list holds many. */
  label?: string;
  ariaLabel?: string;
};

/** 'Stampa biglietto': the ticket's print page (/account/ticket-print/{aamscode}) in a new tab. */
export function TicketPrintLink({
  aamscode,
  variant = 'button',
  label = itBetsActions.print.printLink,
  ariaLabel,
}: TicketPrintLinkProps) {
  const href = paths.account.ticketPrint.getHref(aamscode);
  const onClick = (event: MouseEvent) => {
    // A modified click (new window, new tab) keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void openTicketPrint(aamscode);
  };
  const icon = <i className="ri-printer-line" aria-hidden />;
  return variant === 'link' ? (
    <Anchor href={href} target="_blank" rel="noopener" onClick={onClick} size="sm" aria-label={ariaLabel}>
      {icon} {label}
    </Anchor>
  ) : (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="default"
      size="xs"
      leftSection={icon}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
