import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import {
  RANKING,
  RANKING_CODE,
  RANKING_DEPOSIT_ACTIVATOR,
  RANKING_MESSAGES,
  RANKING_TEXTS,
  type RankingData,
} from '@conto-gioco/shared/ranking';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { fundPlayer, playerIdOf } from '../../testing/payments.ts';
import { setAccountState } from '../auth/players.ts';
import { bonusCoupons } from '../bonuses/schema.ts';
import { rankingConversions, rankingConversionUses, rankingMovements } from './schema.ts';
import { maskNickname } from './service.ts';
import { earnPoints } from './testing.ts';

/* The fidelity ranking's calls (money.md §7 'Ranking', issue 19) over HTTP. */

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const conversionIds: Record<string, number> = {};

const PLAYERS = ['lorenzogalli', 'mariorossi', 'tommasoferri', 'giadamartini', 'ilariabruno'] as const;
type Name = (typeof PLAYERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of PLAYERS) {
    tokens[name] = await tokenOf(t.app, name);
    ids[name] = await playerIdOf(t.app.db, name);
  }
  for (const row of await t.app.db.select().from(rankingConversions)) conversionIds[row.code] = row.id;
}, 120_000);
afterAll(() => t?.close());
afterEach(async () => {
  await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
});

const statement = async (name: Name) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Player/RankingEstrattoConto',
    headers: bearer(tokens[name]!),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    ResponseCode: number;
    ResponseMessage: string;
    ResponseData: RankingData | null;
  };
};
const post = async (path: string, name: Name, payload: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/Player/${path}`,
    payload,
    headers: { ...bearer(tokens[name]!), 'content-type': 'application/json' },
  });
  return { status: response.statusCode, body: response.json() };
};
const convert = (name: Name, code: string) =>
  post('RankingConvertPoints', name, JSON.stringify(String(conversionIds[code])));
const buyPromo = (name: Name, code: string) =>
  post('RankingBuyPromoActivation', name, JSON.stringify(String(conversionIds[code])));
const redeem = async (name: Name, code: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Player/Redeem_PuntiRankingCodiceUnico?code=${encodeURIComponent(code)}`,
    headers: bearer(tokens[name]!),
  });
  return { status: response.statusCode, body: response.json() };
};
const available = async (name: Name) => (await statement(name)).ResponseData!.SaldoDisponibile;
const movementCount = async (name: Name) =>
  (await t.app.db.select().from(rankingMovements).where(eq(rankingMovements.playerId, ids[name]!))).length;

describe(`ranking calls (${TEST_DB_DRIVER})`, () => {
  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/api/Player/RankingEstrattoConto'],
      ['POST', '/api/Player/RankingConvertPoints'],
      ['POST', '/api/Player/RankingBuyPromoActivation'],
      ['GET', '/api/Player/Redeem_PuntiRankingCodiceUnico?code=X'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? '"1"' : undefined });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers null data and NO_FIDELITY without a fidelity profile, and refuses its conversions', async () => {
    expect(await statement('giadamartini')).toEqual({
      ResponseCode: RANKING_CODE.NO_FIDELITY,
      ResponseMessage: RANKING_MESSAGES.noFidelity,
      ResponseData: null,
    });
    expect((await convert('giadamartini', 'COUPON-SPORT-5')).body).toMatchObject({
      ResponseCode: RANKING_CODE.NO_FIDELITY,
      ResponseData: null,
    });
    expect((await redeem('giadamartini', 'RKAAAAAAAAAA')).body.ResponseCode).toBe(RANKING_CODE.NO_FIDELITY);
  });

  it("shows the seeded player's points, runs, catalogue and leaderboard", async () => {
    const { ResponseCode, ResponseData: data } = await statement('lorenzogalli');
    expect(ResponseCode).toBe(0);
    expect(data).toMatchObject({
      SaldoGenerale: 1_520,
      SaldoDisponibile: 1_520,
      TotalePunti: 1_520,
      TotalePuntiDaMovimentazione: 1_520,
      BonusDepositoValidoAl: null,
    });
    expect(data!.Punti.reduce((sum, run) => sum + run.Points, 0)).toBe(1_520);
    expect(data!.Movimenti.every((movement) => movement.Convertibile && movement.Points > 0)).toBe(true);
    expect(data!.UltimoAggiornamento).not.toBeNull();
    const kinds = data!.ConversioniDisponibili.map((c) => ({
      name: c.BonusName,
      points: c.PointsToConvert,
      value: c.BonusValue,
      can: c.CanConvert,
      flags: [c.IsConversione, c.IsTicketPromo, c.IsCodiceUnico, c.IsBonusDeposito],
    }));
    expect(kinds).toEqual([
      { name: 'Coupon Sport 5 €', points: 500, value: 500, can: true, flags: [true, false, false, false] },
      {
        name: 'Coupon Casinò 10 €',
        points: 900,
        value: 1_000,
        can: true,
        flags: [true, false, false, false],
      },
      {
        name: 'Scommessa gratuita 5 €',
        points: 400,
        value: 500,
        can: true,
        flags: [false, true, false, false],
      },
      {
        name: 'Bonus Deposito 20 €',
        points: 1_200,
        value: 2_000,
        can: true,
        flags: [false, false, true, false],
      },
    ]);
    const me = data!.Classifica.find((row) => row.IsMe);
    expect(me).toMatchObject({ Nickname: 'lorenzogalli' });
    expect(data!.Classifica.filter((row) => !row.IsMe).every((row) => row.Nickname.includes('•••'))).toBe(
      true,
    );
    expect(data!.Classifica.length).toBeLessThanOrEqual(RANKING.leaderboardSize + 1);
    expect(maskNickname('mariorossi')).toBe('ma•••si');
  });

  it('shows gift points as not convertible: they count in the balance but buy nothing', async () => {
    const data = (await statement('mariorossi')).ResponseData!;
    expect(data).toMatchObject({ SaldoGenerale: 300, SaldoDisponibile: 0, TotalePuntiDaMovimentazione: 0 });
    expect(data.Movimenti).toEqual([expect.objectContaining({ Convertibile: false, Points: 300 })]);
    expect(data.ConversioniDisponibili.every((c) => !c.CanConvert)).toBe(true);
    expect((await buyPromo('mariorossi', 'PROMO-FREEBET-5')).body).toEqual({
      ResponseCode: RANKING_CODE.NOT_ENOUGH_POINTS,
      ResponseMessage: RANKING_MESSAGES.notEnoughPoints,
      ResponseData: null,
    });
  });

  it('converts points into a coupon of the bonuses module, in one go', async () => {
    const before = await available('lorenzogalli');
    const converted = await convert('lorenzogalli', 'COUPON-SPORT-5');
    expect(converted.status).toBe(200);
    expect(converted.body.ResponseCode).toBe(0);
    const code = converted.body.ResponseData as string;
    expect(converted.body.ResponseMessage).toBe(RANKING_TEXTS.conversionOk.replace('{code}', code));
    const [coupon] = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.code, code));
    expect(coupon).toMatchObject({
      playerId: ids.lorenzogalli,
      source: 'RANKING',
      amount: 500,
      usedAt: null,
    });
    const data = (await statement('lorenzogalli')).ResponseData!;
    expect(data.SaldoDisponibile).toBe(before - 500);
    expect(data.SaldoGenerale).toBe(1_520 - 500);
    expect(data.Movimenti[0]).toMatchObject({ Points: -500, CausaleDescription: 'Conversione punti' });
    expect(data.Movimenti[0]!.Description).toContain(code);
    // The coupon is the player's to redeem like a promo code.
    const redeemed = await t.app.inject({
      method: 'GET',
      url: `/api/BetPlay/RedeemBonus?bonusCode=${code}`,
      headers: bearer(tokens.lorenzogalli!),
    });
    expect(redeemed.json().ResponseCode).toBe(0);
  });

  it('refuses a conversion of the other call, an unknown one and a bad body, changing nothing', async () => {
    const before = await movementCount('lorenzogalli');
    expect((await convert('lorenzogalli', 'PROMO-FREEBET-5')).body.ResponseCode).toBe(
      RANKING_CODE.CONVERSION_NOT_FOUND,
    );
    expect((await buyPromo('lorenzogalli', 'COUPON-SPORT-5')).body.ResponseCode).toBe(
      RANKING_CODE.CONVERSION_NOT_FOUND,
    );
    expect((await post('RankingConvertPoints', 'lorenzogalli', '"999999"')).body).toEqual({
      ResponseCode: RANKING_CODE.CONVERSION_NOT_FOUND,
      ResponseMessage: RANKING_MESSAGES.conversionNotFound,
      ResponseData: null,
    });
    for (const payload of [
      String(conversionIds['COUPON-SPORT-5']),
      '"abc"',
      '"-1"',
      '"1.5"',
      '""',
      '{"id":"1"}',
    ])
      expect((await post('RankingConvertPoints', 'lorenzogalli', payload)).status).toBe(400);
    expect((await post('RankingBuyPromoActivation', 'lorenzogalli', '"x"')).status).toBe(400);
    expect(await movementCount('lorenzogalli')).toBe(before);
  });

  it('unlocks a ticket promo with RankingBuyPromoActivation, once a month', async () => {
    const bought = await buyPromo('lorenzogalli', 'PROMO-FREEBET-5');
    expect(bought.body).toEqual({
      ResponseCode: 0,
      ResponseMessage: RANKING_MESSAGES.promoUnlocked,
      ResponseData: null,
    });
    const [use] = await t.app.db
      .select()
      .from(rankingConversionUses)
      .where(eq(rankingConversionUses.conversionId, conversionIds['PROMO-FREEBET-5']!));
    const [coupon] = await t.app.db
      .select()
      .from(bonusCoupons)
      .where(eq(bonusCoupons.code, use!.couponCode!));
    const days = (coupon!.validTo.getTime() - coupon!.validFrom.getTime()) / 86_400_000;
    expect(days).toBe(RANKING.promoPlayableDays);
    const data = (await statement('lorenzogalli')).ResponseData!;
    expect(data.ConversioniDisponibili.find((c) => c.IsTicketPromo)!.CanConvert).toBe(false);
    expect((await buyPromo('lorenzogalli', 'PROMO-FREEBET-5')).body).toEqual({
      ResponseCode: RANKING_CODE.MONTHLY_LIMIT,
      ResponseMessage: RANKING_MESSAGES.monthlyLimit,
      ResponseData: null,
    });
  });

  it('turns a unique code into the deposit bonus, once, for its own player only', async () => {
    const tommaso = ids.tommasoferri!;
    await fundPlayer(t.app.db, tommaso, 200_000);
    await earnPoints(t.app.db, tommaso, 1_300);
    const converted = await convert('tommasoferri', 'CODICE-DEPOSITO-20');
    expect(converted.body.ResponseCode).toBe(0);
    const code = converted.body.ResponseData as string;
    expect(code).toMatch(/^RK[A-Z2-9]{10}$/);
    expect((await statement('tommasoferri')).ResponseData!.BonusDepositoValidoAl).toBeNull();

    // Someone else's code, or a wrong one, is not found.
    expect((await redeem('lorenzogalli', code)).body).toEqual({
      ResponseCode: RANKING_CODE.CODE_NOT_FOUND,
      ResponseMessage: RANKING_MESSAGES.codeNotFound,
      ResponseData: null,
    });
    expect((await redeem('tommasoferri', 'RKNONESISTE1')).body.ResponseCode).toBe(
      RANKING_CODE.CODE_NOT_FOUND,
    );
    expect((await redeem('tommasoferri', '')).status).toBe(400);

    const redeemed = await redeem('tommasoferri', code.toLowerCase());
    expect(redeemed.body).toEqual({
      ResponseCode: 0,
      ResponseMessage: RANKING_TEXTS.uniqueCodeOk,
      ResponseData: null,
    });
    const validUntil = (await statement('tommasoferri')).ResponseData!.BonusDepositoValidoAl;
    expect(Date.parse(validUntil!) - Date.now()).toBeGreaterThan(
      (RANKING_DEPOSIT_ACTIVATOR.days - 1) * 86_400_000,
    );
    const coupons = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, tommaso));
    expect(coupons).toEqual([
      expect.objectContaining({
        amount: 2_000,
        activatorTarget: RANKING_DEPOSIT_ACTIVATOR.target,
        source: 'RANKING',
      }),
    ]);
    expect((await redeem('tommasoferri', code)).body.ResponseCode).toBe(RANKING_CODE.CODE_NOT_FOUND);
  });

  it('lets one of two conversions at once spend the same points', async () => {
    const ilaria = ids.ilariabruno!;
    await fundPlayer(t.app.db, ilaria, 200_000);
    await earnPoints(t.app.db, ilaria, 700);
    const answers = await Promise.all([
      convert('ilariabruno', 'COUPON-SPORT-5'),
      convert('ilariabruno', 'COUPON-SPORT-5'),
    ]);
    expect(answers.map((answer) => answer.body.ResponseCode).sort()).toEqual(
      [RANKING_CODE.NOT_ENOUGH_POINTS, 0].sort(),
    );
    expect(await available('ilariabruno')).toBe(200);
    const coupons = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, ilaria));
    expect(coupons).toHaveLength(1);
  });

  it("ranks the month's points from play, masking the others' names", async () => {
    const board = (await statement('ilariabruno')).ResponseData!.Classifica;
    expect(board.map((row) => row.Posizione)).toEqual(board.map((_, index) => index + 1));
    const points = board.map((row) => row.Punti);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const me = board.findIndex((row) => row.IsMe);
    expect(board[me]).toMatchObject({ Nickname: 'ilariabruno', Punti: 700 });
    // tommasoferri earned 1,300 this month: above her, masked.
    const tommaso = board.findIndex((row) => row.Nickname === 'to•••ri');
    expect(tommaso).toBeGreaterThanOrEqual(0);
    expect(tommaso).toBeLessThan(me);
    expect(board.filter((row) => row.Nickname === 'tommasoferri')).toEqual([]);
  });

  it('applies the monthly value limit and hides a conversion past its date', async () => {
    const [limited] = await t.app.db
      .insert(rankingConversions)
      .values({
        code: 'TEST-VALUE-LIMIT',
        kind: 'coupon',
        name: 'Coupon di prova',
        offerTrigger: 'coupon:RANKING5',
        bonusValue: 500,
        pointsToConvert: 100,
        releaseMaxPerPlayerMonth: 3,
        releaseMaxAmountMonth: 800,
        position: 9,
      })
      .returning();
    const [expired] = await t.app.db
      .insert(rankingConversions)
      .values({
        code: 'TEST-EXPIRED',
        kind: 'coupon',
        name: 'Coupon scaduto',
        offerTrigger: 'coupon:RANKING5',
        bonusValue: 500,
        pointsToConvert: 100,
        releaseMaxPerPlayerMonth: 3,
        releaseMaxAmountMonth: 1_500,
        dateTo: new Date(Date.now() - 60_000),
      })
      .returning();
    const byId = (id: number) => post('RankingConvertPoints', 'lorenzogalli', JSON.stringify(String(id)));
    expect((await byId(limited!.id)).body.ResponseCode).toBe(0);
    // Uses left (1 of 3), but 500 + 500 would pass the month's 800.
    expect((await byId(limited!.id)).body.ResponseCode).toBe(RANKING_CODE.MONTHLY_LIMIT);
    expect((await byId(expired!.id)).body.ResponseCode).toBe(RANKING_CODE.CONVERSION_NOT_FOUND);
    const offered = (await statement('lorenzogalli')).ResponseData!.ConversioniDisponibili;
    expect(offered.find((c) => c.Id === limited!.id)!.CanConvert).toBe(false);
    expect(offered.find((c) => c.Id === expired!.id)).toBeUndefined();
    await t.app.db.delete(rankingConversions).where(eq(rankingConversions.id, expired!.id));
  });

  it('refuses conversions in withdraw-only mode and to self-excluded players', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect((await convert('lorenzogalli', 'COUPON-CASINO-10')).body).toEqual({
      ResponseCode: RANKING_CODE.NOT_ALLOWED,
      ResponseMessage: RANKING_MESSAGES.notAllowed,
      ResponseData: null,
    });
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    const before = await movementCount('ilariabruno');
    // Self-excluded: refused before the points are even counted (she has 200, not 500).
    await setAccountState(t.app.db, ids.ilariabruno!, ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION);
    expect((await convert('ilariabruno', 'COUPON-SPORT-5')).body.ResponseCode).toBe(RANKING_CODE.NOT_ALLOWED);
    expect(await movementCount('ilariabruno')).toBe(before);
    await setAccountState(t.app.db, ids.ilariabruno!, ACCOUNT_STATE.VALIDATED);
  });
});
