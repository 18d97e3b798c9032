import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VIP_PLATFORM } from '@conto-gioco/shared/vip';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { enrolInVip } from './catalogue.ts';
import { processClosedVipWindows, ruleOf, updateVipPoints } from './job.ts';
import { vipMovements, vipPointRules, vipRuns } from './schema.ts';
import { levelCards } from './service.ts';
import { casinoRounds, nextVipWindow, settledTicket } from './testing.ts';

/* The comp points job (issue 20) with a fixed clock: windows close, points once. */

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['giadamartini', 'ilariabruno', 'tommasoferri']) {
    ids[name] = await playerIdOf(t.app.db, name);
    await fundPlayer(t.app.db, ids[name], 500_000);
  }
  await enrolInVip(t.app.db, ids.giadamartini!);
  await enrolInVip(t.app.db, ids.tommasoferri!);
}, 120_000);
afterAll(() => t?.close());

const movementsOf = (playerId: number) =>
  t.app.db.select().from(vipMovements).where(eq(vipMovements.playerId, playerId));

describe('the VIP points job', () => {
  it('credits a window once it closes, by the point rules, only to enrolled players', async () => {
    const window = nextVipWindow();
    await settledTicket(t.app.db, ids.giadamartini!, 12_345, window.inside);
    await settledTicket(t.app.db, ids.ilariabruno!, 10_000, window.inside);
    // Starburst on NetEnt: 2,50 € a point; another NetEnt game: the casino's 5 €.
    await casinoRounds(t.app.db, ids.giadamartini!, [1_000, 1_500], window.inside);
    // Before the window closes nothing is credited.
    await processClosedVipWindows(t.app.db, new Date(window.end.getTime() - 1));
    expect(await movementsOf(ids.giadamartini!)).toHaveLength(0);
    await processClosedVipWindows(t.app.db, window.after);
    const rows = await movementsOf(ids.giadamartini!);
    expect(rows.map((row) => [row.points, row.amountPerPoint]).sort()).toEqual([
      [10, 250],
      [123, 100],
    ]);
    // ilariabruno played but is not enrolled.
    expect(await movementsOf(ids.ilariabruno!)).toHaveLength(0);
  });

  it('credits a window once when run twice or on two instances at once', async () => {
    const window = nextVipWindow();
    await settledTicket(t.app.db, ids.tommasoferri!, 5_000, window.inside);
    const runs = await Promise.all([
      updateVipPoints(t.database, window.after),
      updateVipPoints(t.database, window.after),
    ]);
    await processClosedVipWindows(t.app.db, window.after);
    expect(runs.some((run) => run !== null)).toBe(true);
    const rows = await movementsOf(ids.tommasoferri!);
    expect(rows.filter((row) => row.points === 50)).toHaveLength(1);
    const windows = await t.app.db.select().from(vipRuns).where(eq(vipRuns.windowStart, window.start));
    expect(windows).toHaveLength(1);
  });

  it('picks the most specific rule: provider and game, then provider, then any', async () => {
    const rules = await t.app.db.select().from(vipPointRules);
    expect(ruleOf(rules, VIP_PLATFORM.CASINO, 'NetEnt', 'Starburst')?.centsPerPoint).toBe(250);
    expect(ruleOf(rules, VIP_PLATFORM.CASINO, 'Novomatic', 'Book of Ra')?.centsPerPoint).toBe(400);
    expect(ruleOf(rules, VIP_PLATFORM.CASINO, 'Other', 'Game')?.centsPerPoint).toBe(500);
    expect(ruleOf(rules, VIP_PLATFORM.SPORT, '', '')?.centsPerPoint).toBe(100);
  });

  it('sets the level by the points of the last 12 months, with the progress to the next', async () => {
    const window = nextVipWindow();
    // 1,500 points: Silver (1,000), 500 of the 4,000 to Gold (5,000): 12 %.
    for (let n = 0; n < 5; n++) await settledTicket(t.app.db, ids.tommasoferri!, 29_000, window.inside);
    await processClosedVipWindows(t.app.db, window.after);
    const [sport] = await levelCards(t.app.db, ids.tommasoferri!, window.after);
    expect(sport).toMatchObject({
      PlatformType_Id: VIP_PLATFORM.SPORT,
      level: 'Silver',
      punti: 1_500,
      progress: 12,
      levelDetail: [
        { Name: 'Silver', Points: 1_000 },
        { Name: 'Gold', Points: 5_000 },
      ],
    });
    // Thirteen months on, those points no longer count: Bronze.
    const later = new Date(window.after.getTime() + 400 * 86_400_000);
    expect((await levelCards(t.app.db, ids.tommasoferri!, later))[0]).toMatchObject({
      level: 'Bronze',
      punti: 0,
    });
  });
});
