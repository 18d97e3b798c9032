import { afterEach, describe, expect, it } from 'vitest';
import { readLastDeposit } from './deposit-storage';

afterEach(() => window.localStorage.clear());

describe('readLastDeposit', () => {
  it('reads the last method and its amount; an amount missing reads as 0', () => {
    window.localStorage.setItem('LastDepositValues', '{"Id":4,"Name":"Ricarica_Neteller","Amount":2550}');
    expect(readLastDeposit()).toEqual({ Id: 4, Name: 'Ricarica_Neteller', Amount: 2550 });
    window.localStorage.setItem('LastDepositValues', '{"Id":4,"Name":"Ricarica_Neteller"}');
    expect(readLastDeposit()).toEqual({ Id: 4, Name: 'Ricarica_Neteller', Amount: 0 });
  });

  it.each(['', 'not json', 'null', '{"Id":"4","Name":"x"}', '{"Id":4}'])('ignores %j', (text) => {
    window.localStorage.setItem('LastDepositValues', text);
    expect(readLastDeposit()).toBeNull();
  });
});
