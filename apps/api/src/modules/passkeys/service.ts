import { and, desc, eq, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { LOGIN_CODE, type LoginResponse } from '@conto-gioco/shared/auth';
import { ok, refused, refusedEnvelope, type Result } from '@conto-gioco/shared/envelope';
import type { PasskeyLoginRequest, PasskeyRegisterRequest } from '@conto-gioco/shared/passkeys';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { Database } from '../../db/client.ts';
import type { AuthService } from '../auth/service.ts';
import { findPlayerById } from '../auth/players.ts';
import { guardedAttempt } from '../security/attempts.ts';
import { recordSecurityEvent } from '../security/audit.ts';
import { throttleKey } from '../security/throttle.ts';
import type { RelyingParty } from './relying-party.ts';
import { passkeyChallenges, passkeyCredentials } from './schema.ts';

/** A challenge is good for one ceremony, within five minutes. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

/** The browser's own time-out of a ceremony, shorter than the challenge's life. */
const CEREMONY_TIMEOUT_MS = 120_000;

/** The column is a PostgreSQL integer; authenticators count in 32 unsigned bits. */
const MAX_STORED_COUNTER = 2_147_483_647;

type Purpose = 'register' | 'login';

/** Why a ceremony failed: audited, never told to the client (who sees -5028 whatever the reason). */
export type PasskeyFailure =
  'malformed' | 'challenge' | 'unknown-credential' | 'signature' | 'counter' | 'already-registered';

export type PasskeyService = ReturnType<typeof createPasskeyService>;

export function createPasskeyService(deps: { db: Database; auth: Pick<AuthService, 'loginVerifiedPlayer'> }) {
  const { db, auth } = deps;

  async function issueChallenge(purpose: Purpose, challenge: string, playerId: number | null, now: Date) {
    // Expired challenges of abandoned ceremonies go as new ones are handed out.
    await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
    await db.insert(passkeyChallenges).values({
      challenge,
      purpose,
      playerId,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000),
    });
  }

  /**
   * The challenge the browser signed, spent at once whatever follows (single use): null when it
   * was never handed out for this purpose (and player), was already used, or has expired.
   */
  async function spendChallenge(
    clientDataJSON: string,
    purpose: Purpose,
    playerId: number | null,
    now: Date,
  ): Promise<string | null> {
    let challenge: string;
    try {
      challenge = decodeClientDataJSON(clientDataJSON).challenge;
    } catch {
      return null;
    }
    if (typeof challenge !== 'string' || !challenge) return null;
    const [spent] = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          ...(playerId !== null ? [eq(passkeyChallenges.playerId, playerId)] : []),
        ),
      )
      .returning({ expiresAt: passkeyChallenges.expiresAt });
    return spent && spent.expiresAt > now ? challenge : null;
  }

  /**
   * Verifies a login assertion against the stored passkey and moves its counter on, against the
   * counter read: of two assertions racing, one wins.
   */
  async function verifyAssertion(
    credential: AuthenticationResponseJSON,
    stored: typeof passkeyCredentials.$inferSelect,
    challenge: string,
    rp: RelyingParty,
    now: Date,
  ): Promise<{ verdict: 'passed' | 'failed'; reason: PasskeyFailure | null }> {
    const failed = (reason: PasskeyFailure) => ({ verdict: 'failed', reason }) as const;
    let newCounter: number;
    try {
      const verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: stored.id,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports ?? undefined,
        },
        requireUserVerification: true,
      });
      if (!verification.verified) return failed('signature');
      newCounter = Math.min(verification.authenticationInfo.newCounter, MAX_STORED_COUNTER);
    } catch (error) {
      // A counter that did not grow means a cloned authenticator (or a replay).
      return failed(error instanceof Error && /counter/i.test(error.message) ? 'counter' : 'signature');
    }
    const used = await db
      .update(passkeyCredentials)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(and(eq(passkeyCredentials.id, stored.id), eq(passkeyCredentials.counter, stored.counter)))
      .returning({ id: passkeyCredentials.id });
    return used.length === 0 ? failed('counter') : { verdict: 'passed', reason: null };
  }

  return {
    /** The player's passkeys, newest first (the Sicurezza tab, issue 17). */
    async list(playerId: number) {
      return db
        .select({
          id: passkeyCredentials.id,
          name: passkeyCredentials.name,
          createdAt: passkeyCredentials.createdAt,
          lastUsedAt: passkeyCredentials.lastUsedAt,
        })
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.playerId, playerId))
        .orderBy(desc(passkeyCredentials.createdAt));
    },

    /** Renames one of the player's passkeys; false when the player has no passkey with that id. */
    async rename(playerId: number, id: string, name: string): Promise<boolean> {
      const renamed = await db
        .update(passkeyCredentials)
        .set({ name })
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.playerId, playerId)))
        .returning({ id: passkeyCredentials.id });
      return renamed.length === 1;
    },

    /** Removes one of the player's passkeys: it no longer logs in. */
    async remove(playerId: number, id: string): Promise<boolean> {
      const removed = await db
        .delete(passkeyCredentials)
        .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.playerId, playerId)))
        .returning({ id: passkeyCredentials.id });
      return removed.length === 1;
    },

    /** Options for navigator.credentials.create(): a discoverable passkey with user verification. */
    async registrationOptions(playerId: number, rp: RelyingParty & { rpName: string }, now = new Date()) {
      const player = await findPlayerById(db, playerId);
      if (!player) return null;
      const existing = await db
        .select({ id: passkeyCredentials.id, transports: passkeyCredentials.transports })
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.playerId, playerId));
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: player.username,
        userDisplayName: `${player.nome} ${player.cognome}`,
        // Stable per player, so that an authenticator keeps one passkey per account and site.
        userID: new TextEncoder().encode(`player:${playerId}`),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((credential) => ({
          id: credential.id,
          transports: credential.transports ?? undefined,
        })),
        // Discoverable, so that the login needs no username; verified, so that it is a second factor.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        preferredAuthenticatorType: 'localDevice',
      });
      await issueChallenge('register', options.challenge, playerId, now);
      // A plain object (the library's type is an interface): the envelope's schema is a loose object.
      return { ...options };
    },

    /** Verifies the authenticator's answer and stores the passkey for the logged-in player. */
    async register(
      playerId: number,
      request: PasskeyRegisterRequest,
      rp: RelyingParty,
      now = new Date(),
    ): Promise<Result<null>> {
      const fail = async (reason: PasskeyFailure) => {
        await recordSecurityEvent(db, 'passkey-failed', playerId, { stage: 'register', reason });
        return refused(LOGIN_CODE.biometricFailed, SERVER_MESSAGES.biometricFailed);
      };
      const credential = request.credential as RegistrationResponseJSON;
      const challenge = await spendChallenge(credential.response.clientDataJSON, 'register', playerId, now);
      if (!challenge) return fail('challenge');
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
        });
      } catch {
        return fail('signature');
      }
      if (!verification.verified) return fail('signature');
      const stored = verification.registrationInfo.credential;
      const inserted = await db
        .insert(passkeyCredentials)
        .values({
          id: stored.id,
          playerId,
          publicKey: isoBase64URL.fromBuffer(stored.publicKey),
          counter: Math.min(stored.counter, MAX_STORED_COUNTER),
          transports: stored.transports ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: passkeyCredentials.id });
      if (inserted.length === 0) return fail('already-registered');
      await recordSecurityEvent(db, 'passkey-registered', playerId, {
        deviceType: verification.registrationInfo.credentialDeviceType,
      });
      return ok(null);
    },

    /** Options for navigator.credentials.get(): no username, the authenticator offers its passkeys. */
    async loginOptions(rp: RelyingParty, now = new Date()) {
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
      });
      await issueChallenge('login', options.challenge, null, now);
      return { ...options };
    },

    /**
     * LoginUserPasskey: a verified assertion of a known passkey opens the session through the
     * same rules as any login (auth.loginVerifiedPlayer); any failure answers -5028 and counts
     * towards throttling, per address and, once the passkey is known, per account.
     */
    async login(
      request: PasskeyLoginRequest,
      rp: RelyingParty,
      context: { address: string },
      now = new Date(),
    ): Promise<LoginResponse> {
      const failedEvent = (playerId: number | null, reason: PasskeyFailure | 'throttled') =>
        ({ event: 'passkey-failed', playerId, detail: { stage: 'login', reason } }) as const;
      const failed = (playerId: number | null, reason: PasskeyFailure) =>
        ({ verdict: 'failed', playerId, reason }) as const;
      // Failures count per address and, once the passkey is known, per account too (the inner guard).
      const attempt = await guardedAttempt(
        db,
        {
          keys: [throttleKey.address('passkey', context.address)],
          resetOnPass: [],
          lockedEvent: failedEvent(null, 'throttled'),
          // A failure always has its reason.
          failedEvent: ({ playerId, reason }) => failedEvent(playerId, reason!),
          now,
        },
        async () => {
          const credential = request.credential as AuthenticationResponseJSON;
          const challenge = await spendChallenge(credential.response.clientDataJSON, 'login', null, now);
          if (!challenge) return failed(null, 'challenge');
          const [stored] = await db
            .select()
            .from(passkeyCredentials)
            .where(eq(passkeyCredentials.id, credential.id));
          if (!stored) return failed(null, 'unknown-credential');
          const verified = await guardedAttempt(
            db,
            {
              keys: [throttleKey.account('passkey', stored.playerId)],
              lockedEvent: failedEvent(stored.playerId, 'throttled'),
              now,
            },
            () => verifyAssertion(credential, stored, challenge, rp, now),
          );
          if (verified.status === 'locked')
            return { verdict: 'not-tried', playerId: stored.playerId, reason: null } as const;
          if (verified.status === 'failed') return failed(stored.playerId, verified.result.reason!);
          return { verdict: 'passed', playerId: stored.playerId, reason: null } as const;
        },
      );
      if (attempt.status === 'locked' || attempt.status === 'not-tried')
        return refusedEnvelope(LOGIN_CODE.throttled, SERVER_MESSAGES.loginThrottled);
      if (attempt.status === 'failed')
        return refusedEnvelope(LOGIN_CODE.biometricFailed, SERVER_MESSAGES.biometricFailed);
      const playerId = attempt.result.playerId!;
      const response = await auth.loginVerifiedPlayer(playerId, {
        deviceToken: request.token,
        method: 'passkey',
      });
      await recordSecurityEvent(db, 'passkey-login', playerId, { code: response.ResponseCode });
      return response;
    },
  };
}
