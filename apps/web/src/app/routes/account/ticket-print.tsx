import { useParams, useSearchParams } from 'react-router';
import { useUser } from '@/features/auth/api/check-auth';
import type { PrintAccess } from '@/features/ticket-print/api/get-ticket-print';
import { TicketPrintScreen } from '@/features/ticket-print/components/ticket-print-screen';

/**
 * /account/ticket-print/{aamscode} (open; money.md §2): the logged-in player's session, or without
 * one the print token in the query's auth.
 */
export default function TicketPrintRoute() {
  const { aamscode = '' } = useParams();
  const [search] = useSearchParams();
  const loggedIn = useUser() !== null;
  const auth = search.get('auth');
  const access: PrintAccess | null = loggedIn ? { kind: 'session' } : auth ? { kind: 'token', auth } : null;
  return <TicketPrintScreen aamscode={aamscode} access={access} />;
}
