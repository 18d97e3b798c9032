import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_SETTINGS_KEY,
  clearRegistrationSettings,
  readStoredRegistrationSettings,
  resolvePrefill,
} from './registration-settings';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 15, 10);
const query = (search: string) => new URLSearchParams(search);

afterEach(() => window.localStorage.clear());

describe('registration prefill', () => {
  it('takes father, refer, promo, vneid, btag and btagType from the address and stores them', () => {
    const prefill = resolvePrefill(
      query('father=amico1&refer=sito&promo=BENVENUTO&vneid=V1&btag=b-1&btagType=banner&other=x'),
      [],
      NOW,
    );
    expect(prefill).toEqual({
      father: 'amico1',
      refer: 'sito',
      promo: 'BENVENUTO',
      vneid: 'V1',
      btag: 'b-1',
      btagType: 'banner',
    });
    const stored = readStoredRegistrationSettings();
    expect(stored.find((s) => s.Key === 'father')?.expiry).toBe(NOW + 24 * HOUR);
    expect(stored.find((s) => s.Key === 'refer')?.expiry).toBe(NOW + 24 * HOUR);
    for (const key of ['promo', 'vneid', 'btag', 'btagType']) {
      expect(stored.find((s) => s.Key === key)?.expiry).toBe(NOW + 6 * HOUR);
    }
  });

  it('keeps father and refer 24 hours and the others 6 hours', () => {
    resolvePrefill(query('father=amico1&refer=sito&promo=BENVENUTO&btag=b-1'), [], NOW);
    expect(resolvePrefill(query(''), [], NOW + 6 * HOUR - 1)).toEqual({
      father: 'amico1',
      refer: 'sito',
      promo: 'BENVENUTO',
      btag: 'b-1',
    });
    expect(resolvePrefill(query(''), [], NOW + 6 * HOUR + 1)).toEqual({ father: 'amico1', refer: 'sito' });
    // Expired entries are dropped from the stored settings.
    expect(readStoredRegistrationSettings().map((s) => s.Key)).toEqual(['father', 'refer']);
    expect(resolvePrefill(query(''), [], NOW + 24 * HOUR + 1)).toEqual({});
    expect(readStoredRegistrationSettings()).toEqual([]);
  });

  it('lets a value in the address replace the stored one, with a new expiry', () => {
    resolvePrefill(query('promo=VECCHIO'), [], NOW);
    expect(resolvePrefill(query('promo=NUOVO'), [], NOW + 5 * HOUR)).toEqual({ promo: 'NUOVO' });
    expect(readStoredRegistrationSettings()).toEqual([
      { Key: 'promo', value: 'NUOVO', expiry: NOW + 11 * HOUR },
    ]);
  });

  it("falls back on the server's client settings while they have not expired", () => {
    const server = [
      { Key: 'father', value: 'dalserver', expiry: NOW + HOUR },
      { Key: 'promo', value: 'SCADUTO', expiry: NOW - 1 },
    ];
    expect(resolvePrefill(query(''), server, NOW)).toEqual({ father: 'dalserver' });
  });

  it('keeps the other client settings stored beside RegistrationSettings, and forgets them after use', () => {
    window.localStorage.setItem(CLIENT_SETTINGS_KEY, JSON.stringify({ AdvancedPlayer: true }));
    resolvePrefill(query('father=amico1'), [], NOW);
    expect(JSON.parse(window.localStorage.getItem(CLIENT_SETTINGS_KEY)!)).toMatchObject({
      AdvancedPlayer: true,
      RegistrationSettings: [{ Key: 'father', value: 'amico1' }],
    });
    clearRegistrationSettings();
    expect(JSON.parse(window.localStorage.getItem(CLIENT_SETTINGS_KEY)!)).toEqual({
      AdvancedPlayer: true,
      RegistrationSettings: [],
    });
  });

  it('survives broken stored settings', () => {
    window.localStorage.setItem(CLIENT_SETTINGS_KEY, '{not json');
    expect(resolvePrefill(query('btag=x'), [], NOW)).toEqual({ btag: 'x' });
  });
});
