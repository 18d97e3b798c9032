import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import siteConfigSeed from '../../seed/site-config.json' with { type: 'json' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getModule = async (name: string) =>
  (await t.app.inject({ url: `/api/Environment/GetSiteModule?siteModule=${name}` })).json();

/** Every site module the three spec documents name. */
const SPEC_MODULES = [
  'RegistrationLockedDuringNight',
  'ConsentiSoloPrelievo',
  'V3_Login_InfoBox_Enabled',
  'CasinoSectionDisabled',
  'UseSportBookClassic',
  'AllSectionsDisabled',
  'VIP2_Enabled',
  'VipProfiles',
  'V3_ClassificheRanking_Enabled',
  'IsTwoFactorAuthenticationEnabled',
  'V3_AccountShowFatherInfo',
  'BonusFreeSpin_Attivo',
  'BonusFunCasino_Attivo',
  'MessageAlertPrelievi_Attivo',
  'DisableDepositifNotVerified',
  'UserCanCancelFunBonus',
  'Scontrino_ShowCodPalCodAvv',
  'DepositWithPaas_Enabled',
  'OpenDepositOnApp_InAppBrowser_Attivo',
  'AtracktPixels_Enabled',
  'Vip_Scoring_Attivo',
  'GrattaEVinci_V2_Enabled',
  'Lotterie_V2_Enabled',
  'Disable_All_Withdraw',
  'RegistrationMobileAvoidConfirmation',
  'PromosNewLayout_Attivo',
  'AllowChangeSportBookEngine',
  'V3_WelcomePrematch_AllowUserSettings',
];

describe('GET api/Environment/GetSiteModule', () => {
  it('has a switch for every module the spec names', () => {
    expect(Object.keys(siteConfigSeed.modules)).toEqual(expect.arrayContaining(SPEC_MODULES));
  });

  it('answers a module as "true" or "false" and a system variable as its value', async () => {
    expect(await getModule('VIP2_Enabled')).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: 'true',
    });
    expect((await getModule('ConsentiSoloPrelievo')).ResponseData).toBe('false');
    expect((await getModule('GetVIPOk')).ResponseData).toBe('true');
  });

  it('follows a change of the switch at once', async () => {
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'true');
    expect((await getModule('ConsentiSoloPrelievo')).ResponseData).toBe('true');
    await t.app.siteConfig.set('ConsentiSoloPrelievo', 'false');
    expect((await getModule('ConsentiSoloPrelievo')).ResponseData).toBe('false');
  });

  it('answers code 1 for an unknown module and 400 without the siteModule query', async () => {
    expect(await getModule('NonEsiste')).toEqual({
      ResponseCode: 1,
      ResponseMessage: 'Modulo del sito non trovato',
      ResponseData: null,
    });
    const response = await t.app.inject({ url: '/api/Environment/GetSiteModule' });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseMessage).toContain('siteModule');
  });
});

describe('GET api/Environment/GetSiteModules', () => {
  it('answers every public module and variable in one call', async () => {
    const body = (await t.app.inject({ url: '/api/Environment/GetSiteModules' })).json();
    expect(body.ResponseCode).toBe(0);
    for (const name of SPEC_MODULES) expect(body.ResponseData[name]).toMatch(/^(true|false)$/);
    expect(body.ResponseData.GetVIPOk).toBe('true');
    expect(body.ResponseData.SiteName).toBe('Conto Gioco');
  });
});
