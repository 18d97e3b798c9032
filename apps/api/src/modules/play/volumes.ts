import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { GAME_FAMILY, TICKET_STATE } from '@conto-gioco/shared/play';
import type { Executor } from '../../db/client.ts';
import { playCasinoRounds, playCasinoSessions, playTickets } from './schema.ts';

/** What a player played in a time window, cents: the fidelity ranking's points come from it. */
export type PlayVolume = { playerId: number; sportStake: number; casinoBet: number };

/** Tickets whose stake stayed at risk: decided (won, paid, lost, withheld); not open, not refunded. */
const DECIDED_STATES = [
  TICKET_STATE.VINCENTE,
  TICKET_STATE.PAGATO,
  TICKET_STATE.NON_VINCENTE,
  TICKET_STATE.DA_NON_PAGARE,
];

/**
 * Per player, in [from, to): the stakes of the sport and horse-racing tickets settled then (a
 * ticket counts in the window that decided it, once: its settlement time does not change when it
 * is paid later), and the bets of the casino rounds played then. Players who played neither are
 * left out. Two grouped range scans (play_tickets_settled_idx, play_casino_rounds_played_idx).
 */
export async function playVolumesBetween(db: Executor, from: Date, to: Date): Promise<PlayVolume[]> {
  const [sport, casino] = await Promise.all([
    db
      .select({ playerId: playTickets.playerId, total: sql<string>`sum(${playTickets.stake})` })
      .from(playTickets)
      .where(
        and(
          gte(playTickets.settledAt, from),
          lt(playTickets.settledAt, to),
          inArray(playTickets.family, [GAME_FAMILY.SPORT, GAME_FAMILY.HORSE_RACING]),
          inArray(playTickets.state, DECIDED_STATES),
        ),
      )
      .groupBy(playTickets.playerId),
    db
      .select({ playerId: playCasinoSessions.playerId, total: sql<string>`sum(${playCasinoRounds.bet})` })
      .from(playCasinoRounds)
      .innerJoin(playCasinoSessions, sql`${playCasinoSessions.id} = ${playCasinoRounds.sessionId}`)
      .where(and(gte(playCasinoRounds.playedAt, from), lt(playCasinoRounds.playedAt, to)))
      .groupBy(playCasinoSessions.playerId),
  ]);
  const volumes = new Map<number, PlayVolume>();
  const of = (playerId: number) => {
    let volume = volumes.get(playerId);
    if (!volume) volumes.set(playerId, (volume = { playerId, sportStake: 0, casinoBet: 0 }));
    return volume;
  };
  for (const row of sport) of(row.playerId).sportStake = Number(row.total);
  for (const row of casino) of(row.playerId).casinoBet = Number(row.total);
  return [...volumes.values()].sort((a, b) => a.playerId - b.playerId);
}

/** What a player played on one game in a time window, cents: the VIP Club's comp points come from it. */
export type GameVolume = {
  playerId: number;
  /** 'sport' (sport and horse-racing tickets) or 'casino'. */
  kind: 'sport' | 'casino';
  /** The ticket's or the session's platform ('' when the ticket has none). */
  provider: string;
  /** The ticket's or the session's game ('' when the ticket has none). */
  game: string;
  amount: number;
};

/**
 * As playVolumesBetween (the same tickets and rounds in [from, to)), by player, provider and game.
 */
export async function playVolumesByGameBetween(db: Executor, from: Date, to: Date): Promise<GameVolume[]> {
  const [sport, casino] = await Promise.all([
    db
      .select({
        playerId: playTickets.playerId,
        provider: sql<string>`coalesce(${playTickets.platform}, '')`,
        game: sql<string>`coalesce(${playTickets.game}, '')`,
        total: sql<string>`sum(${playTickets.stake})`,
      })
      .from(playTickets)
      .where(
        and(
          gte(playTickets.settledAt, from),
          lt(playTickets.settledAt, to),
          inArray(playTickets.family, [GAME_FAMILY.SPORT, GAME_FAMILY.HORSE_RACING]),
          inArray(playTickets.state, DECIDED_STATES),
        ),
      )
      .groupBy(playTickets.playerId, sql`2`, sql`3`),
    db
      .select({
        playerId: playCasinoSessions.playerId,
        provider: playCasinoSessions.platform,
        game: playCasinoSessions.game,
        total: sql<string>`sum(${playCasinoRounds.bet})`,
      })
      .from(playCasinoRounds)
      .innerJoin(playCasinoSessions, sql`${playCasinoSessions.id} = ${playCasinoRounds.sessionId}`)
      .where(and(gte(playCasinoRounds.playedAt, from), lt(playCasinoRounds.playedAt, to)))
      .groupBy(playCasinoSessions.playerId, playCasinoSessions.platform, playCasinoSessions.game),
  ]);
  return [
    ...sport.map((row) => ({ ...row, kind: 'sport' as const, amount: Number(row.total) })),
    ...casino.map((row) => ({ ...row, kind: 'casino' as const, amount: Number(row.total) })),
  ]
    .map(({ total: _total, ...volume }) => volume)
    .filter((volume) => volume.amount > 0);
}
