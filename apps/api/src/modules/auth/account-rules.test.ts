import { describe, expect, it } from 'vitest';
import { accountRestrictions } from './account-rules.ts';

const player = (statoConto: number, extra: Partial<{ esclusione: boolean; cambioPassword: boolean }> = {}) =>
  accountRestrictions({ statoConto, esclusione: false, cambioPassword: false, ...extra });

describe('accountRestrictions', () => {
  it('lets a validated or provisional account do everything', () => {
    for (const state of [1, 2]) {
      expect(player(state)).toEqual({
        canLogIn: true,
        canPlay: true,
        canDeposit: true,
        canTakeBonus: true,
        canWithdraw: true,
        selfExcluded: false,
      });
    }
  });

  it('keeps blocked and inactive accounts out', () => {
    for (const state of [0, 6]) {
      expect(player(state)).toMatchObject({
        canLogIn: false,
        canPlay: false,
        canDeposit: false,
        canWithdraw: false,
      });
    }
  });

  it('lets self-excluded players withdraw but not deposit, play or take bonuses', () => {
    for (const restrictions of [
      player(7),
      player(8),
      player(9),
      player(70),
      player(80),
      player(2, { esclusione: true }),
    ]) {
      expect(restrictions).toEqual({
        canLogIn: true,
        canPlay: false,
        canDeposit: false,
        canTakeBonus: false,
        canWithdraw: true,
        selfExcluded: true,
      });
    }
  });

  it('holds deposits back while a password change is pending', () => {
    expect(player(2, { cambioPassword: true })).toMatchObject({ canDeposit: false, canPlay: true });
  });
});
