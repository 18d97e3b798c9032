import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';
import { DEPOSIT_CODE } from '@conto-gioco/shared/deposit';
import { RESPONSIBLE_GAMING_CODE } from '@conto-gioco/shared/responsible-gaming';
import { WITHDRAWAL_CODE } from '@conto-gioco/shared/withdrawal';
import { bearer, createTestApp, login, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { createDepositService } from '../deposit/service.ts';
import { depositAccess } from '../status/deposit-access.ts';
import { withdrawalAccess } from '../status/withdrawal-access.ts';
import { endDueExclusions, isExcluded, isFiscalCodeExcluded } from './exclusions.ts';
import { depositLimitChanges, selfExclusions } from './schema.ts';
import { createResponsibleGamingService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { tokenFor, playerRow, setPlayer, restore } = demoData(() => t);
afterEach(async () => {
  await t.database.db.delete(depositLimitChanges);
  await t.database.db.delete(selfExclusions);
  await restore();
});

const service = () => createResponsibleGamingService({ db: t.database.db, sessions: t.app.sessions });
const NOW = new Date('2026-03-02T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('deposit limit (SaveLimitazione, EL_GetLimitazioniDeposito)', () => {
  it('a lower limit applies at once', async () => {
    await setPlayer('mariorossi', { depositLimit: 50_000, depositLimitPeriod: 'WW' });
    const { id } = await playerRow('mariorossi');
    const saved = await service().saveLimit(id, { importo: 10_000, tipoPeriodo: 'WW' }, NOW);
    expect(saved).toMatchObject({ ok: true, data: { decorrenza: null } });
    expect(await service().getLimits(id, NOW)).toEqual({
      inVigore: { importo: 10_000, tipoPeriodo: 'WW' },
      inAttesa: null,
      numVoltePeriodo: 1,
    });
  });

  it('a raise waits 7 days (Rome time), then is the limit the deposit rules read', async () => {
    await setPlayer('mariorossi', { depositLimit: 2_000, depositLimitPeriod: 'WW' });
    const { id } = await playerRow('mariorossi');
    const saved = await service().saveLimit(id, { importo: 50_000, tipoPeriodo: 'WW' }, NOW);
    expect(saved.ok && saved.data.decorrenza?.toISOString()).toBe('2026-03-09T10:00:00.000Z');
    expect(saved.message).toBe('Il nuovo limite sarà in vigore dal 09/03/2026, 11:00');

    const limits = await service().getLimits(id, later(6));
    expect(limits.inVigore).toEqual({ importo: 2_000, tipoPeriodo: 'WW' });
    expect(limits.inAttesa).toEqual({
      importo: 50_000,
      tipoPeriodo: 'WW',
      decorrenza: '2026-03-09T10:00:00.000Z',
    });

    // The deposit call checks the limit in force at its own moment.
    const deposit = createDepositService({
      db: t.database.db,
      siteConfig: t.app.siteConfig,
      provider: t.app.paymentProvider,
      log: t.app.log,
    });
    const before = await deposit.startDeposit(id, { method: { id: 1 }, amount: 3_000 } as never, later(6));
    expect(before).toMatchObject({ ok: false, code: DEPOSIT_CODE.LIMIT_EXCEEDED });
    const after = await deposit.startDeposit(id, { method: { id: 1 }, amount: 3_000 } as never, later(7.01));
    expect(after.ok ? DEPOSIT_CODE.OK : after.code).not.toBe(DEPOSIT_CODE.LIMIT_EXCEEDED);

    expect((await service().getLimits(id, later(8))).inVigore).toEqual({
      importo: 50_000,
      tipoPeriodo: 'WW',
    });
    expect((await playerRow('mariorossi')).depositLimit).toBe(50_000);
  });

  it('a monthly limit larger than the weekly one in force (monthly equivalent) is a raise', async () => {
    await setPlayer('mariorossi', { depositLimit: 10_000, depositLimitPeriod: 'WW' });
    const { id } = await playerRow('mariorossi');
    const raise = await service().saveLimit(id, { importo: 50_000, tipoPeriodo: 'MM' }, NOW);
    expect(raise.ok && raise.data.decorrenza).not.toBeNull();
    const lower = await service().saveLimit(id, { importo: 25_000, tipoPeriodo: 'MM' }, NOW);
    expect(lower.ok && lower.data.decorrenza).toBeNull();
    expect((await service().getLimits(id, NOW)).inAttesa).toBeNull();
  });

  it('a waiting raise can be cancelled; the limit in force stays', async () => {
    await setPlayer('mariorossi', { depositLimit: 2_000, depositLimitPeriod: 'WW' });
    const { id } = await playerRow('mariorossi');
    await service().saveLimit(id, { importo: 100_000, tipoPeriodo: 'WW' }, NOW);
    expect(await service().cancelPendingLimit(id, later(1))).toMatchObject({ ok: true });
    expect(await service().cancelPendingLimit(id, later(1))).toMatchObject({
      ok: false,
      code: RESPONSIBLE_GAMING_CODE.NOTHING_TO_DO,
    });
    expect((await service().getLimits(id, later(10))).inVigore).toEqual({
      importo: 2_000,
      tipoPeriodo: 'WW',
    });
  });

  it('the calls answer over HTTP and refuse an amount outside the 14 options', async () => {
    const headers = bearer(await tokenFor('mariorossi'));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveLimitazione',
      headers,
      payload: { importo: 12_345, tipoPeriodo: 'WW', numVoltePeriodo: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const get = await t.app.inject({ method: 'GET', url: '/api/Account/EL_GetLimitazioniDeposito', headers });
    expect(get.json()).toMatchObject({ ResponseCode: 0, ResponseData: { numVoltePeriodo: 1 } });
  });
});

describe('self-exclusion (SaveEsclusione, GetTipiAutoesclusioneTrasversale)', () => {
  it('lists the six categories', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Account/GetTipiAutoesclusioneTrasversale',
      headers: bearer(await tokenFor('mariorossi')),
    });
    expect(response.json().ResponseData.tipi.map((tipo: { id: number }) => tipo.id)).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('a whole-account exclusion ends every session, refuses deposits, keeps withdrawals, answers -6083', async () => {
    const player = await playerRow('giorgiafontana');
    await setPlayer('giorgiafontana', { statoConto: player.statoConto, codiceFiscale: 'FNTGRG90A41H501W' });
    const token = (await login(t.app, 'giorgiafontana')).ResponseData.Token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Account/SaveEsclusione',
      headers: bearer(token),
      payload: { tipo: 3, termine: '30', tipoTrasversale: 0 },
    });
    expect(response.json()).toEqual({ code: 0, desc: 'Autoesclusione impostata con successo' });

    const after = await t.app.inject({ method: 'GET', url: '/api/Account/GetSaldo', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const excluded = await playerRow('giorgiafontana');
    expect(excluded.statoConto).toBe(ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION);
    expect((await depositAccess(excluded, t.app.siteConfig)).code).toBe(DEPOSIT_CODE.SELF_EXCLUDED);
    expect((await withdrawalAccess(excluded, t.app.siteConfig)).code).toBe(WITHDRAWAL_CODE.OK);
    expect((await login(t.app, 'giorgiafontana')).ResponseCode).toBe(-6083);
    expect(await isExcluded(t.database.db, excluded.id, 'casino')).toBe(true);
    expect(await isFiscalCodeExcluded(t.database.db, 'fntgrg90a41h501w', new Date())).toBe(true);

    // A second one is refused while the first is in force.
    const again = await service().saveExclusion(excluded.id, { tipo: 3, termine: '60', tipoTrasversale: 2 });
    expect(again).toMatchObject({ ok: false, code: RESPONSIBLE_GAMING_CODE.ALREADY_EXCLUDED });
  });

  it('a temporary exclusion ends by itself after its days and gives the account back', async () => {
    const player = await playerRow('mariorossi');
    await setPlayer('mariorossi', { statoConto: player.statoConto });
    await service().saveExclusion(player.id, { tipo: 3, termine: '30', tipoTrasversale: 0 }, NOW);
    expect(await endDueExclusions(t.database.db, later(29))).toEqual([]);
    expect((await playerRow('mariorossi')).statoConto).toBe(ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION);
    expect(await endDueExclusions(t.database.db, later(30.01))).toHaveLength(1);
    expect((await playerRow('mariorossi')).statoConto).toBe(player.statoConto);
    expect(await isFiscalCodeExcluded(t.database.db, player.codiceFiscale ?? 'X', later(31))).toBe(false);
  });

  it('a category exclusion covers that category only and leaves deposits open', async () => {
    const player = await playerRow('mariorossi');
    await service().saveExclusion(player.id, { tipo: 3, termine: '90', tipoTrasversale: 2 }, NOW);
    expect(await isExcluded(t.database.db, player.id, 'casino', later(1))).toBe(true);
    expect(await isExcluded(t.database.db, player.id, 'sport', later(1))).toBe(false);
    expect(await isExcluded(t.database.db, player.id, 'casino', later(91))).toBe(false);
    expect((await playerRow('mariorossi')).statoConto).toBe(player.statoConto);
  });

  it('a permanent one ends only on request after 6 months, 7 days after it', async () => {
    const player = await playerRow('mariorossi');
    await setPlayer('mariorossi', { statoConto: player.statoConto });
    await service().saveExclusion(player.id, { tipo: 3, termine: 'P', tipoTrasversale: 0 }, NOW);
    expect((await playerRow('mariorossi')).statoConto).toBe(ACCOUNT_STATE.PERMANENT_SELF_EXCLUSION);
    expect(await service().requestReadmission(player.id, 0, later(100))).toMatchObject({
      ok: false,
      code: RESPONSIBLE_GAMING_CODE.NOT_ALLOWED,
    });
    expect(await endDueExclusions(t.database.db, later(400))).toEqual([]);
    const asked = await service().requestReadmission(player.id, 0, later(200));
    expect(asked).toMatchObject({ ok: true });
    expect(await endDueExclusions(t.database.db, later(206))).toEqual([]);
    expect(await endDueExclusions(t.database.db, later(207.01))).toHaveLength(1);
    expect((await playerRow('mariorossi')).statoConto).toBe(player.statoConto);
  });
});
