import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BotAction } from '@conto-gioco/shared/bot-check';
import { REGISTRATION_CODE, VERIFY_REGISTER_CODE } from '@conto-gioco/shared/registration';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { BOT_CHECK } from '../../plugins/app/bot-check.ts';
import { securityEvents } from '../security/schema.ts';

/** The bot check on (ALTCHA), with a low rate limit: 5 a minute, 20 for the type-ahead calls. */
const RATE_LIMIT = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { botCheck: true }, loginRateLimitPerMinute: RATE_LIMIT });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let addressCounter = 1;
const newAddress = () => `10.55.0.${addressCounter++}`;

/** What the browser's widget sends for the action: a solved challenge, base64 JSON. */
async function solved(action: BotAction): Promise<string> {
  const challenge = (await t.app.inject({ url: `/api/Account/BotCheckChallenge?action=${action}` })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const checkNick = async (username: string, recaptcha: string | undefined, address = newAddress()) => {
  const query = new URLSearchParams({ username, ...(recaptcha ? { recaptcha } : {}) });
  return t.app.inject({ url: `/api/Account/CheckNick?${query.toString()}`, remoteAddress: address });
};

const person = {
  CodiceFiscale: 'NREFNC90E52F205G',
  Email: 'francesca.neri@example.it',
  Mobile: '+393471234567',
};

describe('GET api/Account/CheckNick (bot action AccountCheckNick)', () => {
  it('accepts one solution for every keystroke until it expires, refuses none or another action', async () => {
    const payload = await solved('AccountCheckNick');
    const address = newAddress();
    for (const username of ['franco', 'franco1', 'franco12']) {
      const response = await checkNick(username, payload, address);
      expect(response.json()).toMatchObject({ ResponseCode: 0, ResponseData: { available: true } });
    }
    const refused = { ResponseCode: -3, ResponseMessage: SERVER_MESSAGES.botCheckFailed, ResponseData: null };
    expect((await checkNick('franco', undefined)).json()).toEqual(refused);
    expect((await checkNick('franco', await solved('AccountLogin'))).json()).toEqual(refused);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (BOT_CHECK.TTL_SECONDS + 1) * 1000 });
    expect((await checkNick('franco', payload)).json()).toEqual(refused);
  });

  it('is rate-limited per address', async () => {
    const payload = await solved('AccountCheckNick');
    const address = newAddress();
    for (let i = 0; i < RATE_LIMIT * 4; i++)
      expect((await checkNick('franco', payload, address)).statusCode).toBe(200);
    expect((await checkNick('franco', payload, address)).statusCode).toBe(429);
    expect((await checkNick('franco', payload)).statusCode).toBe(200);
  });
});

describe('POST api/Account/VerifyRegister (bot action AccountRegistration)', () => {
  const verify = (Recaptcha: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/VerifyRegister',
      payload: { ...person, ...(Recaptcha ? { Recaptcha } : {}) },
      remoteAddress: newAddress(),
    });

  it('-3 without a valid, unused solution; a solution works once', async () => {
    const abnormal = {
      ResponseCode: VERIFY_REGISTER_CODE.abnormalTraffic,
      ResponseMessage: SERVER_MESSAGES.abnormalTraffic,
      ResponseData: null,
    };
    expect((await verify(undefined)).json()).toEqual(abnormal);
    expect((await verify(await solved('AccountRegistrationFinal'))).json()).toEqual(abnormal);
    const payload = await solved('AccountRegistration');
    expect((await verify(payload)).json().ResponseCode).toBe(VERIFY_REGISTER_CODE.otpRequired);
    expect((await verify(payload)).json()).toEqual(abnormal);
    const refusals = await t.app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.event, 'registration-refused'));
    expect(refusals.some((e) => e.detail?.reason === 'bot-check' && e.detail.step === 'verify')).toBe(true);
  });
});

describe('POST api/Account/Register (bot action AccountRegistrationFinal)', () => {
  it('-3 without a solution of its own action, before any other rule', async () => {
    for (const recaptcha of [undefined, await solved('AccountRegistration')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        payload: minimalRegistration(recaptcha),
        remoteAddress: newAddress(),
      });
      expect(response.json()).toEqual({
        ResponseCode: REGISTRATION_CODE.abnormalTraffic,
        ResponseMessage: SERVER_MESSAGES.abnormalTraffic,
        ResponseData: null,
      });
    }
  });
});

function minimalRegistration(recaptcha: string | undefined) {
  return {
    nome: 'Francesca',
    cognome: 'Neri',
    email: person.Email,
    cellulare: person.Mobile,
    sesso: 'F',
    dataNascita: '1990-05-12',
    nazioneNascitaId: 181,
    comuneNascitaId: 6205,
    codiceFiscale: person.CodiceFiscale,
    nazioneResidenzaId: 181,
    indirizzoResidenza: 'Via Dante 1',
    capResidenza: '20121',
    comuneResidenzaId: 6205,
    tipoDocumentoId: 1,
    numeroDocumento: 'CA7654321',
    enteRilascioId: 1,
    comuneRilascioId: 6205,
    dataRilascioDocumento: '2022-01-01',
    dataScadenzaDocumento: '2032-01-01',
    username: 'francescaneri',
    password: 'Segreta123',
    security: { id: 1, question: '', answer: 'Bianchi' },
    deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 10_000 },
    privacyMaggiorenne: true,
    privacyContratto: true,
    privacyCondizioniGenerali: true,
    privacyInformativa: true,
    privacyMarketing: false,
    privacyProfilazione: false,
    ...(recaptcha ? { recaptcha } : {}),
  };
}
