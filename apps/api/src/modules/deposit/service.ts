import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEPOSIT_CODE,
  DEPOSIT_MESSAGES,
  type DepositAction,
  type DepositCode,
} from '@conto-gioco/shared/deposit';
import { depositAmountError, depositFieldError } from '@conto-gioco/shared/deposit-rules';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import { DEPOSIT_METHOD_PREFIX } from '@conto-gioco/shared/payment-methods';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { findPlayerById } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import { lockPlayerAccounts, PLAYER_ACCOUNT } from '../wallet/ledger.ts';
import {
  findPaymentMethod,
  methodField,
  methodPaymentType,
  toPaymentMethod,
  type PaymentMethodRow,
} from '../wallet/payment-methods.ts';
import { depositAccess } from '../status/deposit-access.ts';
import { depositAllowance, depositedInWindow, depositLimitWindowStart } from './limits.ts';
import { depositLimitInForce } from '../responsible-gaming/limits.ts';
import { deposits } from './schema.ts';
import { settleDeposit } from './settle.ts';

export type StartDepositInput = {
  amount: number;
  /** Ricarica names the method by Id; DepositWithPaas by name (PAAS_METHOD_NAME). */
  method: { id: number } | { name: string };
  email?: string | undefined;
  code?: string | undefined;
  promo?: string | undefined;
  isMobile?: boolean | undefined;
};

export type StartedDeposit = {
  transactionId: string;
  primaRicarica: boolean;
  action: DepositAction;
  providerReference: string;
};

export type StartDepositResult = Result<StartedDeposit, DepositCode>;

const refuse = (code: DepositCode, message: string) => refused(code, message);

const isDepositMethod = (method: PaymentMethodRow) =>
  !method.withdrawalRecharge && method.name.startsWith(DEPOSIT_METHOD_PREFIX);

export type DepositService = ReturnType<typeof createDepositService>;

/**
 * Starting deposits (money.md §2 'Deposit', §5, §7 'Deposit'): who may deposit, with which method
 * and amount, within the deposit limit; then the provider opens the payment. Only the provider's
 * signed callback or its status query settles a deposit (settle.ts); nothing here moves money.
 */
export function createDepositService(deps: {
  db: Database;
  siteConfig: SiteConfigService;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, siteConfig, provider, log } = deps;

  async function findPlayer(playerId: number) {
    const player = await findPlayerById(db, playerId);
    if (!player) throw new Error(`player ${playerId} not found`);
    return player;
  }

  return {
    /**
     * Ricarica: access -> method -> the method's field -> amount -> deposit limit -> a started
     * deposit -> the provider's payment. The limit is checked and the deposit written in one
     * transaction holding the player's cash account row, so parallel starts cannot together go
     * over the limit.
     */
    async startDeposit(
      playerId: number,
      input: StartDepositInput,
      now = new Date(),
    ): Promise<StartDepositResult> {
      const { code, message } = await depositAccess(await findPlayer(playerId), siteConfig, now);
      if (code !== DEPOSIT_CODE.OK) return refuse(code, message);

      const method = await findPaymentMethod(db, input.method);
      const usable = method && isDepositMethod(method) && ('name' in input.method || method.enabled);
      if (!usable) return refuse(DEPOSIT_CODE.METHOD_UNKNOWN, DEPOSIT_MESSAGES.methodUnknown);

      const field = methodField(method);
      const fieldValue = field === 'email' ? input.email : field === 'code' ? input.code : undefined;
      const fieldError = depositFieldError(field, fieldValue);
      if (fieldError) return refuse(DEPOSIT_CODE.FIELD_INVALID, fieldError);

      const amountError = depositAmountError(toPaymentMethod(method), input.amount);
      if (amountError) {
        const tooLow = input.amount < method.minAmount;
        return refuse(tooLow ? DEPOSIT_CODE.AMOUNT_TOO_LOW : DEPOSIT_CODE.AMOUNT_TOO_HIGH, amountError);
      }

      const transactionId = randomUUID();
      const started = await inTransaction(db, async (tx) => {
        // The player's cash row, held to the end: parallel starts see each other's deposits.
        await lockPlayerAccounts(tx, playerId, [PLAYER_ACCOUNT.cash]);
        const player = await findPlayerById(tx, playerId);
        // The limit in force at this moment: a raise counts only once its 7 days are over.
        const limit = await depositLimitInForce(tx, player!, now);
        if (limit !== null) {
          const period = limit.period;
          const used = await depositedInWindow(tx, playerId, depositLimitWindowStart(period, now), now);
          const left = depositAllowance(limit.amount, used)!;
          if (input.amount > left)
            return refuse(DEPOSIT_CODE.LIMIT_EXCEEDED, DEPOSIT_MESSAGES.limitExceeded(period, left));
        }
        await tx.insert(deposits).values({
          transactionId,
          playerId,
          methodId: method.id,
          amount: input.amount,
          promo: input.promo?.trim() || null,
          isMobile: input.isMobile ?? false,
          createdAt: now,
        });
        return { ok: true as const, primaRicarica: player!.primaRicarica };
      });
      if (!started.ok) return started;

      let payment: Awaited<ReturnType<PaymentProvider['startPayment']>>;
      try {
        payment = await provider.startPayment({
          transactionId,
          playerId,
          amount: input.amount,
          method: {
            name: method.name,
            nameLong: method.nameLong,
            submitStyle: method.submitStyle,
            paymentType: methodPaymentType(method),
          },
          accountField: fieldValue?.trim() || null,
          isMobile: input.isMobile ?? false,
        });
        await db
          .update(deposits)
          .set({ providerReference: payment.providerReference })
          .where(eq(deposits.transactionId, transactionId));
      } catch (error) {
        log.error({ err: error, transactionId }, 'payment provider did not open the payment');
        await settleDeposit(db, transactionId, 'declined');
        return refuse(DEPOSIT_CODE.PROVIDER_ERROR, DEPOSIT_MESSAGES.providerError);
      }
      return ok({
        transactionId,
        primaRicarica: started.primaRicarica,
        action: payment.action,
        providerReference: payment.providerReference,
      });
    },

    /** V3_CheckBonusPrimaRicarica: the first deposit is still to be made. */
    async primaRicarica(playerId: number): Promise<boolean> {
      return (await findPlayer(playerId)).primaRicarica;
    },

    /** checkPrimaRicarica: whether this player's deposit was their first; null when not theirs or unknown. */
    async wasFirstDeposit(playerId: number, transactionId: string): Promise<boolean | null> {
      const [deposit] = await db
        .select({ firstDeposit: deposits.firstDeposit })
        .from(deposits)
        .where(and(eq(deposits.transactionId, transactionId), eq(deposits.playerId, playerId)));
      return deposit ? deposit.firstDeposit === true : null;
    },
  };
}
