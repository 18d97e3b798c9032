import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PEP_OTHER_ORIGIN } from '@conto-gioco/shared/pep';
import { bearer, createTestApp, type TestApp } from '../../testing/app.ts';
import { demoData } from '../../testing/demo-data.ts';
import { pepAnswers } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { tokenFor, playerRow, setPlayer, restore } = demoData(() => t);
afterEach(async () => {
  await t.database.db.delete(pepAnswers);
  await restore();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(await tokenFor('mariorossi')),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('EL_GetPepInfo and EL_SetPepInfo', () => {
  it('answers empty answers before the questionnaire is filled in', async () => {
    expect((await call('GET', '/api/Account/EL_GetPepInfo')).body).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: {
        professione: null,
        fasciaReddito: null,
        origineFondi: null,
        origineFondiAltro: null,
        ragione: null,
      },
    });
  });

  it('requires profession, income band and origin, and the free text for origin 255', async () => {
    expect((await call('POST', '/api/Account/EL_SetPepInfo', { professione: 1 })).status).toBe(400);
    const other = {
      professione: 1,
      fasciaReddito: 2,
      origineFondi: PEP_OTHER_ORIGIN,
      origineFondiAltro: ' ',
    };
    expect((await call('POST', '/api/Account/EL_SetPepInfo', other)).status).toBe(400);
  });

  it('saves the answers and clears the richiedere_pep status item', async () => {
    await setPlayer('mariorossi', { richiedereIsPep: true });
    const answers = {
      professione: 2,
      fasciaReddito: 3,
      origineFondi: PEP_OTHER_ORIGIN,
      origineFondiAltro: 'Vendita di un immobile',
      ragione: 'Verifica annuale',
    };
    expect((await call('POST', '/api/Account/EL_SetPepInfo', answers)).body).toMatchObject({
      ResponseCode: 0,
    });
    expect((await playerRow('mariorossi')).richiedereIsPep).toBe(false);
    expect((await call('GET', '/api/Account/EL_GetPepInfo')).body.ResponseData).toEqual(answers);
  });
});
