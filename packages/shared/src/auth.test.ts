import { describe, expect, it } from 'vitest';
import { LOGGED_IN_CODES, LOGIN_CODE, loginRequest } from './auth.ts';
import { clientSettings, defaultClientSettings } from './settings.ts';

describe('loginRequest', () => {
  it('requires username and password with the spec message', () => {
    const result = loginRequest.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Il campo è richiesto'],
      ['password', 'Il campo è richiesto'],
    ]);
  });

  it('trims the username but keeps the password as typed', () => {
    expect(loginRequest.parse({ username: ' mariorossi ', password: ' Demo12345 ' })).toEqual({
      username: 'mariorossi',
      password: ' Demo12345 ',
    });
  });
});

describe('login codes', () => {
  it('count 0, -6083 and -6443 as logged in, and nothing else', () => {
    expect([...LOGGED_IN_CODES].sort()).toEqual(
      [LOGIN_CODE.ok, LOGIN_CODE.loggedInWithNotice, LOGIN_CODE.depositLimitRequired].sort(),
    );
    expect(LOGGED_IN_CODES).not.toContain(LOGIN_CODE.wrongCredentials);
  });
});

describe('client settings', () => {
  it('defaults satisfy the schema, with AcceptVariations Sempre (null) and cart amount 1', () => {
    const defaults = clientSettings.parse(defaultClientSettings(7));
    expect(defaults).toMatchObject({ UserId: 7, AcceptVariations: null, CartDefaultAmount: 1 });
    expect(defaults.Layout.DisableVibration).toBe(false);
  });
});
