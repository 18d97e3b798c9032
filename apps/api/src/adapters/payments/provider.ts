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

/**
 * An outside payment provider (ARCHITECTURE.md 'adapters'). It opens payments, tells how the
 * browser reaches its page, and answers server-to-server what became of a payment; its signed
 * notifications arrive on its own route and end in settleDeposit (payouts: settleWithdrawal).
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
  /** Opens a payout of a withdrawal already taken from the player's cash. */
  startPayout(input: StartPayoutInput): Promise<{ providerReference: string }>;
  /** Moves an open payout to cancelled, atomically; false when the provider already decided it. */
  cancelPayout(providerReference: string): Promise<boolean>;
  /** The provider's word on a payout, by its reference; null when it does not know it. */
  payoutStatus(providerReference: string): Promise<{ status: PayoutStatus; amount: number } | null>;
  /** The provider's embedded payout page (WithdrawWithPaas) for one payout, with its expiring token. */
  embeddedPayout(providerReference: string): { endpoint: string; token: string };
}
