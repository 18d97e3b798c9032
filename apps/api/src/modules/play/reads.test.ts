import { describe, expect, it } from 'vitest';
import { sessionStack } from './reads.ts';

describe('sessionStack', () => {
  it('is the deepest the running result went: a win funds the later bets', () => {
    expect(sessionStack([])).toBe(0);
    expect(
      sessionStack([
        { bet: 100, win: 300 },
        { bet: 200, win: 0 },
      ]),
    ).toBe(100);
    expect(
      sessionStack([
        { bet: 100, win: 0 },
        { bet: 200, win: 500 },
        { bet: 50, win: 0 },
      ]),
    ).toBe(300);
  });

  it('takes each bet before its own win', () => {
    expect(sessionStack([{ bet: 100, win: 1000 }])).toBe(100);
  });
});
