import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_CODE, BONUS_MESSAGES, type BonusItem } from '@conto-gioco/shared/bonuses';
import { bearer, createTestApp, tokenOf, TEST_DB_DRIVER, type TestApp } from '../../testing/app.ts';
import { playerIdOf } from '../../testing/payments.ts';
import { playerBalances } from '../wallet/ledger.ts';

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

  it('hides bonuses and grants none in withdraw-only mode', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect(await items('/api/Account/EL_GetBonus', mario)).toBeNull();
    expect((await get('/api/BetPlay/RedeemBonus?bonusCode=CASINO10', mario)).body.ResponseCode).toBe(
      BONUS_CODE.NOT_ALLOWED,
    );
  });
});
