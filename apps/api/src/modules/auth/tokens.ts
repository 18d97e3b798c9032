import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';

const ISSUER = 'conto-gioco';
const ALGORITHM = 'HS256';
/** Absolute lifetime of a token; the session's idle time-out (1200 s) usually ends it first. */
const TOKEN_LIFETIME_SECONDS = 12 * 3600;
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

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
  const remember = (token: string, claims: TokenClaims, expiresAt: number) => {
    verified.set(token, { claims, expiresAt });
    if (verified.size > VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
  };
  return {
    /**
     * An HS256 JWT signed with node:crypto in one synchronous HMAC (jose's WebCrypto signing costs
     * tens of microseconds a token, on every CheckAuth); jose verifies them like any other. A token
     * signed here is valid by construction, so its first use skips the verification.
     */
    async sign({ playerId, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
      const payload = Buffer.from(
        JSON.stringify({ sid: sessionId, sub: String(playerId), iss: ISSUER, iat: issuedAt, exp: expiresAt }),
      ).toString('base64url');
      const signature = createHmac('sha256', key).update(`${HEADER}.${payload}`).digest('base64url');
      const token = `${HEADER}.${payload}.${signature}`;
      remember(token, { playerId, sessionId }, expiresAt * 1000);
      return token;
    },
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
        remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
