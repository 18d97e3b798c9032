import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hs256';
const claims = { playerId: 7, sessionId: '3f1e1c3a-0000-4000-8000-000000000007' };

afterEach(() => vi.useRealTimers());

describe('token signer', () => {
  it('verifies its own tokens, again from its cache, and refuses one byte changed', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    expect(await signer.verify(tampered)).toBeNull();
  });

  it('refuses a token of another secret and a token without expiry', async () => {
    const other = await createTokenSigner(`${SECRET}-other`).sign(claims);
    expect(await createTokenSigner(SECRET).verify(other)).toBeNull();
    const noExpiry = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('conto-gioco')
      .sign(new TextEncoder().encode(SECRET));
    expect(await createTokenSigner(SECRET).verify(noExpiry)).toBeNull();
  });

  it('stops accepting a cached token once it expires', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 13 * 3600_000 });
    expect(await signer.verify(token)).toBeNull();
  });
});
