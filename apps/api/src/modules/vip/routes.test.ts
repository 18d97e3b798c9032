import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VIP_CODE, VIP_MESSAGES, VIP_PLATFORM, type VipLevelCard } from '@conto-gioco/shared/vip';
import { bearer, createTestApp, tokenOf, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { vipMovements, vipRechargeCards, vipRechargeRequests } from './schema.ts';
import { earnSportPoints } from './testing.ts';

/* The VIP Club's calls (money.md §7 'VIP', issue 20) over HTTP. */

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const cards: Record<string, number> = {};

const PLAYERS = [
  'lorenzogalli',
  'mariorossi',
  'tommasoferri',
  'federicamarchi',
  'giuliabianchi',
  'ilariabruno',
  'giadamartini',
] as const;
type Name = (typeof PLAYERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of PLAYERS) {
    tokens[name] = await tokenOf(t.app, name);
    ids[name] = await playerIdOf(t.app.db, name);
  }
  for (const row of await t.app.db.select().from(vipRechargeCards)) cards[row.code] = row.id;
}, 120_000);
afterAll(() => t?.close());
afterEach(async () => {
  await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
});

type Body<T> = { ResponseCode: number; ResponseMessage: string; ResponseData: T };
const get = async <T = unknown>(name: Name | null, url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Account/${url}`,
    headers: name ? bearer(tokens[name]!) : {},
  });
  return { status: response.statusCode, body: response.json() as Body<T> };
};
const post = async <T = unknown>(name: Name, url: string, payload: unknown) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/Account/${url}`,
    payload: JSON.stringify(payload),
    headers: { ...bearer(tokens[name]!), 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json() as Body<T> };
};
type Points = { punti: { PlatformType_Id: number; punti: number; SubscriptionId: number }[] };
const subscriptionOf = async (name: Name, platform: number) =>
  (await get<Points>(name, 'GetCompPoint')).body.ResponseData.punti.find(
    (row) => row.PlatformType_Id === platform,
  )!;
const recharge = (name: Name, code: string, subscriptionId: number) =>
  post<string | null>(name, 'VipRechargeRequest', { rechargeId: cards[code], subscriptionId });

describe('VIP request flow (§4)', () => {
  it('answers 0 with the level cards for an enrolled player (the seed: lorenzogalli, Silver by the real job)', async () => {
    const { body } = await get<VipLevelCard[]>('lorenzogalli', 'GetVIPProfileActive');
    expect(body.ResponseCode).toBe(VIP_CODE.OK);
    const sport = body.ResponseData.find((card) => card.PlatformType_Id === VIP_PLATFORM.SPORT)!;
    expect(sport).toMatchObject({ level: 'Silver', punti: 1_500, progress: 12 });
    expect(sport.levelDetail.map((level) => level.Name)).toEqual(['Silver', 'Gold']);
    const program = await get<VipLevelCard[]>('mariorossi', 'GetVIPProgram');
    expect(program.body.ResponseData.map((card) => [card.PlatformType_Name, card.level])).toEqual([
      ['Sport', 'Bronze'],
      ['Casinò', 'Bronze'],
    ]);
  });

  it('answers -1110 to a validated account with a deposit, not enrolled; VipPlayerApply enrols it (0)', async () => {
    const before = await get('tommasoferri', 'GetVIPProfileActive');
    expect(before.body).toEqual({
      ResponseCode: VIP_CODE.MAY_APPLY,
      ResponseMessage: VIP_MESSAGES.mayApply,
      ResponseData: null,
    });
    const applied = await post<VipLevelCard[]>('tommasoferri', 'VipPlayerApply', {});
    expect(applied.body.ResponseCode).toBe(VIP_CODE.OK);
    expect(applied.body.ResponseMessage).toBe(VIP_MESSAGES.applied);
    expect(applied.body.ResponseData).toHaveLength(2);
    expect((await get('tommasoferri', 'GetVIPProfileActive')).body.ResponseCode).toBe(VIP_CODE.OK);
  });

  it('answers -1112 without an approved deposit yet, and does not enrol', async () => {
    expect((await get('federicamarchi', 'GetVIPProfileActive')).body.ResponseCode).toBe(
      VIP_CODE.NOT_YET_ELIGIBLE,
    );
    const applied = await post('federicamarchi', 'VipPlayerApply', {});
    expect(applied.body).toMatchObject({ ResponseCode: VIP_CODE.NOT_YET_ELIGIBLE, ResponseData: null });
    expect((await get('federicamarchi', 'GetCompPoint')).body.ResponseCode).toBe(VIP_CODE.NOT_ENROLLED);
  });

  it('answers -1111 to an account not validated, and to anyone in withdraw-only mode', async () => {
    const provisional = await post('giuliabianchi', 'VipPlayerApply', {});
    expect(provisional.body).toMatchObject({ ResponseCode: VIP_CODE.NOT_ALLOWED, ResponseData: null });
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    for (const call of ['GetVIPProfileActive', 'GetCompPoint', 'GetVipProgramPromo'])
      expect((await get('lorenzogalli', call)).body).toMatchObject({
        ResponseCode: VIP_CODE.NOT_ALLOWED,
        ResponseData: null,
      });
  });

  it('answers 401 without a login', async () => {
    for (const call of [
      'GetVIPProfileActive',
      'GetCompPoint',
      'GetVipClubPoints',
      'GetListaRicariche?platformTypeId=1',
    ])
      expect((await get(null, call)).status).toBe(401);
  });
});

describe('points, rules, statement and promotions', () => {
  it('lists the point rules', async () => {
    const { body } = await get<{ Provider: string; Gioco: string; Importo_per_1_punto: number }[]>(
      'mariorossi',
      'GetVipClubPoints',
    );
    expect(body.ResponseData).toContainEqual({
      Provider: 'NetEnt',
      Gioco: 'Starburst',
      Importo_per_1_punto: 250,
    });
  });

  it('gives the points of each subscription and pages the statement by 5 with the running balance', async () => {
    await fundPlayer(t.app.db, ids.ilariabruno!, 100_000);
    expect((await post('ilariabruno', 'VipPlayerApply', {})).body.ResponseCode).toBe(VIP_CODE.OK);
    for (let n = 1; n <= 7; n++) await earnSportPoints(t.app.db, ids.ilariabruno!, 100);
    const sport = await subscriptionOf('ilariabruno', VIP_PLATFORM.SPORT);
    expect(sport.punti).toBe(700);
    type Page = { rows: { Points: number; RunningBalance: number; AmountPerPoint: number }[]; total: number };
    const page = (skip: number) =>
      get<Page>(
        'ilariabruno',
        `GetVIPProgramEstrattoConto?skip=${skip}&take=5&subscriptionId=${sport.SubscriptionId}&platformId=1`,
      );
    const first = (await page(0)).body.ResponseData;
    expect(first.total).toBe(7);
    expect(first.rows).toHaveLength(5);
    expect(first.rows[0]!.RunningBalance).toBe(700);
    expect(first.rows.map((row) => row.RunningBalance)).toEqual([700, 600, 500, 400, 300]);
    expect((await page(5)).body.ResponseData.rows.map((row) => row.RunningBalance)).toEqual([200, 100]);
    // Another player's subscription is not found.
    const other = await get(
      'mariorossi',
      `GetVIPProgramEstrattoConto?skip=0&take=5&subscriptionId=${sport.SubscriptionId}&platformId=1`,
    );
    expect(other.body).toMatchObject({ ResponseCode: VIP_CODE.NOT_ENROLLED, ResponseData: null });
  });

  it('shows the recharge cards as promotions', async () => {
    const { body } = await get<{ Name: string; Points: number }[]>('mariorossi', 'GetVipProgramPromo');
    expect(body.ResponseData.map((promo) => promo.Name)).toContain('Ricarica Sport 5 €');
  });
});

describe('VipRechargeRequest', () => {
  it('spends the points and grants the bonus, shown in EL_GetBonus and in the requests', async () => {
    const sport = await subscriptionOf('ilariabruno', VIP_PLATFORM.SPORT);
    const bonusesBefore = (await get<unknown[]>('ilariabruno', 'EL_GetBonus')).body.ResponseData.length;
    const list = await get<{ ricariche: { Id: number; CanApply: boolean }[] }>(
      'ilariabruno',
      'GetListaRicariche?platformTypeId=1',
    );
    expect(list.body.ResponseData.ricariche.find((card) => card.Id === cards['VIP-SPORT-5'])!.CanApply).toBe(
      true,
    );
    expect(list.body.ResponseData.ricariche.find((card) => card.Id === cards['VIP-SPORT-12'])!.CanApply).toBe(
      false,
    );
    const done = await recharge('ilariabruno', 'VIP-SPORT-5', sport.SubscriptionId);
    expect(done.body.ResponseCode).toBe(0);
    expect(done.body.ResponseMessage).toBe(VIP_MESSAGES.rechargeOk);
    expect((await subscriptionOf('ilariabruno', VIP_PLATFORM.SPORT)).punti).toBe(200);
    const bonuses = (await get<{ importo: number }[]>('ilariabruno', 'EL_GetBonus')).body.ResponseData;
    expect(bonuses.length).toBe(bonusesBefore + 1);
    expect(bonuses.some((bonus) => bonus.importo === 500)).toBe(true);
    const after = await get<{ richieste: { CouponCode: string; State: string }[] }>(
      'ilariabruno',
      'GetListaRicariche?platformTypeId=1',
    );
    expect(after.body.ResponseData.richieste[0]).toMatchObject({
      CouponCode: done.body.ResponseData,
      State: 'Erogata',
    });
  });

  it('refuses without enough points, an unknown card, a card of the other platform, another subscription', async () => {
    const sport = await subscriptionOf('ilariabruno', VIP_PLATFORM.SPORT);
    const mario = await subscriptionOf('mariorossi', VIP_PLATFORM.SPORT);
    expect((await recharge('ilariabruno', 'VIP-SPORT-5', sport.SubscriptionId)).body.ResponseCode).toBe(
      VIP_CODE.NOT_ENOUGH_POINTS,
    );
    expect((await recharge('ilariabruno', 'VIP-CASINO-10', sport.SubscriptionId)).body.ResponseCode).toBe(
      VIP_CODE.CARD_NOT_FOUND,
    );
    expect(
      (
        await post('ilariabruno', 'VipRechargeRequest', {
          rechargeId: 999_999,
          subscriptionId: sport.SubscriptionId,
        })
      ).body.ResponseCode,
    ).toBe(VIP_CODE.CARD_NOT_FOUND);
    expect((await recharge('ilariabruno', 'VIP-SPORT-5', mario.SubscriptionId)).body.ResponseCode).toBe(
      VIP_CODE.NOT_ENROLLED,
    );
    expect((await subscriptionOf('ilariabruno', VIP_PLATFORM.SPORT)).punti).toBe(200);
  });

  it('refuses in withdraw-only mode and changes nothing', async () => {
    const sport = await subscriptionOf('lorenzogalli', VIP_PLATFORM.SPORT);
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect((await recharge('lorenzogalli', 'VIP-SPORT-5', sport.SubscriptionId)).body.ResponseCode).toBe(
      VIP_CODE.NOT_ALLOWED,
    );
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    expect((await subscriptionOf('lorenzogalli', VIP_PLATFORM.SPORT)).punti).toBe(1_500);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const sport = await subscriptionOf('lorenzogalli', VIP_PLATFORM.SPORT);
    for (const payload of [
      { rechargeId: 'abc', subscriptionId: sport.SubscriptionId },
      { rechargeId: 1 },
      {},
    ])
      expect((await post('lorenzogalli', 'VipRechargeRequest', payload)).status).toBe(400);
    expect((await get('lorenzogalli', 'GetListaRicariche?platformTypeId=7')).status).toBe(400);
    expect(
      (await get('lorenzogalli', 'GetVIPProgramEstrattoConto?skip=-1&subscriptionId=1&platformId=1')).status,
    ).toBe(400);
    const requests = await t.app.db
      .select()
      .from(vipRechargeRequests)
      .where(eq(vipRechargeRequests.playerId, ids.lorenzogalli!));
    expect(requests).toHaveLength(0);
  });

  it('grants one of two recharges at once when the points pay for one', async () => {
    await fundPlayer(t.app.db, ids.giadamartini!, 100_000);
    await post('giadamartini', 'VipPlayerApply', {});
    await earnSportPoints(t.app.db, ids.giadamartini!, 500);
    const sport = await subscriptionOf('giadamartini', VIP_PLATFORM.SPORT);
    const answers = await Promise.all([
      recharge('giadamartini', 'VIP-SPORT-5', sport.SubscriptionId),
      recharge('giadamartini', 'VIP-SPORT-5', sport.SubscriptionId),
    ]);
    expect(answers.map((answer) => answer.body.ResponseCode).sort()).toEqual(
      [VIP_CODE.NOT_ENOUGH_POINTS, 0].sort(),
    );
    expect((await subscriptionOf('giadamartini', VIP_PLATFORM.SPORT)).punti).toBe(0);
    const spent = await t.app.db.select().from(vipMovements).where(eq(vipMovements.cause, 'recharge'));
    expect(spent.filter((row) => row.playerId === ids.giadamartini)).toHaveLength(1);
  });
});
