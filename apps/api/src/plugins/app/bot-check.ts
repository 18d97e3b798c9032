import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  botCheckPayload,
  type BotAction as SharedBotAction,
  type BotCheckChallenge,
} from '@conto-gioco/shared/bot-check';
import { pruneSolutions, spendSolution } from '../../modules/security/bot-check-solutions.ts';

/** The actions the spec protects with a bot-protection token (access.md §7). */
export type BotAction = SharedBotAction;

/** The BotCheck adapter: the spec's `recaptcha` field carries its payload. */
export type BotCheck = {
  enabled: boolean;
  /** A new challenge for the browser's widget, good for `action` only. */
  challenge(action: BotAction): Promise<BotCheckChallenge>;
  /**
   * Whether the payload is a valid, unused solution; always true when the check is off. With
   * `reusable` (the username check, called on every debounced keystroke) a valid, unexpired
   * solution is accepted without being consumed: the caller rate-limits instead.
   */
  verify(
    payload: string | null | undefined,
    action: BotAction,
    options?: { reusable?: boolean },
  ): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/**
 * The proof of work (ALTCHA v2 protocol, which the `altcha` 3 widget speaks). PBKDF2 is what the
 * widget's bundled worker computes natively; the counter is picked by the server (deterministic
 * mode), so the browser derives at most COUNTER_MAX keys of COST iterations: a few hundred
 * milliseconds on a phone, while the server derives one key per challenge and verifies with an HMAC.
 */
export const BOT_CHECK = {
  ALGORITHM: 'PBKDF2/SHA-256',
  COST: 500,
  COUNTER_MIN: 100,
  COUNTER_MAX: 600,
  /** A challenge must be solved and used within this time. */
  TTL_SECONDS: 5 * 60,
  /** Expired solutions are pruned at most this often per instance. */
  PRUNE_EVERY_MS: 60_000,
} as const;

/** Longest payload accepted (the login schema allows 10 000 characters); a real one is ~700. */
const MAX_PAYLOAD_LENGTH = 4000;

/** Separate keys for the challenge signature and the derived-key signature, from the one secret. */
const subKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`conto-gioco:bot-check:${purpose}`).digest('base64url');

function decodePayload(payload: string) {
  if (payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = botCheckPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** ALTCHA proof of work, self-hosted (ARCHITECTURE.md); BOT_CHECK=off turns it off outside production. */
export default fp<{ enabled: boolean; secret: string }>(
  async (app, options) => {
    const hmacSignatureSecret = subKey(options.secret, 'challenge');
    const hmacKeySignatureSecret = subKey(options.secret, 'key');
    let lastPrune = 0;

    const prune = async (now: Date) => {
      if (now.getTime() - lastPrune < BOT_CHECK.PRUNE_EVERY_MS) return;
      lastPrune = now.getTime();
      await pruneSolutions(app.db, now);
    };

    const botCheck: BotCheck = {
      enabled: options.enabled,

      challenge: async (action) => {
        const challenge = await createChallenge({
          algorithm: BOT_CHECK.ALGORITHM,
          cost: BOT_CHECK.COST,
          counter: randomInt(BOT_CHECK.COUNTER_MAX, BOT_CHECK.COUNTER_MIN),
          deriveKey,
          data: { action },
          expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK.TTL_SECONDS,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        return { parameters: challenge.parameters, signature: challenge.signature! };
      },

      verify: async (payload, action, verifyOptions) => {
        if (!options.enabled) return true;
        if (!payload) return false;
        const decoded = decodePayload(payload);
        if (!decoded) return false;
        const { challenge, solution } = decoded;
        // A solution for the login is no good for the registration, and the other way round.
        if (challenge.parameters.data?.action !== action) return false;
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        }).catch(() => null); // parameters no challenge of ours could have (odd hex, unknown algorithm)
        if (!result?.verified || !challenge.parameters.expiresAt) return false;
        if (verifyOptions?.reusable) return true;
        // Once only: the first request that presents the solution consumes it.
        const now = new Date();
        const used = await spendSolution(
          app.db,
          challenge.signature,
          new Date(challenge.parameters.expiresAt * 1000),
        );
        await prune(now).catch((err: unknown) => app.log.warn({ err }, 'bot check: pruning failed'));
        return used;
      },
    };
    app.decorate('botCheck', botCheck);
  },
  { name: 'bot-check', dependencies: ['database'] },
);
