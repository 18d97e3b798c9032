import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'conto-gioco';
const ALGORITHM = 'HS256';
/** Absolute lifetime of a token; the session's idle time-out (1200 s) usually ends it first. */
const TOKEN_LIFETIME = '12h';

export type TokenClaims = { playerId: number; sessionId: string };

export type TokenSigner = {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null: wrong signature, other algorithm, expired, malformed. */
  verify(token: string): Promise<TokenClaims | null>;
};

/** Tokens whose signature was already checked, kept until they expire (bounded, oldest out first). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // The whole token string is the key, signature included: only a byte-identical token hits.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: ({ playerId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(playerId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    async verify(token) {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt > Date.now()) return hit.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        const playerId = Number(payload.sub);
        if (!Number.isSafeInteger(playerId) || typeof payload.sid !== 'string' || !payload.exp) return null;
        const claims = { playerId, sessionId: payload.sid };
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        if (verified.size > VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
