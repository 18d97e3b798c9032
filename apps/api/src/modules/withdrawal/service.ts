import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ok, refused, type Refused, type Result } from '@conto-gioco/shared/envelope';
import { WITHDRAWAL_METHOD_PREFIX } from '@conto-gioco/shared/payment-methods';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import {
  MAX_WITHDRAWALS_PER_DAY,
  PAAS_WITHDRAWAL_METHOD,
  WITHDRAWAL_CODE,
  WITHDRAWAL_MESSAGES,
  type PendingWithdrawal,
  type PrelievoRequest,
  type PrelievoResult,
  type WithdrawalCode,
} from '@conto-gioco/shared/withdrawal';
import { withdrawalAmountError, withdrawalBounds } from '@conto-gioco/shared/withdrawal-rules';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import { inTransaction, sqlState, type Database, type Transaction } from '../../db/client.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findPlayerById, type Player } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { throttleKey } from '../security/throttle.ts';
import { forgetBalance } from '../wallet/balance-cache.ts';
import { lockPlayerAccounts, PLAYER_ACCOUNT, playerBalances, transferWithin } from '../wallet/ledger.ts';
import {
  findPaymentMethod,
  paymentMethodNames,
  toPaymentMethod,
  type PaymentMethodRow,
} from '../wallet/payment-methods.ts';
import { withdrawalAccess } from '../status/withdrawal-access.ts';
import { withdrawalsToday } from './daily-limit.ts';
import { withdrawalTarget, type WithdrawalTarget } from './destination.ts';
import { otpConfirms, otpSubject, otpThreshold, sendWithdrawalOtp } from './otp.ts';
import {
  cancelWithdrawal,
  payoutMethodName,
  settleWithdrawal,
  withdrawalRequestKey,
  type Withdrawal,
} from './settle.ts';
import { withdrawals } from './schema.ts';

const XELEKTRA = 'Prelievo_XElektra';

type Refusal = Refused<WithdrawalCode>;
const refuse = (code: WithdrawalCode, message: string): Refusal => refused(code, message);

export type PrelievoOutcome = Result<PrelievoResult, WithdrawalCode>;
export type TakenWithdrawal = Result<Withdrawal, WithdrawalCode>;

const isWithdrawalMethod = (method: PaymentMethodRow) =>
  method.withdrawalRecharge && method.name.startsWith(WITHDRAWAL_METHOD_PREFIX);

/** 12 digits without a leading zero, random: a ticket id says nothing about how many there are. */
const newTicketId = () => String(randomInt(100_000_000_000, 1_000_000_000_000));
const newSerial = () => `PR${randomBytes(7).toString('hex').toUpperCase()}`;

/** Another request drew the same ticket id: the transaction is tried again with a new one. */
class TicketTaken extends Error {}
const TICKET_ATTEMPTS = 3;

const success = (withdrawal: Withdrawal): PrelievoResult => ({
  esito: { returnCode: 0, returnDescription: '' },
  idTicket: withdrawal.ticketId,
  seriale: withdrawal.serial,
  result: 'OK',
  transactionId: null,
  form: null,
});

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawal requests (money.md §2 'Withdrawal', §4, §5, §7 'Withdrawal'): who may withdraw, with
 * which method, fields, password, OTP and amount; then the money moves from cash to the pending
 * withdrawal account and the provider opens the payout. Only settle.ts ends a withdrawal.
 */
export function createWithdrawalService(deps: {
  db: Database;
  siteConfig: SiteConfigService;
  provider: PaymentProvider;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, siteConfig, provider, outbox, log } = deps;

  async function findPlayer(playerId: number): Promise<Player> {
    const player = await findPlayerById(db, playerId);
    if (!player) throw new Error(`player ${playerId} not found`);
    return player;
  }

  /**
   * pin is the account password. Wrong ones count in the security throttle like login attempts:
   * the withdrawal form must not become a way to guess the password of an open session.
   */
  async function pinRefusal(player: Player, pin: string): Promise<Refusal | null> {
    const attempt = await guardedAttempt(
      db,
      {
        keys: [throttleKey.account('withdrawal-pin', player.id)],
        failedEvent: (_, { locked }) => ({
          event: locked ? 'lockout' : 'login-failed',
          playerId: player.id,
          detail: { method: 'withdrawal' },
        }),
      },
      () => verifyPassword(player.passwordHash, pin),
    );
    if (attempt.status === 'locked')
      return refuse(WITHDRAWAL_CODE.WRONG_PASSWORD, SERVER_MESSAGES.loginThrottled);
    if (attempt.status === 'failed')
      return refuse(WITHDRAWAL_CODE.WRONG_PASSWORD, WITHDRAWAL_MESSAGES.wrongPassword);
    return null;
  }

  /**
   * The OTP, single use and bound to the request (otp.ts). Wrong ones count in the security
   * throttle per account, like the login's and the device's codes: each code allows 5 tries, but
   * without a count across codes a session holding the password could ask code after code and keep
   * guessing. Past the throttle even the right code is refused (-1010, the screen clears it).
   */
  async function otpRefusal(
    playerId: number,
    subject: string,
    otp: string | undefined,
  ): Promise<Refusal | null> {
    const attempt = await guardedAttempt(
      db,
      {
        keys: [throttleKey.account('withdrawal-otp', playerId)],
        failedEvent: (_, { locked }) => ({
          event: 'two-factor-failed',
          playerId,
          detail: { method: 'withdrawal-otp', locked },
        }),
      },
      async () => !!otp && (await otpConfirms(db, playerId, subject, otp)),
    );
    if (attempt.status === 'locked')
      return refuse(WITHDRAWAL_CODE.OTP_INVALID, SERVER_MESSAGES.loginThrottled);
    if (attempt.status === 'failed')
      return refuse(WITHDRAWAL_CODE.OTP_INVALID, WITHDRAWAL_MESSAGES.otpInvalid);
    return null;
  }

  /**
   * The day's count and the amount's bounds against a withdrawable balance. Asked before the OTP
   * (no code is sent for a request that cannot pass) and again on the locked balance.
   */
  async function allowanceRefusal(
    executor: Database | Transaction,
    method: PaymentMethodRow,
    playerId: number,
    amount: number,
    withdrawable: number,
    now: Date,
  ): Promise<Refusal | null> {
    if ((await withdrawalsToday(executor, playerId, now)) >= MAX_WITHDRAWALS_PER_DAY)
      return refuse(WITHDRAWAL_CODE.DAILY_LIMIT, WITHDRAWAL_MESSAGES.dailyLimit);
    const bounds = withdrawalBounds(toPaymentMethod(method), withdrawable, now);
    const error = withdrawalAmountError(bounds, amount);
    if (!error) return null;
    return refuse(
      amount < bounds.min ? WITHDRAWAL_CODE.AMOUNT_TOO_LOW : WITHDRAWAL_CODE.AMOUNT_TOO_HIGH,
      error,
    );
  }

  async function cashBalance(playerId: number): Promise<number> {
    return (await playerBalances(db, playerId)).cash;
  }

  /**
   * The money: in one transaction holding the player's wallet rows, the day's count, the bounds on
   * the locked balance, cash -> pending withdrawal and the withdrawal row. Then the provider opens
   * the payout; if it cannot, the withdrawal is rejected and the money is back in cash.
   */
  async function take(
    player: Player,
    method: PaymentMethodRow,
    amount: number,
    target: WithdrawalTarget,
    isMobile: boolean,
    now: Date,
  ): Promise<TakenWithdrawal> {
    let taken: TakenWithdrawal | undefined;
    for (let attempt = 1; !taken; attempt++) {
      try {
        taken = await inTransaction(db, async (tx): Promise<TakenWithdrawal> => {
          // Cash and pending withdrawal, in id order as settlement and cancel lock them.
          const locked = await lockPlayerAccounts(tx, player.id, [
            PLAYER_ACCOUNT.cash,
            PLAYER_ACCOUNT.pendingWithdrawal,
          ]);
          const cash = locked[PLAYER_ACCOUNT.cash];
          // The balance went down since the first check (a parallel request, a bet).
          if (amount > cash)
            return refuse(WITHDRAWAL_CODE.INSUFFICIENT_FUNDS, WITHDRAWAL_MESSAGES.insufficientFunds);
          const refusal = await allowanceRefusal(tx, method, player.id, amount, cash, now);
          if (refusal) return refusal;
          const ticketId = newTicketId();
          const { transferId, replayed } = await transferWithin(tx, {
            idempotencyKey: withdrawalRequestKey(ticketId),
            cause: 'Prelievo',
            playerId: player.id,
            reference: { ticket: ticketId },
            legs: [
              { account: { playerId: player.id, kind: PLAYER_ACCOUNT.cash }, amount: -amount },
              { account: { playerId: player.id, kind: PLAYER_ACCOUNT.pendingWithdrawal }, amount },
            ],
          });
          if (replayed) throw new TicketTaken();
          const [withdrawal] = await tx
            .insert(withdrawals)
            .values({
              ticketId,
              serial: newSerial(),
              playerId: player.id,
              methodId: method.id,
              amount,
              destination: target.destination,
              paidAs: target.paidAs,
              timeSlot: withdrawalBounds(toPaymentMethod(method), cash, now).timeSlot,
              isMobile,
              requestTransferId: transferId,
              createdAt: now,
            })
            .returning();
          return ok(withdrawal!);
        });
      } catch (error) {
        const ticketClash = error instanceof TicketTaken || sqlState(error) === '23505';
        if (!ticketClash || attempt >= TICKET_ATTEMPTS) throw error;
      }
    }
    if (!taken.ok) return taken;
    forgetBalance(db, player.id);

    const { ticketId } = taken.data;
    let providerReference: string;
    try {
      ({ providerReference } = await provider.startPayout({
        ticketId,
        playerId: player.id,
        amount,
        methodName: payoutMethodName(method.name, target.paidAs),
        destination: target.destination,
      }));
    } catch (error) {
      log.error({ err: error, ticketId }, 'payment provider did not open the payout');
      await settleWithdrawal(db, { ticketId }, 'rejected');
      return refuse(WITHDRAWAL_CODE.PROVIDER_ERROR, WITHDRAWAL_MESSAGES.providerError);
    }
    // Outside the try: once the provider holds an open payout, the withdrawal must stay pending
    // (its notification finds it by ticket even without the reference stored).
    const [updated] = await db
      .update(withdrawals)
      .set({ providerReference })
      .where(eq(withdrawals.ticketId, ticketId))
      .returning();
    return ok(updated!);
  }

  /** The rules every request passes before its OTP: access, method, fields, password, count and bounds. */
  async function check(playerId: number, input: PrelievoRequest, now: Date) {
    const player = await findPlayer(playerId);
    const access = await withdrawalAccess(player, siteConfig, now);
    if (access.code !== WITHDRAWAL_CODE.OK) return refuse(access.code, access.message);

    const method = await findPaymentMethod(db, { name: input.type });
    if (!method || !isWithdrawalMethod(method) || !method.enabled)
      return refuse(WITHDRAWAL_CODE.METHOD_UNKNOWN, WITHDRAWAL_MESSAGES.methodUnknown);

    const target = await withdrawalTarget(db, playerId, method.name, input, now);
    if (!target.ok) return refuse(WITHDRAWAL_CODE.FIELD_INVALID, target.message);

    const wrongPin = await pinRefusal(player, input.pin);
    if (wrongPin) return wrongPin;
    const refusal = await allowanceRefusal(
      db,
      method,
      playerId,
      input.importo,
      await cashBalance(playerId),
      now,
    );
    if (refusal) return refusal;
    return { ok: true as const, player, method, target };
  }

  return {
    /**
     * Prelievo: access -> method -> fields -> password -> count and bounds -> OTP -> the money.
     * XElektra always confirms with an OTP in two steps (Withdraw sends it, Confirm moves the
     * money); other methods need one from the site's PrelievoOtpDaImporto amount up.
     */
    async requestWithdrawal(
      playerId: number,
      input: PrelievoRequest,
      now = new Date(),
    ): Promise<PrelievoOutcome> {
      const checked = await check(playerId, input, now);
      if (!checked.ok) return checked;
      const { player, method, target } = checked;

      if (method.name === XELEKTRA) {
        if (input.metodo === 'Withdraw') {
          const transactionId = randomUUID();
          const subject = otpSubject(transactionId, method.name, input.importo, target.binding);
          await sendWithdrawalOtp({ db, outbox }, player, {
            subject,
            amount: input.importo,
            source: input.otpSource,
          });
          return ok({
            esito: { returnCode: 0, returnDescription: '' },
            idTicket: null,
            seriale: null,
            result: 'OTP',
            transactionId,
            form: null,
          });
        }
        const subject = otpSubject(input.transactionId!, method.name, input.importo, target.binding);
        const wrongOtp = await otpRefusal(playerId, subject, input.otp);
        if (wrongOtp) return wrongOtp;
      } else {
        const threshold = await otpThreshold(siteConfig);
        if (threshold !== null && input.importo >= threshold) {
          const subject = otpSubject(method.name, input.importo, target.binding);
          if (!input.otp) {
            const sent = await sendWithdrawalOtp({ db, outbox }, player, {
              subject,
              amount: input.importo,
              source: input.otpSource,
            });
            return refuse(sent.code, sent.message);
          }
          const wrongOtp = await otpRefusal(playerId, subject, input.otp);
          if (wrongOtp) return wrongOtp;
        }
      }

      const taken = await take(player, method, input.importo, target, input.isMobile ?? false, now);
      return taken.ok ? ok(success(taken.data)) : taken;
    },

    /**
     * WithdrawWithPaas: the embedded provider page takes the payout details, so no method fields
     * and no OTP; the rest as Prelievo, with the bounds of the hidden Prelievo_PaaS method.
     */
    async withdrawWithPaas(
      playerId: number,
      input: { importo: number; pin: string },
      now = new Date(),
    ): Promise<TakenWithdrawal> {
      if (!(await siteConfig.isOn('WithdrawWithPaas_Enabled')))
        return refuse(WITHDRAWAL_CODE.SECTION_DISABLED, WITHDRAWAL_MESSAGES.sectionDisabled);
      const player = await findPlayer(playerId);
      const access = await withdrawalAccess(player, siteConfig, now);
      if (access.code !== WITHDRAWAL_CODE.OK) return refuse(access.code, access.message);
      const method = await findPaymentMethod(db, { name: PAAS_WITHDRAWAL_METHOD });
      if (!method || !isWithdrawalMethod(method))
        return refuse(WITHDRAWAL_CODE.METHOD_UNKNOWN, WITHDRAWAL_MESSAGES.methodUnknown);
      if (!input.pin.trim()) return refuse(WITHDRAWAL_CODE.FIELD_INVALID, VALIDATION_MESSAGES.required);
      const wrongPin = await pinRefusal(player, input.pin);
      if (wrongPin) return wrongPin;
      const refusal = await allowanceRefusal(
        db,
        method,
        playerId,
        input.importo,
        await cashBalance(playerId),
        now,
      );
      if (refusal) return refusal;
      return take(player, method, input.importo, { destination: null, paidAs: null }, false, now);
    },

    /** EL_GetElencoPrelievo: the player's pending withdrawals, newest first. */
    async listPending(playerId: number): Promise<PendingWithdrawal[]> {
      const rows = await db
        .select({
          createdAt: withdrawals.createdAt,
          ticketId: withdrawals.ticketId,
          amount: withdrawals.amount,
          methodId: withdrawals.methodId,
        })
        .from(withdrawals)
        .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.status, 'pending')))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id));
      const methodNames = await paymentMethodNames(
        db,
        rows.map((row) => row.methodId),
      );
      return rows.map((row) => ({
        richiestaField: row.createdAt.toISOString(),
        idTicketField: row.ticketId,
        importoField: row.amount,
        // The Name without its prefix ('Safecharge_Sepa'): the screen hides types containing 'safecharge'.
        tipoField: methodNames.get(row.methodId)!.slice(WITHDRAWAL_METHOD_PREFIX.length),
      }));
    },

    /** EL_AnnullaPrelievo (settle.ts: the provider is asked first; unreachable, nothing changes). */
    async cancel(playerId: number, ticketId: string): Promise<{ ok: true } | Refusal> {
      try {
        return await cancelWithdrawal(db, provider, playerId, ticketId);
      } catch (error) {
        log.error({ err: error, ticketId }, 'payment provider did not answer the payout cancel');
        return refuse(WITHDRAWAL_CODE.PROVIDER_ERROR, WITHDRAWAL_MESSAGES.providerError);
      }
    },
  };
}
