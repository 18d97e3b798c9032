import { describe, expect, it } from 'vitest';
import { InvalidTokenError, isWellFormedToken, readAuthId } from './token';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJh`;

describe('readAuthId', () => {
  it('reads the player id from the token', () => {
    expect(readAuthId(token({ sub: '42', sid: 'x' }))).toBe(42);
    expect(isWellFormedToken(token({ sub: '42' }))).toBe(true);
  });

  it('throws "not a valid token" for anything that is not three base64url parts', () => {
    for (const bad of [undefined, 42, '', 'abc', 'a.b', 'a.b.c.d', 'a.b$.c']) {
      expect(() => readAuthId(bad)).toThrow(new InvalidTokenError('Token non valido'));
    }
  });

  it('throws "cannot decode" when the payload is not JSON or has no player id', () => {
    expect(() => readAuthId('aGVhZA.bm90LWpzb24.c2ln')).toThrow(
      new InvalidTokenError('Impossibile decodificare il token'),
    );
    expect(() => readAuthId(token({ sid: 'x' }))).toThrow(
      new InvalidTokenError('Impossibile decodificare il token'),
    );
    expect(isWellFormedToken('aGVhZA.bm90LWpzb24.c2ln')).toBe(false);
  });
});
