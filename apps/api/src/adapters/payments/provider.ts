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

/**
 * An outside payment provider (ARCHITECTURE.md 'adapters'). It opens payments, tells how the
 * browser reaches its page, and answers server-to-server what became of a payment; its signed
 * notifications arrive on its own route and end in settleDeposit.
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
}
