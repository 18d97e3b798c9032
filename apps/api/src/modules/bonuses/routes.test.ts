import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BONUS_CODE,
  BONUS_FAMILY,
  BONUS_MESSAGES,
  BONUS_TYPE,
  type BonusItem,
} from '@conto-gioco/shared/bonuses';
import { formatCents } from '@conto-gioco/shared/money';
import { COUPON_TEXTS, type PromoBonusList, type PromoWithCoupons } from '@conto-gioco/shared/promotions';
import { formatRomeDateTime } from '@conto-gioco/shared/rome-time';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { playerIdOf } from '../../testing/payments.ts';
import { newFundedPlayer } from '../../testing/players.ts';
import { players } from '../auth/schema.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { bonusCoupons } from './schema.ts';
import { addMissingOffers, issueCoupon, type BonusCoupon } from './service.ts';

/* The bonus calls (money.md §7 'Bonuses', issue 19) over HTTP, with their modules and refusals. */

let t: TestApp;
let mario: string;
let anna: string;

beforeAll(async () => {
  t = await createTestApp();
  mario = await tokenOf(t.app, 'mariorossi');
  anna = await tokenOf(t.app, 'ilariabruno');
}, 120_000);
afterAll(() => t?.close());
afterEach(async () => {
  for (const [name, value] of [
    ['ConsentiSoloPrelievo', 'false'],
    ['BonusFunCasino_Attivo', 'true'],
    ['BonusFreeSpin_Attivo', 'true'],
    ['UserCanCancelFunBonus', 'true'],
  ] as const)
    await t.app.siteConfig.set(name, value);
});

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const items = async (url: string, token: string) =>
  (await get(url, token)).body.ResponseData as BonusItem[] | null;

describe(`bonus calls (${TEST_DB_DRIVER})`, () => {
  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Account/EL_GetBonus' });
    expect(response.statusCode).toBe(401);
  });

  it('redeems a code once and lists the bonus with its terms and progress', async () => {
    expect(await items('/api/Account/EL_GetBonus', mario)).toEqual([]);
    const marioId = await playerIdOf(t.app.db, 'mariorossi');
    const before = (await playerBalances(t.app.db, marioId)).bonus;
    const redeemed = await get('/api/BetPlay/RedeemBonus?bonusCode=benvenuto', mario);
    expect(redeemed.body).toEqual({
      ResponseCode: 0,
      ResponseMessage: 'Bonus riscattato correttamente.',
      ResponseData: { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 1 } } } },
    });
    expect((await playerBalances(t.app.db, marioId)).bonus).toBe(before + 1000);
    const [bonus] = (await items('/api/Account/EL_GetBonus', mario))!;
    expect(bonus).toMatchObject({
      type: 'real',
      descrizione: 'Bonus di benvenuto Sport',
      siglapromo: 'BENVENUTO',
      importo: 1000,
      importoResiduo: 1000,
      importoGiocato: 0,
      importoDaGiocare: 3000,
      famiglia: 1,
      gioco: 0,
      json_raccolta: { min_eve: 3, max_eve: null, min_odd: 150, tot_odd: null, live: false, prematch: true },
      min_bet: 100,
      ShowButtonAddToCart: true,
      Expired: false,
      stato: 'active',
    });
    expect(bonus!.dataFineRaccolta).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // Not a fun bonus, and not another player's.
    expect(await items('/api/Account/EL_GetAllFunBonus', mario)).toEqual([]);
    expect(await items('/api/Account/EL_GetBonus', anna)).toEqual([]);

    const again = await get('/api/BetPlay/RedeemBonus?bonusCode=BENVENUTO', mario);
    expect(again.body).toMatchObject({
      ResponseCode: BONUS_CODE.ALREADY_REDEEMED,
      ResponseMessage: BONUS_MESSAGES.alreadyRedeemed,
      ResponseData: null,
    });
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=NONESISTE', mario)).body).toMatchObject({
      ResponseCode: BONUS_CODE.NOT_FOUND,
      ResponseMessage: BONUS_MESSAGES.notFound,
    });
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=', mario)).status).toBe(400);

    const reactive = await get('/api/Account/EL_GetUserBonusReactive', mario);
    expect(JSON.parse(reactive.body.ResponseData)).toEqual(await items('/api/Account/EL_GetBonus', mario));
  });

  it('lists fun bonuses under their module, and cancels one only where the site lets players', async () => {
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=CASINO10', anna)).body.ResponseCode).toBe(0);
    const [fun] = (await items('/api/Account/EL_GetAllFunBonus', anna))!;
    expect(fun).toMatchObject({
      type: 'funbonus',
      famiglia: 6,
      gioco: 2,
      importoResiduo: 1000,
      max_bet: 500,
    });
    expect(await items('/api/Account/EL_GetAllFreeSpin', anna)).toEqual([]);
    await t.app.siteConfig.set('BonusFunCasino_Attivo', 'false');
    expect(await items('/api/Account/EL_GetAllFunBonus', anna)).toBeNull();

    await t.app.siteConfig.set('UserCanCancelFunBonus', 'false');
    const off = await get(`/api/Account/EL_CancelFunBonus?bonusId=${fun!.id}`, anna);
    expect(off.body.ResponseCode).toBe(BONUS_CODE.NOT_CANCELLABLE);
    await t.app.siteConfig.set('UserCanCancelFunBonus', 'true');
    expect((await get(`/api/Account/EL_CancelFunBonus?bonusId=${fun!.id}`, mario)).body.ResponseCode).toBe(
      BONUS_CODE.NOT_CANCELLABLE,
    );
    const cancelled = await get(`/api/Account/EL_CancelFunBonus?bonusId=${fun!.id}`, anna);
    expect(cancelled.body).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: { esitoDb: { returnCode: 0 } },
    });
    expect((await playerBalances(t.app.db, await playerIdOf(t.app.db, 'ilariabruno'))).bonus).toBe(0);
    const all = JSON.parse(
      (await get('/api/Account/EL_GetUserBonusReactive', anna)).body.ResponseData,
    ) as BonusItem[];
    expect(all).toEqual([expect.objectContaining({ id: fun!.id, stato: 'cancelled', importoResiduo: 0 })]);
    expect((await get('/api/Account/EL_CancelFunBonus?bonusId=abc', anna)).status).toBe(400);
  });

  it('lists free spins with their spins and free bets under BonusFreeSpin_Attivo', async () => {
    const { id, token } = await newLoggedInPlayer();
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=GIRI10', token)).body.ResponseCode).toBe(0);
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=FREEBET5', token)).body.ResponseCode).toBe(0);
    expect(await playerBalances(t.app.db, id)).toMatchObject({ cash: 10_000, bonus: 1_000 });
    const [spins] = (await items('/api/Account/EL_GetAllFreeSpin', token))!;
    expect(spins).toMatchObject({ type: 'freespin', famiglia: 6, nSpin: 10, nSpinGiocati: 0, min_bet: 50 });
    expect(spins!.listaGiochi).toEqual(['Frutti di Prova', 'Tesoro del Faraone']);
    const [freeBet] = (await items('/api/Account/EL_GetAllFreeBet', token))!;
    expect(freeBet).toMatchObject({ type: 'freebet', famiglia: 1, importo: 500, nSpin: 0 });
    await t.app.siteConfig.set('BonusFreeSpin_Attivo', 'false');
    expect(await items('/api/Account/EL_GetAllFreeSpin', token)).toBeNull();
    expect(await items('/api/Account/EL_GetAllFreeBet', token)).toBeNull();
  });

  it('hides bonuses and grants none in withdraw-only mode', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect(await items('/api/Account/EL_GetBonus', mario)).toBeNull();
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=CASINO10', mario)).body.ResponseCode).toBe(
      BONUS_CODE.NOT_ALLOWED,
    );
  });
});

const DAY_MS = 86_400_000;
/** 'DD/MM/YYYY HH:mm' in Rome, as the coupon texts show dates. */
const shown = (at: Date) => formatRomeDateTime(at).replace(', ', ' ');
const LIST = '/api/BetPlay/V3_GetPromoBonusList';

const list = async (token: string, payload: object = {}) => {
  const response = await t.app.inject({ method: 'POST', url: LIST, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json() };
};
const promosOf = async (token: string, payload: object = {}) =>
  (await list(token, payload)).body.ResponseData as PromoBonusList;

/** A new player of this test, logged in. */
async function newLoggedInPlayer() {
  const id = await newFundedPlayer(t.app.db, 10_000);
  const [row] = await t.app.db.select({ username: players.username }).from(players).where(eq(players.id, id));
  return { id, token: await tokenOf(t.app, row!.username) };
}

describe(`POST api/BetPlay/V3_GetPromoBonusList (${TEST_DB_DRIVER})`, () => {
  it("answers the seeded player's promotions with each coupon's colour, text and state", async () => {
    const sara = await tokenOf(t.app, 'saramarino');
    const saraId = await playerIdOf(t.app.db, 'saramarino');
    const coupons = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, saraId));
    const byKey = (key: string) => coupons.find((c) => c.issueKey === `seed:saramarino:${key}`)!;
    const data = await promosOf(sara);
    const promo = (name: string) => data.Promos.find((p) => p.Bonus.Name === name)!;
    const couponOf = (coupon: BonusCoupon) =>
      data.Promos.flatMap((p) => p.Coupons).find((c) => c.BonusCode === coupon.code)!;

    const usable = byKey('usable');
    expect(couponOf(usable)).toMatchObject({
      SourceBonusCode: 'WELCOME-CASINO',
      BonusValue: 500,
      RemainingBonusValue: 500,
      BonusCondOk: true,
      Scaduto: false,
      AttivatoreSbloccato: true,
      UsedDate: null,
      ui: {
        AlertColor: 'verde',
        ShowValidFrom: false,
        AlertText: COUPON_TEXTS.usableUntil.replace('{date}', shown(usable.validTo)),
        DestPostRedeem: '/account/promozioni-bonus/fun-bonus',
      },
    });
    expect(promo('Fun Bonus Casinò di benvenuto').Bonus).toMatchObject({
      Id_ELBonusGiochi: 8,
      IsBonusSport: false,
      Code: null,
      State: 'ok',
    });

    const tomorrow = byKey('tomorrow');
    expect(couponOf(tomorrow)).toMatchObject({
      BonusCondOk: false,
      ui: {
        AlertColor: 'giallo',
        ShowValidFrom: true,
        AlertText: COUPON_TEXTS.validFrom.replace('{date}', shown(tomorrow.validFrom)),
        DestPostRedeem: '/account/promozioni-bonus/real-bonus',
      },
    });
    expect(promo('Coupon Casinò 10 €').Bonus).toMatchObject({ Id_ELBonusGiochi: 9, State: 'wait' });

    const expired = byKey('expired');
    const used = byKey('used');
    expect(couponOf(expired)).toMatchObject({
      Scaduto: true,
      RemainingBonusValue: 0,
      ui: { AlertColor: 'rosso', AlertText: COUPON_TEXTS.expired.replace('{date}', shown(expired.validTo)) },
    });
    expect(couponOf(used)).toMatchObject({
      Scaduto: false,
      UsedDate: used.usedAt!.toISOString(),
      ui: { AlertColor: 'rosso', AlertText: COUPON_TEXTS.used.replace('{date}', shown(used.usedAt!)) },
    });
    // Both of the ranking's 5 € coupons are closed: the promotion is ko.
    expect(promo('Coupon Sport 5 €')).toMatchObject({
      Bonus: { Id_ELBonusGiochi: 9, State: 'ko', IsBonusSport: true },
      Coupons: [expect.anything(), expect.anything()],
    });

    const locked = byKey('activator');
    expect(couponOf(locked)).toMatchObject({
      AttivatoreSbloccato: false,
      ExpirationDateTopUpTargetBonusAttivatore: locked.unlockBy!.toISOString(),
      BonusCondOk: false,
      ui: {
        AlertColor: 'giallo',
        ShowValidFrom: false,
        AlertText: COUPON_TEXTS.activatorPending
          .replace('{amount}', formatCents(5_000))
          .replace('{date}', shown(locked.unlockBy!)),
      },
    });
    expect(promo('Bonus Ricarica 20 €')).toMatchObject({
      Bonus: { Id_ELBonusGiochi: 1, State: 'wait' },
      Attivatore: { TargetValue: 5_000, Description: expect.stringContaining(formatCents(5_000)) },
    });

    // The public codes: redeemable (ok) until redeemed (ko).
    expect(promo('Bonus di benvenuto Sport').Bonus).toMatchObject({ Code: 'BENVENUTO', State: 'ok' });
    expect(data.TotalBonusValue).toBe(500);
    expect(data.TotalFreeSpinValue).toBe(0);
    expect(data.Total).toBe(data.Promos.length);
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=BENVENUTO', sara)).body.ResponseCode).toBe(0);
    expect((await promosOf(sara)).Promos.find((p) => p.Bonus.Code === 'BENVENUTO')!.Bonus.State).toBe('ko');
  });

  it('sorts by DateTo (descending by default), pages by Skip and Take, and filters by period', async () => {
    const { id, token } = await newLoggedInPlayer();
    const now = Date.now();
    const issue = (offerTrigger: string, source: string, validFrom: number, validDays: number) =>
      issueCoupon(t.app.db, {
        playerId: id,
        offerTrigger,
        source,
        issueKey: `routes:${id}:${offerTrigger}:${source}`,
        validFrom: new Date(validFrom),
        validDays,
      });
    await issue('coupon:RANKING5', 'RANKING', now, 10);
    await issue('coupon:RANKING5', 'VIP', now, 20);
    await issue('coupon:RICARICA20', 'RICARICA20', now - 5 * DAY_MS, 7);
    // The public codes are open-ended: after every date.
    const ends = (promos: PromoWithCoupons[]) =>
      promos.map((p) => `${p.Bonus.Code ?? p.Coupons[0]!.SourceBonusCode}`);
    const all = await promosOf(token);
    const publicCodes = ends(all.Promos).filter((name) => !['RANKING', 'VIP', 'RICARICA20'].includes(name));
    expect(publicCodes.length).toBeGreaterThanOrEqual(2);
    expect(ends(all.Promos)).toEqual([...publicCodes, 'VIP', 'RANKING', 'RICARICA20']);
    expect(all.Total).toBe(publicCodes.length + 3);
    expect(all.TotalBonusValue).toBe(500 + 500 + 2_000);

    const ascending = await promosOf(token, { SortAscending: true });
    expect(ends(ascending.Promos)).toEqual(['RICARICA20', 'RANKING', 'VIP', ...publicCodes]);

    const page = await promosOf(token, { Skip: publicCodes.length, Take: 2 });
    expect(ends(page.Promos)).toEqual(['VIP', 'RANKING']);
    expect(page.Total).toBe(all.Total);
    expect((await promosOf(token, { Skip: all.Total, Take: 10 })).Promos).toEqual([]);

    const iso = (at: number) => new Date(at).toISOString();
    const late = await promosOf(token, { DateFrom: iso(now + 15 * DAY_MS), DateTo: null });
    expect(ends(late.Promos)).toEqual([...publicCodes, 'VIP']);
    expect(late.Total).toBe(publicCodes.length + 1);
    const early = await promosOf(token, { DateFrom: iso(now - 10 * DAY_MS), DateTo: iso(now - DAY_MS) });
    expect(ends(early.Promos)).toEqual([...publicCodes, 'RICARICA20']);
  });

  it('shows a fun bonus or free spins code as waiting while another fun bonus is active', async () => {
    const { token } = await newLoggedInPlayer();
    const stateOf = async (code: string) =>
      (await promosOf(token)).Promos.find((promo) => promo.Bonus.Code === code)!.Bonus.State;
    expect(await stateOf('GIRI10')).toBe('ok');
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=CASINO10', token)).body.ResponseCode).toBe(0);
    expect(await stateOf('CASINO10')).toBe('ko');
    expect(await stateOf('GIRI10')).toBe('wait');
    expect(await stateOf('BENVENUTO')).toBe('ok');
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=GIRI10', token)).body.ResponseCode).toBe(
      BONUS_CODE.FUN_BONUS_ACTIVE,
    );
  });

  it('counts the spins of usable free-spin coupons, and sends their redeem to the free-spin tab', async () => {
    await addMissingOffers(t.app.db, [
      {
        trigger: 'coupon:GIRI-TEST',
        name: '10 Free Spin',
        description: 'Test',
        type: BONUS_TYPE.CASINO_FREE_SPIN,
        amount: 1_000,
        terms: {
          kind: 'freespin',
          family: BONUS_FAMILY.CASINO,
          wageringMultiple: 10,
          games: ['Book of Ra'],
          sport: null,
          minBet: 100,
          maxBet: 100,
          spinValue: 100,
        },
        validDays: 5,
      },
    ]);
    const { id, token } = await newLoggedInPlayer();
    const spins = (issueKey: string, validFrom?: Date) =>
      issueCoupon(t.app.db, {
        playerId: id,
        offerTrigger: 'coupon:GIRI-TEST',
        source: 'VIP',
        issueKey,
        validFrom,
      });
    await spins(`routes:spins:${id}:1`);
    await spins(`routes:spins:${id}:2`);
    await spins(`routes:spins:${id}:3`, new Date(Date.now() + DAY_MS));
    const data = await promosOf(token);
    expect(data.TotalFreeSpinValue).toBe(20);
    const promo = data.Promos.find((p) => p.Bonus.Name === '10 Free Spin')!;
    expect(promo.Coupons.map((c) => c.ui.DestPostRedeem)).toEqual(
      Array(3).fill('/account/promozioni-bonus/free-spin'),
    );
  });

  it('refuses a bad body with 400, needs a login, and answers null in withdraw-only mode', async () => {
    const { id, token } = await newLoggedInPlayer();
    await issueCoupon(t.app.db, {
      playerId: id,
      offerTrigger: 'coupon:RANKING5',
      source: 'RANKING',
      issueKey: `routes:${id}`,
    });
    const before = await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, id));
    for (const payload of [
      { Take: 0 },
      { Take: 101 },
      { Skip: -1 },
      { SortBy: 'Name' },
      { DateFrom: 'ieri' },
      { SortAscending: 'no' },
    ])
      expect((await list(token, payload)).status, JSON.stringify(payload)).toBe(400);
    expect(await t.app.db.select().from(bonusCoupons).where(eq(bonusCoupons.playerId, id))).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect((await list(token)).body).toMatchObject({ ResponseCode: 0, ResponseData: null });
  });

  it('redeems a coupon through RedeemBonus: 9 for a ranking coupon, and the list shows it used', async () => {
    const { id, token } = await newLoggedInPlayer();
    const coupon = await issueCoupon(t.app.db, {
      playerId: id,
      offerTrigger: 'coupon:RANKING5',
      source: 'RANKING',
      issueKey: `routes:redeem:${id}`,
    });
    const redeemed = await get(`/api/BetPlay/RedeemBonus?bonusCode=${coupon.code}`, token);
    expect(redeemed.body).toEqual({
      ResponseCode: 0,
      ResponseMessage: 'Bonus riscattato correttamente.',
      ResponseData: { Promo: { Bonus: { PromoRicaricaBonus: { Id_ELBonusGiochi: 9 } } } },
    });
    expect((await playerBalances(t.app.db, id)).bonus).toBe(500);
    const [bonus] = (await items('/api/Account/EL_GetBonus', token))!;
    expect(bonus).toMatchObject({ siglapromo: coupon.code, importo: 500 });
    const again = await get(`/api/BetPlay/RedeemBonus?bonusCode=${coupon.code}`, token);
    expect(again.body).toMatchObject({
      ResponseCode: BONUS_CODE.COUPON_CLOSED,
      ResponseMessage: BONUS_MESSAGES.couponUsed,
      ResponseData: null,
    });
    // Another player's coupon code is not found.
    expect((await get(`/api/BetPlay/RedeemBonus?bonusCode=${coupon.code}`, mario)).body.ResponseCode).toBe(
      BONUS_CODE.NOT_FOUND,
    );
    const listed = (await promosOf(token)).Promos.find((p) => p.Bonus.Id_ELBonusGiochi === 9)!;
    expect(listed.Coupons[0]).toMatchObject({ BonusCode: coupon.code, ui: { AlertColor: 'rosso' } });
    expect(listed.Bonus.State).toBe('ko');
  });
});
