import { z } from 'zod';

/** The actions the spec protects with a bot-protection token (access.md §7). */
export const BOT_ACTIONS = [
  'AccountLogin',
  'AccountSecurityQuestion',
  'AccountCheckNick',
  'AccountRegistration',
  'AccountRegistrationFinal',
] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];

export const botCheckChallengeQuery = z.object({ action: z.enum(BOT_ACTIONS) });

/** The parameters of an ALTCHA (v2 protocol) proof-of-work challenge, signed by the server. */
export const botCheckChallengeParameters = z.object({
  algorithm: z.string().max(32),
  nonce: z.string().max(128),
  salt: z.string().max(128),
  cost: z.number().int().positive(),
  keyLength: z.number().int().positive(),
  keyPrefix: z.string().max(128),
  keySignature: z.string().max(256).optional(),
  memoryCost: z.number().int().positive().optional(),
  parallelism: z.number().int().positive().optional(),
  expiresAt: z.number().int().positive().optional(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** What the widget fetches: the challenge itself, not the usual envelope (the widget reads it as is). */
export const botCheckChallenge = z.object({
  parameters: botCheckChallengeParameters,
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallenge>;

/** The solved challenge the widget gives the form: base64 of this JSON, sent as `recaptcha`. */
export const botCheckPayload = z.object({
  challenge: botCheckChallenge,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});
