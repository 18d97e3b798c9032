import type { DepositAction } from '@conto-gioco/shared/deposit';
import type { PaymentType } from '@conto-gioco/shared/payment-methods';

/** A payment as the provider sees it. 'open' waits for the player on the provider's page. */
export type ProviderPaymentStatus = 'open' | 'pending' | 'approved' | 'declined';

export type StartPaymentInput = {
  /** Our deposit's transactionId: the provider sends it back with every notification. */
  transactionId: string;
  playerId: number;
  amount: number;
  method: { name: string; nameLong: string; submitStyle: string | null; paymentType: PaymentType | null };
  /** The method's extra field (an e-mail or a voucher code), passed on to the provider. */
  accountField: string | null;
  /** In the app shell the page opens in the in-app or the system browser. */
  isMobile: boolean;
};

/** A payout as the provider sees it: 'open' waits for its operator; the other three are final. */
export type PayoutStatus = 'open' | 'paid' | 'rejected' | 'cancelled';

export type StartPayoutInput = {
  /** Our withdrawal's ticket id: the provider's merchant reference, sent back with every notification. */
  ticketId: string;
  playerId: number;
  amount: number;
  /** The withdrawal method's Name (Prelievo_<x>). */
  methodName: string;
  /** Where the money goes, masked (never a whole card number). */
  destination: string | null;
};

/** What a provider's notification says of a payment: ours by its merchant reference (transactionId). */
export type PaymentNotice = {
  providerReference: string;
  merchantReference: string;
  status: ProviderPaymentStatus;
  amount: number;
  responseCode: string | null;
};

/** What a provider's notification says of a payout: ours by its merchant reference (ticketId). */
export type PayoutNotice = {
  providerReference: string;
  merchantReference: string;
  status: PayoutStatus;
  amount: number;
};

/**
 * A notification checked by its provider: 'bad-signature' (forged, tampered or stale) and
 * 'malformed' change nothing; 'unknown' names nothing the provider opened; 'mismatch' contradicts
 * what the provider opened. Only 'valid' carries the translated notice.
 */
export type CheckedNotification<Notice> =
  | { verdict: 'bad-signature' | 'malformed' | 'unknown' }
  | { verdict: 'mismatch'; providerReference: string }
  | { verdict: 'valid'; notice: Notice };

/** A request's headers, as the HTTP server gives them. */
export type NotificationHeaders = Record<string, string | string[] | undefined>;

/**
 * An outside payment provider (ARCHITECTURE.md 'adapters'). It opens payments, tells how the
 * browser reaches its page, and answers server-to-server what became of a payment. Its signed
 * notifications reach our callback routes (modules/deposit and modules/withdrawal), which have the
 * provider check and translate them, then settle the deposit or payout.
 */
export interface PaymentProvider {
  readonly name: string;
  startPayment(input: StartPaymentInput): Promise<{ providerReference: string; action: DepositAction }>;
  /** The provider's embedded page (DepositWithPaas) for one payment, with its expiring token. */
  embedded(providerReference: string): { endpoint: string; token: string };
  /** Where the player goes back to finish a payment still open (PayPal's -121212). */
  paymentPageUrl(providerReference: string): string;
  /** The provider's word on a payment, by its reference; null when it does not know it. */
  paymentStatus(
    providerReference: string,
  ): Promise<{ status: ProviderPaymentStatus; amount: number; responseCode: string | null } | null>;
  /**
   * The provider's word on the payment of one of our deposits, found by our transactionId (its
   * merchant reference), with the provider's own reference: what reconciliation asks when a crash
   * lost the reference. Null when the provider never opened a payment for it.
   */
  paymentByMerchantReference(transactionId: string): Promise<{
    providerReference: string;
    status: ProviderPaymentStatus;
    amount: number;
    responseCode: string | null;
  } | null>;
  /**
   * Opens a payout of a withdrawal already taken from the player's cash. The same ticket opens one
   * payout however often it is asked (a retry, or reconciliation finishing a request a crash cut).
   */
  startPayout(input: StartPayoutInput): Promise<{ providerReference: string }>;
  /** Moves an open payout to cancelled, atomically; false when the provider already decided it. */
  cancelPayout(providerReference: string): Promise<boolean>;
  /** The provider's word on a payout, by its reference; null when it does not know it. */
  payoutStatus(providerReference: string): Promise<{ status: PayoutStatus; amount: number } | null>;
  /** The provider's word on the payout of one of our withdrawals, by its ticket id; null when none. */
  payoutByMerchantReference(
    ticketId: string,
  ): Promise<{ providerReference: string; status: PayoutStatus; amount: number } | null>;
  /** The provider's embedded payout page (WithdrawWithPaas) for one payout, with its expiring token. */
  embeddedPayout(providerReference: string): { endpoint: string; token: string };
  /** Where the provider posts its notifications: our callback routes listen there. */
  readonly notificationPaths: { payment: string; payout: string };
  /** Checks a payment notification's signature on its exact bytes, then translates it. */
  checkPaymentNotification(
    rawBody: string,
    headers: NotificationHeaders,
  ): Promise<CheckedNotification<PaymentNotice>>;
  /** Checks a payout notification's signature on its exact bytes, then translates it. */
  checkPayoutNotification(
    rawBody: string,
    headers: NotificationHeaders,
  ): Promise<CheckedNotification<PayoutNotice>>;
}
