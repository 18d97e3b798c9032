import { createHash } from 'node:crypto';
import { formatCents } from '@conto-gioco/shared/money';
import { WITHDRAWAL_CODE, WITHDRAWAL_MESSAGES, type OtpSource } from '@conto-gioco/shared/withdrawal';
import { inTransaction, type Database } from '../../db/client.ts';
import type { Player } from '../auth/players.ts';
import type { SiteConfigService } from '../environment/service.ts';
import type { Outbox } from '../outbox/service.ts';
import { consumeCode, issueCode } from '../security/one-time-codes.ts';

/**
 * The withdrawal OTP (money.md §4 'Withdrawal OTP'): a 6-digit code sent by SMS or e-mail, bound
 * to one request by its subject, a hash of what the request asks for (method, amount, the
 * destination as typed, not its mask: destination.ts OtpBinding; for XElektra also the Withdraw
 * step's transactionId). A code sent for 50 euro does not confirm 500, and each code confirms once.
 */

const PURPOSE = 'withdrawal-otp';

/** Site variable: requests of at least this many cents need an OTP; empty or 0 never. */
export const OTP_THRESHOLD_VARIABLE = 'PrelievoOtpDaImporto';

export async function otpThreshold(siteConfig: SiteConfigService): Promise<number | null> {
  const value = Number((await siteConfig.value(OTP_THRESHOLD_VARIABLE))?.trim() || 0);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The code's subject: only a hash is stored, never the destination itself. */
export const otpSubject = (...parts: (string | number | null)[]) =>
  createHash('sha256')
    .update(parts.map((part) => part ?? '').join('|'))
    .digest('hex');

/**
 * Issues a new code for the subject (an earlier unused one is spent: the last code sent is the
 * one that works) and sends it by the channel the screen asked for, SMS by default. Code and
 * message are written in one transaction: a code is never stored without being sent.
 */
export async function sendWithdrawalOtp(
  deps: { db: Database; outbox: Outbox },
  player: Pick<Player, 'id' | 'email' | 'cellulare'>,
  request: { subject: string; amount: number; source: OtpSource | undefined },
): Promise<{ code: typeof WITHDRAWAL_CODE.OTP_REQUIRED; message: string }> {
  const byEmail = request.source === 'email';
  await inTransaction(deps.db, async (tx) => {
    const code = await issueCode(tx, { playerId: player.id, purpose: PURPOSE, subject: request.subject });
    const body = `Il tuo codice per confermare il prelievo di ${formatCents(request.amount)} è ${code}`;
    const message = {
      to: byEmail ? player.email : player.cellulare,
      body,
      purpose: PURPOSE,
      playerId: player.id,
    };
    if (byEmail) await deps.outbox.sendEmail(tx, { ...message, subject: 'Codice di conferma del prelievo' });
    else await deps.outbox.sendSms(tx, message);
  });
  return {
    code: WITHDRAWAL_CODE.OTP_REQUIRED,
    message: byEmail ? WITHDRAWAL_MESSAGES.otpSentEmail : WITHDRAWAL_MESSAGES.otpSentSms,
  };
}

/** Whether the code is the latest one sent for this subject, unexpired; a right code is spent. */
export async function otpConfirms(
  db: Database,
  playerId: number,
  subject: string,
  otp: string,
): Promise<boolean> {
  return (await consumeCode(db, { playerId, purpose: PURPOSE, subject, code: otp })) === 'ok';
}
