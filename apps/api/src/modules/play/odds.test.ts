import { describe, expect, it } from 'vitest';
import { TICKET_STATE } from '@conto-gioco/shared/play';
import {
  binomial,
  cashOutOfferOf,
  combinationsOf,
  outcomeOf,
  possibleWinOf,
  systemProblem,
  systemStake,
  winOf,
} from './odds.ts';

const leg = (odds: number, fixed = false) => ({ odds, fixed });

describe('ticket arithmetic', () => {
  it('multiplies the stake by the odds in hundredths and floors to the cent once', () => {
    expect(winOf(1000, [185])).toBe(1850);
    expect(winOf(1000, [185, 210])).toBe(3885);
    expect(winOf(333, [333, 333])).toBe(3692); // 3692.6... floored
    // Thirty legs at 10.00: exact in BigInt, far past 2^53 on the way.
    expect(winOf(100, Array(10).fill(1000))).toBe(100 * 10 ** 10);
  });

  it('counts and lists system combinations with fixed legs in each', () => {
    expect(binomial(5, 2)).toBe(10);
    const legs = [leg(200, true), leg(150), leg(300), leg(400)];
    const combos = [...combinationsOf(legs, 2)];
    expect(combos).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
    ]);
    expect(systemStake(legs, [{ size: 2, stakePerCombination: 100 }])).toBe(300);
    expect(systemProblem(legs, [{ size: 4, stakePerCombination: 100 }])).not.toBeNull();
    expect(systemProblem(legs, [])).not.toBeNull();
    expect(systemProblem(Array(20).fill(leg(150)), [{ size: 10, stakePerCombination: 1 }])).toBe(
      'too many combinations',
    );
  });

  it('computes a system possible win as the sum of its combinations', () => {
    const legs = [leg(200), leg(300), leg(400)];
    // 2/3: 2.00*3.00 + 2.00*4.00 + 3.00*4.00 = 26, times 1 € each.
    expect(possibleWinOf('system', 300, legs, [{ size: 2, stakePerCombination: 100 }])).toBe(2600);
    expect(possibleWinOf('multiple', 100, legs, [])).toBe(2400);
  });

  it('decides a multiple on its first lost leg, a win only when every leg is decided', () => {
    const pending = { ...leg(200), paidOdds: null };
    expect(outcomeOf('multiple', 100, [{ ...leg(200), paidOdds: 200 }, pending], [])).toEqual({
      decided: false,
    });
    expect(outcomeOf('multiple', 100, [{ ...leg(200), paidOdds: 0 }, pending], [])).toEqual({
      decided: true,
      state: TICKET_STATE.NON_VINCENTE,
      win: 0,
    });
    // A void leg pays 1.00.
    expect(
      outcomeOf(
        'multiple',
        100,
        [
          { ...leg(200), paidOdds: 200 },
          { ...leg(300), paidOdds: 100 },
        ],
        [],
      ),
    ).toEqual({ decided: true, state: TICKET_STATE.VINCENTE, win: 200 });
  });

  it('pays a system the combinations whose legs all won', () => {
    const legs = [
      { ...leg(200), paidOdds: 200 },
      { ...leg(300), paidOdds: 300 },
      { ...leg(400), paidOdds: 0 },
    ];
    expect(outcomeOf('system', 300, legs, [{ size: 2, stakePerCombination: 100 }])).toEqual({
      decided: true,
      state: TICKET_STATE.VINCENTE,
      win: 600,
    });
    // Waits for every leg while nothing is lost for good.
    expect(
      outcomeOf(
        'system',
        300,
        [legs[0]!, legs[1]!, { ...leg(400), paidOdds: null }],
        [{ size: 2, stakePerCombination: 100 }],
      ),
    ).toEqual({ decided: false });
    // A fixed leg lost loses every combination at once.
    expect(
      outcomeOf(
        'system',
        300,
        [
          { ...leg(200, true), paidOdds: 0 },
          { ...leg(300), paidOdds: null },
        ],
        [{ size: 1, stakePerCombination: 300 }],
      ),
    ).toMatchObject({ decided: true, state: TICKET_STATE.NON_VINCENTE });
  });

  it("offers a cash-out from the open legs' current odds, with the house's share", () => {
    const legs = [
      { ...leg(200), paidOdds: 200, currentOdds: 200 },
      { ...leg(300), paidOdds: null, currentOdds: 150 },
    ];
    // 10 € × 2.00 × 3.00 = 60 € possible; the open leg now at 1.50: 60 / 1.5 = 40 €, 95 % = 38 €.
    expect(cashOutOfferOf(1000, legs)).toBe(3800);
    expect(cashOutOfferOf(1000, [{ ...leg(200), paidOdds: 0, currentOdds: 200 }, legs[1]!])).toBeNull();
    expect(cashOutOfferOf(1000, [legs[0]!])).toBeNull();
  });
});
