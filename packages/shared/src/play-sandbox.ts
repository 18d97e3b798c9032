import { z } from 'zod';
import { LOTTO_WHEELS, MAX_TICKET_LEGS, TICKET_KINDS } from './play.ts';

/**
 * The game platform's sandbox ('AMBIENTE DI PROVA', issue 18): the player's calls
 * (`/api/sandbox/play/...`, login required) that stand in for the sportsbook, casino and lottery
 * front ends. The sandbox turns each into a call of the operator API (`/api/platform/...`), signed
 * with the service key, and answers that call's envelope: a refusal (PLAY_CODE) is data.
 */

export const PLAY_SANDBOX_BANNER = 'AMBIENTE DI PROVA — giocate simulate';

const code = z.string().trim().min(1).max(40);

/** One outcome the player picked: event, market and Cod_Esito of the fixture list. */
export const sandboxSelection = z.object({
  eventId: code,
  marketCode: code,
  outcomeCode: z.number().int().min(1).max(1000),
});
export type SandboxSelection = z.infer<typeof sandboxSelection>;

/** The OutcomeId_hash the sandbox reports an outcome under (a reservation's rows, the cart). */
export const sandboxOutcomeHash = (leg: SandboxSelection) =>
  `${leg.eventId}:${leg.marketCode}:${leg.outcomeCode}`;

/** Stakes in cents: from € 1 to € 500 (a sandbox, not a limit of the product). */
const stake = z.number().int().min(100).max(50_000);

export const sandboxTicketRequest = z.object({
  kind: z.enum(TICKET_KINDS),
  selections: z.array(sandboxSelection).min(1).max(MAX_TICKET_LEGS),
  /** Single and multiple: the stake. */
  stake: stake.optional(),
  /** System: how many legs each combination takes, and the stake of one combination. */
  systemSize: z.number().int().min(1).max(MAX_TICKET_LEGS).optional(),
  stakePerCombination: z.number().int().min(100).max(10_000).optional(),
});
export type SandboxTicketRequest = z.infer<typeof sandboxTicketRequest>;

export const sandboxReservationRequest = z.object({
  selections: z.array(sandboxSelection).min(1).max(MAX_TICKET_LEGS),
  stake,
});
export type SandboxReservationRequest = z.infer<typeof sandboxReservationRequest>;

export const SANDBOX_SLOT_BETS = [50, 100, 200, 500] as const;
export const SANDBOX_MAX_ROUNDS = 10;

export const sandboxSlotRequest = z.object({
  game: code,
  bet: z.literal(SANDBOX_SLOT_BETS),
  rounds: z.number().int().min(1).max(SANDBOX_MAX_ROUNDS),
});
export type SandboxSlotRequest = z.infer<typeof sandboxSlotRequest>;

export const SANDBOX_LOTTO_WHEELS = [...LOTTO_WHEELS, 'Nazionale'] as const;
export const SANDBOX_LOTTO_STAKES = [100, 200, 500, 1_000] as const;

export const sandboxLottoRequest = z.object({
  wheel: z.enum(SANDBOX_LOTTO_WHEELS),
  /** Two to five different numbers from 1 to 90 (ambo to cinquina). */
  numbers: z
    .array(z.number().int().min(1).max(90))
    .min(2)
    .max(5)
    .refine((numbers) => new Set(numbers).size === numbers.length, 'Numeri ripetuti'),
  stake: z.literal(SANDBOX_LOTTO_STAKES),
});
export type SandboxLottoRequest = z.infer<typeof sandboxLottoRequest>;

export const sandboxScratchRequest = z.object({ game: code });
export type SandboxScratchRequest = z.infer<typeof sandboxScratchRequest>;

// ------------------------------------------------------------------ answers

export const sandboxOutcome = z.object({
  outcomeCode: z.number().int(),
  outcome: z.string(),
  /** Odds in hundredths. */
  odds: z.number().int(),
});

export const sandboxMarket = z.object({
  marketCode: z.string(),
  market: z.string(),
  outcomes: z.array(sandboxOutcome),
});

export const sandboxEvent = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventDate: z.string(),
  groupName: z.string(),
  markets: z.array(sandboxMarket),
});
export type SandboxEvent = z.infer<typeof sandboxEvent>;

export const sandboxFixtures = z.object({
  events: z.array(sandboxEvent),
  slots: z.array(z.object({ game: z.string(), platform: z.string() })),
  scratchCards: z.array(z.object({ game: z.string(), price: z.number().int(), topWin: z.number().int() })),
});
export type SandboxFixtures = z.infer<typeof sandboxFixtures>;
