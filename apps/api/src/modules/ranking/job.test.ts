import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { RANKING_CAUSES } from '@conto-gioco/shared/ranking';
import { seedRankingDemo } from '../../seed/ranking.ts';
import { createTestApp, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { findPlayerById } from '../auth/players.ts';
import { playVolumesBetween } from '../play/service.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { pointsOf, processClosedWindows, updateRanking, windowOf } from './job.ts';
import { rankingMovements, rankingProfiles, rankingRuns } from './schema.ts';
import { rankingStatement } from './service.ts';
import { casinoRounds, nextWindow, settledTicket } from './testing.ts';

/* The fidelity ranking's job (issue 19): points from play per 12-hour window, once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const movementsOf = (playerId: number) =>
  t.app.db.select().from(rankingMovements).where(eq(rankingMovements.playerId, playerId));
const pointsTotal = async (playerId: number) =>
  (await movementsOf(playerId)).reduce((sum, movement) => sum + movement.points, 0);

describe('the points rules', () => {
  it('gives 1 point per whole euro of sport stakes and 1 per 5 € of casino bets, on the window totals', () => {
    expect(pointsOf({ sportStake: 0, casinoBet: 0 })).toBe(0);
    expect(pointsOf({ sportStake: 99, casinoBet: 499 })).toBe(0);
    expect(pointsOf({ sportStake: 250, casinoBet: 0 })).toBe(2);
    expect(pointsOf({ sportStake: 0, casinoBet: 1_000 })).toBe(2);
    expect(pointsOf({ sportStake: 25_000, casinoBet: 10_000 })).toBe(270);
  });

  it('aligns the windows on 00:00 and 12:00 in Rome, across the changes of time', () => {
    // Winter (UTC+1): 10:30 UTC is 11:30 in Rome.
    expect(windowOf(new Date('2026-01-15T10:30:00Z'))).toEqual({
      start: new Date('2026-01-14T23:00:00Z'),
      end: new Date('2026-01-15T11:00:00Z'),
    });
    // Summer (UTC+2).
    expect(windowOf(new Date('2026-07-15T10:30:00Z')).start).toEqual(new Date('2026-07-15T10:00:00Z'));
    // The night the clocks go forward: 00:00 to 12:00 in Rome is 11 hours.
    const march = windowOf(new Date('2026-03-29T05:00:00Z'));
    expect(march.end.getTime() - march.start.getTime()).toBe(11 * 3_600_000);
    const october = windowOf(new Date('2026-10-25T05:00:00Z'));
    expect(october.end.getTime() - october.start.getTime()).toBe(13 * 3_600_000);
    // A window's end is the next one's start.
    expect(windowOf(march.end).start).toEqual(march.end);
  });
});

describe(`the ranking job (${TEST_DB_DRIVER})`, () => {
  it('credited the seeded play of lorenzogalli through the job, and gave mariorossi a profile', async () => {
    const lorenzo = await playerIdOf(t.app.db, 'lorenzogalli');
    expect((await findPlayerById(t.app.db, lorenzo))!.fidelity).toBe(true);
    const movements = await movementsOf(lorenzo);
    expect(movements.every((movement) => movement.cause === 'play' && movement.convertible)).toBe(true);
    expect(await pointsTotal(lorenzo)).toBe(1_520);
    // His cash is back where it began.
    expect((await playerBalances(t.app.db, lorenzo)).cash).toBe(30_000);
    const mario = await playerIdOf(t.app.db, 'mariorossi');
    expect((await findPlayerById(t.app.db, mario))!.fidelity).toBe(true);
    expect(await movementsOf(mario)).toEqual([
      expect.objectContaining({ points: 300, cause: 'gift', convertible: false }),
    ]);
    // Seeding again plays and credits nothing more.
    await seedRankingDemo(t.app.db);
    expect(await pointsTotal(lorenzo)).toBe(1_520);
    expect(await movementsOf(mario)).toHaveLength(1);
    expect((await playerBalances(t.app.db, lorenzo)).cash).toBe(30_000);
  });

  it('credits a closed window once: decided tickets and casino rounds, not open or refunded tickets', async () => {
    const anna = await playerIdOf(t.app.db, 'annaferri');
    await fundPlayer(t.app.db, anna, 100_000);
    expect((await findPlayerById(t.app.db, anna))!.fidelity).toBe(false);
    const window = nextWindow();
    await settledTicket(t.app.db, anna, 1_250, window.inside, 'lost');
    await settledTicket(t.app.db, anna, 1_000, window.inside, 'won');
    await settledTicket(t.app.db, anna, 5_000, window.inside, 'void');
    await settledTicket(t.app.db, anna, 7_000, window.inside, 'open');
    // Decided just after the window: the next window's.
    await settledTicket(t.app.db, anna, 3_000, window.end, 'lost');
    await casinoRounds(t.app.db, anna, [1_000, 1_500], window.inside);
    expect(
      (await playVolumesBetween(t.app.db, window.start, window.end)).find((v) => v.playerId === anna),
    ).toEqual({ playerId: anna, sportStake: 2_250, casinoBet: 2_500 });

    // Not closed yet: nothing.
    await processClosedWindows(t.app.db, window.inside);
    expect(await movementsOf(anna)).toEqual([]);

    const summary = await processClosedWindows(t.app.db, window.after);
    expect(summary.windows).toBeGreaterThan(0);
    const [movement] = await movementsOf(anna);
    expect(movement).toMatchObject({ points: 22 + 5, cause: 'play', convertible: true });
    expect(movement!.description).toContain('Scommesse');
    expect((await findPlayerById(t.app.db, anna))!.fidelity).toBe(true);
    expect(
      await t.app.db.select().from(rankingProfiles).where(eq(rankingProfiles.playerId, anna)),
    ).toHaveLength(1);

    // Twice, or with the lock: nothing more.
    expect(await processClosedWindows(t.app.db, window.after)).toEqual({ windows: 0, players: 0, points: 0 });
    expect(await updateRanking(t.app.database, window.after)).toEqual({ windows: 0, players: 0, points: 0 });
    expect(await pointsTotal(anna)).toBe(27);

    // The next window holds the ticket decided at its start.
    const next = nextWindow();
    expect(next.start).toEqual(window.end);
    await processClosedWindows(t.app.db, next.after);
    expect(await pointsTotal(anna)).toBe(57);
    const statement = await rankingStatement(t.app.db, anna, next.after);
    expect(statement!.Punti.map((run) => run.Points)).toEqual([30, 27]);
    expect(statement!.Movimenti[0]).toMatchObject({ CausaleDescription: RANKING_CAUSES.play, Points: 30 });
  });

  it('credits once when runs race (on PostgreSQL, two transactions at once)', async () => {
    const giada = await playerIdOf(t.app.db, 'giadamartini');
    const window = nextWindow();
    await settledTicket(t.app.db, giada, 4_000, window.inside);
    const runs = await Promise.all([
      processClosedWindows(t.app.db, window.after),
      processClosedWindows(t.app.db, window.after),
      processClosedWindows(t.app.db, window.after),
    ]);
    expect(runs.reduce((sum, run) => sum + run.points, 0)).toBe(40);
    expect(await pointsTotal(giada)).toBe(40);
    const [row] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(rankingRuns)
      .where(eq(rankingRuns.windowStart, window.start));
    expect(row!.count).toBe(1);
  });

  it('runs once across instances: a run while another holds the lock is skipped', async () => {
    const window = nextWindow();
    let inner: unknown = 'not run';
    const outer = await t.app.database.runExclusive(7_310_010, async () => {
      inner = await updateRanking(t.app.database, window.after);
      return 'held';
    });
    expect(outer).toEqual({ ran: true, value: 'held' });
    // PGlite is one process (the lock always runs); PostgreSQL's second session is refused.
    if (TEST_DB_DRIVER === 'postgres') expect(inner).toBeNull();
    else expect(inner).not.toBeNull();
  });

  it('catches up the windows a stopped job missed, a bounded number per run', async () => {
    const [last] = await t.app.db
      .select({ end: rankingRuns.windowEnd })
      .from(rankingRuns)
      .orderBy(sql`${rankingRuns.windowStart} desc`)
      .limit(1);
    let window = windowOf(last!.end);
    for (let n = 0; n < 70; n++) window = windowOf(window.end);
    const first = await processClosedWindows(t.app.db, window.start);
    expect(first.windows).toBe(60);
    const second = await processClosedWindows(t.app.db, window.start);
    expect(second.windows).toBe(10);
  });
});
