import { CASH_OUT_SHARE_PERCENT, MAX_SYSTEM_COMBINATIONS, TICKET_STATE } from '@conto-gioco/shared/play';

/**
 * The arithmetic of sport tickets, exact in integer cents: odds are hundredths, a win is the
 * stake times the odds' product, floored to the cent once per combination (BigInt, so that a long
 * multiple never loses precision).
 */

export type LegOdds = { odds: number; fixed: boolean };
export type DecidedLeg = LegOdds & {
  /** null while pending; the paid odds in hundredths once decided (0 lost, 100 void). */
  paidOdds: number | null;
};
export type SystemSize = { size: number; stakePerCombination: number };

const HUNDRED = 100n;

/** stake × Π odds / 100^n, floored. */
export function winOf(stake: number, odds: readonly number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= HUNDRED;
  }
  return Number(numerator / denominator);
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** The combinations of a system size: every fixed leg plus `size` of the others (indexes into legs). */
export function* combinationsOf(legs: readonly LegOdds[], size: number): Generator<number[]> {
  const fixed = legs.flatMap((leg, index) => (leg.fixed ? [index] : []));
  const free = legs.flatMap((leg, index) => (leg.fixed ? [] : [index]));
  if (size > free.length) return;
  const pick: number[] = [];
  function* walk(start: number): Generator<number[]> {
    if (pick.length === size) {
      yield [...fixed, ...pick];
      return;
    }
    for (let i = start; i <= free.length - (size - pick.length); i++) {
      pick.push(free[i]!);
      yield* walk(i + 1);
      pick.pop();
    }
  }
  yield* walk(0);
}

export function systemCombinationCount(legs: readonly LegOdds[], size: number): number {
  return binomial(legs.filter((leg) => !leg.fixed).length, size);
}

/** Why a system's shape is refused, or null: sizes within the free legs, a bounded number of combinations. */
export function systemProblem(legs: readonly LegOdds[], systems: readonly SystemSize[]): string | null {
  if (systems.length === 0) return 'a system needs its sizes';
  if (new Set(systems.map((s) => s.size)).size !== systems.length) return 'repeated system size';
  const free = legs.filter((leg) => !leg.fixed).length;
  let total = 0;
  for (const { size } of systems) {
    if (size > free) return 'system size above the free legs';
    total += binomial(free, size);
  }
  if (total > MAX_SYSTEM_COMBINATIONS) return 'too many combinations';
  return null;
}

export const systemStake = (legs: readonly LegOdds[], systems: readonly SystemSize[]) =>
  systems.reduce((sum, s) => sum + systemCombinationCount(legs, s.size) * s.stakePerCombination, 0);

/** The most a ticket can win: every leg won at its odds. */
export function possibleWinOf(
  kind: 'single' | 'multiple' | 'system',
  stake: number,
  legs: readonly LegOdds[],
  systems: readonly SystemSize[],
): number {
  if (kind !== 'system')
    return winOf(
      stake,
      legs.map((leg) => leg.odds),
    );
  let total = 0;
  for (const { size, stakePerCombination } of systems) {
    for (const combination of combinationsOf(legs, size)) {
      total += winOf(
        stakePerCombination,
        combination.map((i) => legs[i]!.odds),
      );
    }
  }
  return total;
}

export type TicketOutcome =
  | { decided: false }
  | { decided: true; state: typeof TICKET_STATE.VINCENTE | typeof TICKET_STATE.NON_VINCENTE; win: number };

/**
 * What the decided legs make of a ticket. A single or multiple loses as soon as one leg loses
 * (so does a system on a fixed leg); otherwise it waits for every leg. A void leg pays 1.00.
 */
export function outcomeOf(
  kind: 'single' | 'multiple' | 'system',
  stake: number,
  legs: readonly DecidedLeg[],
  systems: readonly SystemSize[],
): TicketOutcome {
  const lost = (leg: DecidedLeg) => leg.paidOdds === 0;
  const lostForGood =
    kind === 'system' ? legs.some((leg) => leg.fixed && lost(leg)) : legs.some((leg) => lost(leg));
  if (lostForGood) return { decided: true, state: TICKET_STATE.NON_VINCENTE, win: 0 };
  if (legs.some((leg) => leg.paidOdds === null)) return { decided: false };
  const paid = legs.map((leg) => ({ odds: leg.paidOdds!, fixed: leg.fixed }));
  let win: number;
  if (kind !== 'system') {
    win = winOf(
      stake,
      paid.map((leg) => leg.odds),
    );
  } else {
    win = 0;
    for (const { size, stakePerCombination } of systems) {
      for (const combination of combinationsOf(paid, size)) {
        const odds = combination.map((i) => paid[i]!.odds);
        if (odds.every((o) => o > 0)) win += winOf(stakePerCombination, odds);
      }
    }
  }
  return win > 0
    ? { decided: true, state: TICKET_STATE.VINCENTE, win }
    : { decided: true, state: TICKET_STATE.NON_VINCENTE, win: 0 };
}

/**
 * The cash-out offer of a single or multiple still open: the win it would pay at the legs' odds
 * (decided legs at their paid odds), times the chance the open legs win at their current odds
 * (Π 100 / current), times CASH_OUT_SHARE_PERCENT; floored to the cent. Null when it has lost or
 * has no open leg.
 */
export function cashOutOfferOf(
  stake: number,
  legs: readonly (DecidedLeg & { currentOdds: number })[],
): number | null {
  if (legs.some((leg) => leg.paidOdds === 0)) return null;
  const open = legs.filter((leg) => leg.paidOdds === null);
  if (open.length === 0) return null;
  let numerator = BigInt(stake) * BigInt(CASH_OUT_SHARE_PERCENT);
  let denominator = HUNDRED;
  for (const leg of legs) {
    if (leg.paidOdds === null) {
      numerator *= BigInt(leg.odds);
      denominator *= BigInt(leg.currentOdds);
    } else {
      numerator *= BigInt(leg.paidOdds);
      denominator *= HUNDRED;
    }
  }
  const offer = Number(numerator / denominator);
  return offer > 0 ? offer : null;
}
