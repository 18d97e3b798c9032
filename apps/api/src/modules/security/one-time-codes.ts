import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_VALIDITY_SECONDS } from '@conto-gioco/shared/constants';
import type { Executor } from '../../db/client.ts';
import { oneTimeCodes } from './schema.ts';

export type CodePurpose =
  | 'device'
  | 'mobile-confirm'
  | 'email-confirm'
  | 'temp-password'
  | 'email-link'
  /** Confirms one withdrawal request: its subject binds the code to the method, amount and destination. */
  | 'withdrawal-otp'
  /** Confirms a profile save (UpdateUser -3333); its subject binds the code to the data saved. */
  | 'profile-save'
  /** Confirms a new e-mail or mobile; its subject is the new address. */
  | 'contact-change';

/** Wrong tries a single code allows before it is spent. */
const MAX_ATTEMPTS_PER_CODE = 5;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A random code of `digits` digits, leading zeros kept. */
export const randomDigits = (digits = 6) => Array.from({ length: digits }, () => randomInt(0, 10)).join('');

/**
 * Stores a new code for the player and purpose (earlier unused ones of the same purpose and
 * subject are spent) and returns it in clear, to be sent. Valid OTP_VALIDITY_SECONDS by default.
 */
export async function issueCode(
  db: Executor,
  request: {
    playerId: number;
    purpose: CodePurpose;
    subject?: string | null;
    code?: string;
    validitySeconds?: number;
  },
  now = new Date(),
): Promise<string> {
  const code = request.code ?? randomDigits(6);
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.playerId, request.playerId),
        eq(oneTimeCodes.purpose, request.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    playerId: request.playerId,
    purpose: request.purpose,
    subject: request.subject ?? null,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + (request.validitySeconds ?? OTP_VALIDITY_SECONDS) * 1000),
  });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'missing';

/**
 * Checks the latest unused code of the purpose (and subject, when given). A right code is spent at
 * once (single use); a wrong one counts an attempt and spends the code after MAX_ATTEMPTS_PER_CODE.
 */
export async function consumeCode(
  db: Executor,
  request: { playerId: number; purpose: CodePurpose; subject?: string | null; code: string },
  now = new Date(),
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, request.playerId),
        eq(oneTimeCodes.purpose, request.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!latest || (request.subject != null && latest.subject !== request.subject)) return 'missing';
  if (latest.expiresAt <= now) {
    await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, latest.id));
    return 'expired';
  }
  if (latest.codeHash !== hashCode(request.code.trim())) {
    const attempts = latest.attempts + 1;
    await db
      .update(oneTimeCodes)
      .set({ attempts, ...(attempts >= MAX_ATTEMPTS_PER_CODE ? { usedAt: now } : {}) })
      .where(eq(oneTimeCodes.id, latest.id));
    return 'wrong';
  }
  // Spent only if still unused: of two requests racing with the same code, one wins.
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1 ? 'ok' : 'missing';
}

/** Whether the code matches an unused, unexpired code of the purpose, without spending it or counting a try. */
export async function hasCode(
  db: Executor,
  request: { playerId: number; purpose: CodePurpose; code: string },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, request.playerId),
        eq(oneTimeCodes.purpose, request.purpose),
        eq(oneTimeCodes.codeHash, hashCode(request.code)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Whether the latest code of the purpose is this one, already spent and not yet expired (a temporary password used to log in). */
export async function isLatestSpentCode(
  db: Executor,
  request: { playerId: number; purpose: CodePurpose; code: string },
  now = new Date(),
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.playerId, request.playerId), eq(oneTimeCodes.purpose, request.purpose)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return (
    !!latest && latest.usedAt !== null && latest.expiresAt > now && latest.codeHash === hashCode(request.code)
  );
}

/** Spends every unused code of the player and purpose. */
export async function spendCodes(
  db: Executor,
  request: { playerId: number; purpose: CodePurpose },
  now = new Date(),
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.playerId, request.playerId),
        eq(oneTimeCodes.purpose, request.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}

/**
 * Whether a code of the purpose (used or not) was issued less than `withinSeconds` ago, told by its
 * expiry: expiresAt is written with the application's clock (createdAt with the database's).
 */
export async function issuedWithin(
  db: Executor,
  request: { playerId: number; purpose: CodePurpose; validitySeconds: number; withinSeconds: number },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, request.playerId),
        eq(oneTimeCodes.purpose, request.purpose),
        gt(
          oneTimeCodes.expiresAt,
          new Date(now.getTime() + (request.validitySeconds - request.withinSeconds) * 1000),
        ),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** The player and subject a code of the purpose was issued to (used or not), found by the code itself. */
export async function findCodeHolder(
  db: Executor,
  request: { purpose: CodePurpose; code: string },
): Promise<{ playerId: number; subject: string | null } | undefined> {
  const [issued] = await db
    .select({ playerId: oneTimeCodes.playerId, subject: oneTimeCodes.subject })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, request.purpose), eq(oneTimeCodes.codeHash, hashCode(request.code))))
    .limit(1);
  return issued;
}
