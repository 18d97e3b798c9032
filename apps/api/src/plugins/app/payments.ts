import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { createSandboxProvider, type SandboxProvider } from '../../adapters/payments/sandbox/provider.ts';
import { findPaymentMethod } from '../../modules/wallet/payment-methods.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider deposits go through (the sandbox one is the only adapter so far). */
    paymentProvider: PaymentProvider;
    /** The sandbox provider itself: its hosted pages, tokens and signed notifications. */
    sandboxPayments: SandboxProvider;
  }
}

/**
 * Without PAYMENT_SANDBOX_SECRET the sandbox's secret is derived from the API's signing secret:
 * stable across restarts, never a literal in the repository, and not the signing secret itself.
 */
export const deriveSandboxSecret = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('conto-gioco:payment-sandbox').digest('base64url');

export default fp<{ secret: string }>(
  async (app, { secret }) => {
    const sandbox = createSandboxProvider({
      db: app.db,
      secret,
      siteConfig: app.siteConfig,
      methodLabel: async (name) => (await findPaymentMethod(app.db, { name }))?.nameLong ?? null,
    });
    app.decorate('sandboxPayments', sandbox);
    app.decorate('paymentProvider', sandbox);
  },
  { name: 'payments', dependencies: ['database'] },
);
