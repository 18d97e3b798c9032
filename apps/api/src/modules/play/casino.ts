import { eq, sql } from 'drizzle-orm';
import type { Result } from '@conto-gioco/shared/envelope';
import {
  GAME_FAMILY,
  PLAY_CODE,
  PLAY_MESSAGES,
  type CasinoRoundRequest,
  type CasinoSessionAnswer,
  type OpenCasinoSessionRequest,
} from '@conto-gioco/shared/play';
import type { Database, Executor } from '../../db/client.ts';
import { payBack, takeStake } from '../bonuses/engine.ts';
import { assertMayPlay, causesOf } from './access.ts';
import { mover, once, refuse } from './requests.ts';
import { playCasinoRounds, playCasinoSessions } from './schema.ts';
import { casinoBetKey, casinoRoundKey } from './stake-keys.ts';
import { newAamsCode } from './tickets.ts';

type SessionRow = typeof playCasinoSessions.$inferSelect;

const CAUSES = causesOf(GAME_FAMILY.CASINO);

const answerOf = (session: SessionRow): CasinoSessionAnswer => ({
  sessionCode: session.sessionCode,
  aamsCode: session.aamsCode,
  bet: session.bet,
  win: session.win,
  rounds: session.rounds,
  open: session.endedAt === null,
});

const referenceOf = (session: SessionRow) => ({
  ticket: session.sessionCode,
  application: GAME_FAMILY.CASINO,
  receipt: session.aamsCode,
});

async function lockSession(tx: Executor, sessionCode: string): Promise<SessionRow> {
  const [session] = await tx
    .select()
    .from(playCasinoSessions)
    .where(eq(playCasinoSessions.sessionCode, sessionCode))
    .for('update');
  if (!session) refuse(PLAY_CODE.UNKNOWN_SESSION, PLAY_MESSAGES.unknownSession);
  return session;
}

/** Opens a casino session (the game, its platform, when it started). Idempotent by its session code. */
export async function openCasinoSession(
  db: Database,
  request: OpenCasinoSessionRequest,
): Promise<Result<CasinoSessionAnswer>> {
  return once(db, 'casino-open', request.sessionCode, async (context) => {
    await assertMayPlay(context.tx, request.playerId, GAME_FAMILY.CASINO);
    const [session] = await context.tx
      .insert(playCasinoSessions)
      .values({
        sessionCode: request.sessionCode,
        aamsCode: request.aamsCode ?? newAamsCode(),
        playerId: request.playerId,
        game: request.game,
        platform: request.platform,
        ...(request.startedAt ? { startedAt: new Date(request.startedAt) } : {}),
      })
      .returning();
    return answerOf(session!);
  });
}

/**
 * One round of an open session: its bet leaves cash ('Giocata casinò'), its win comes back
 * ('Vincita casinò'), each one transfer under the round's own key, with the session's sums.
 * Idempotent by the session code and the platform's round id.
 */
export async function playCasinoRound(
  db: Database,
  request: CasinoRoundRequest,
): Promise<Result<CasinoSessionAnswer>> {
  return once(db, 'casino-round', `${request.sessionCode}:${request.roundId}`, async (context) => {
    const session = await lockSession(context.tx, request.sessionCode);
    if (session.endedAt !== null) refuse(PLAY_CODE.SESSION_CLOSED, PLAY_MESSAGES.sessionClosed);
    await assertMayPlay(context.tx, session.playerId, GAME_FAMILY.CASINO);
    await context.tx.insert(playCasinoRounds).values({
      sessionId: session.id,
      roundId: request.roundId,
      bet: request.bet,
      win: request.win,
      ...(request.playedAt ? { playedAt: new Date(request.playedAt) } : {}),
    });
    const key = casinoRoundKey(session.sessionCode, request.roundId);
    if (request.bet > 0) {
      await takeStake(context.tx, mover(context), {
        idempotencyKey: casinoBetKey(session.sessionCode, request.roundId),
        cause: CAUSES.stake,
        playerId: session.playerId,
        reference: referenceOf(session),
        bet: { family: GAME_FAMILY.CASINO, stake: request.bet, game: session.game },
      });
    }
    if (request.win > 0 || request.bet > 0) {
      // The round's win goes back as its bet came: partly to the bonus that paid it. Even a round
      // that won nothing pays back: the last of free spins ends them.
      await payBack(context.tx, mover(context), {
        idempotencyKey: `${key}:win`,
        cause: CAUSES.win,
        playerId: session.playerId,
        reference: referenceOf(session),
        stakeKey: casinoBetKey(session.sessionCode, request.roundId),
        amount: request.win,
      });
    }
    const [updated] = await context.tx
      .update(playCasinoSessions)
      .set({
        bet: sql`${playCasinoSessions.bet} + ${request.bet}`,
        win: sql`${playCasinoSessions.win} + ${request.win}`,
        rounds: sql`${playCasinoSessions.rounds} + 1`,
      })
      .where(eq(playCasinoSessions.id, session.id))
      .returning();
    return answerOf(updated!);
  });
}

/** Closes a session (its end time); closing a closed session answers it as it is. */
export async function closeCasinoSession(
  db: Database,
  request: { sessionCode: string; endedAt?: string },
): Promise<Result<CasinoSessionAnswer>> {
  return once(db, 'casino-close', request.sessionCode, async (context) => {
    const session = await lockSession(context.tx, request.sessionCode);
    if (session.endedAt !== null) return answerOf(session);
    const [closed] = await context.tx
      .update(playCasinoSessions)
      .set({ endedAt: request.endedAt ? new Date(request.endedAt) : sql`now()` })
      .where(eq(playCasinoSessions.id, session.id))
      .returning();
    return answerOf(closed!);
  });
}
