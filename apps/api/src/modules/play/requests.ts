import { and, eq, sql } from 'drizzle-orm';
import { ok, refused, type Result } from '@conto-gioco/shared/envelope';
import { PLAY_CODE, PLAY_MESSAGES } from '@conto-gioco/shared/play';
import { inTransaction, sqlState, type Database, type Transaction } from '../../db/client.ts';
import {
  forgetPlayerBalances,
  InsufficientFundsError,
  transferWithin,
  type TransferRequest,
} from '../wallet/ledger.ts';
import { playRequests } from './schema.ts';

/** A call's transaction, with the transfers it made (their balances are forgotten after commit). */
export type PlayContext = { tx: Transaction; moved: TransferRequest[] };

/** Moves money inside the call's transaction: one ledger transfer, at most once per key. */
export async function move(context: PlayContext, request: TransferRequest): Promise<void> {
  await transferWithin(context.tx, request);
  context.moved.push(request);
}

/** `move` bound to the call, for the bonus engine's movements. */
export const mover = (context: PlayContext) => (request: TransferRequest) => move(context, request);

class Refusal extends Error {
  constructor(readonly result: Result<never>) {
    super('refused');
  }
}

/** Ends the call's transaction with a refusal: nothing it did stays, not even its request. */
export function refuse(code: number, message: string): never {
  throw new Refusal(refused(code, message));
}

/**
 * Runs an operator call once per (operation, platform id), in one transaction: the first call
 * records its answer with its changes; a replay, however often and whenever it comes (in parallel
 * too: it waits on the first one's row), answers the recorded answer and changes nothing. A refusal
 * (balance short, wrong state, ...) records nothing, so a call refused may be sent again later.
 */
export async function once<T>(
  db: Database,
  operation: string,
  requestId: string,
  work: (context: PlayContext) => Promise<T>,
): Promise<Result<T>> {
  const context: PlayContext = { tx: undefined as never, moved: [] };
  try {
    const answer = await inTransaction(db, async (tx) => {
      context.tx = tx;
      context.moved = [];
      const [claimed] = await tx
        .insert(playRequests)
        .values({ operation, requestId })
        .onConflictDoNothing()
        .returning({ requestId: playRequests.requestId });
      if (!claimed) {
        const [done] = await tx
          .select({ answer: playRequests.answer })
          .from(playRequests)
          .where(and(eq(playRequests.operation, operation), eq(playRequests.requestId, requestId)));
        return done!.answer as T;
      }
      const result = await work(context);
      await tx
        .update(playRequests)
        .set({ answer: sql`${JSON.stringify(result ?? null)}::jsonb` })
        .where(and(eq(playRequests.operation, operation), eq(playRequests.requestId, requestId)));
      return result;
    });
    for (const request of context.moved) forgetPlayerBalances(db, request);
    return ok(answer);
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (error instanceof InsufficientFundsError)
      return refused(PLAY_CODE.INSUFFICIENT_FUNDS, PLAY_MESSAGES.insufficientFunds);
    // A code the platform sent twice for different tickets (an AAMS code, a session code).
    if (sqlState(error) === '23505') return refused(PLAY_CODE.BAD_TICKET, PLAY_MESSAGES.badTicket);
    throw error;
  }
}
