import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { WITHDRAWAL_MESSAGES } from './withdrawal.ts';
import {
  expiryError,
  inTimeSlot,
  isApcoPostepayCard,
  italianIbanError,
  normaliseIban,
  withdrawalAmountError,
  withdrawalBounds,
  withdrawalFieldErrors,
} from './withdrawal-rules.ts';

const bankTransfer = {
  MinAmount: 1_000,
  MaxAmount: null,
  TimeSlot_MinAmount: 5_000,
  TimeSlot_MaxAmount: 100_000,
  TimeSlot_From: '22:00',
  TimeSlot_To: '06:00',
};
// Europe/Rome is UTC+1 in November and UTC+2 in July.
const romeWinter = (clock: string) => new Date(`2026-11-22T${clock}:00+01:00`);

describe('inTimeSlot', () => {
  it('crosses midnight: 22:00 to 06:00 includes both ends of the night, not 06:00', () => {
    expect(inTimeSlot(bankTransfer, romeWinter('21:59'))).toBe(false);
    expect(inTimeSlot(bankTransfer, romeWinter('22:00'))).toBe(true);
    expect(inTimeSlot(bankTransfer, romeWinter('23:59'))).toBe(true);
    expect(inTimeSlot(bankTransfer, romeWinter('00:00'))).toBe(true);
    expect(inTimeSlot(bankTransfer, romeWinter('05:59'))).toBe(true);
    expect(inTimeSlot(bankTransfer, romeWinter('06:00'))).toBe(false);
  });

  it('reads the Europe/Rome clock, summer time included', () => {
    // 20:30 UTC is 22:30 in Rome in July: inside the slot, although UTC says 20:30.
    expect(inTimeSlot(bankTransfer, new Date('2026-07-10T20:30:00Z'))).toBe(true);
    expect(inTimeSlot(bankTransfer, new Date('2026-07-10T19:30:00Z'))).toBe(false);
  });

  it('a slot within one day, and no slot at all', () => {
    const daySlot = { ...bankTransfer, TimeSlot_From: '09:00', TimeSlot_To: '17:00' };
    expect(inTimeSlot(daySlot, romeWinter('12:00'))).toBe(true);
    expect(inTimeSlot(daySlot, romeWinter('17:00'))).toBe(false);
    expect(inTimeSlot({ ...bankTransfer, TimeSlot_From: null, TimeSlot_To: null }, romeWinter('23:00'))).toBe(
      false,
    );
  });
});

describe('withdrawalBounds', () => {
  it('automatic mode: MinAmount and the withdrawable balance when MaxAmount is null', () => {
    expect(withdrawalBounds(bankTransfer, 250_000, romeWinter('12:00'))).toEqual({
      min: 1_000,
      max: 250_000,
      timeSlot: false,
    });
  });

  it('automatic mode: the lower of MaxAmount and the withdrawable balance', () => {
    const neteller = { ...bankTransfer, MaxAmount: 500_000, TimeSlot_From: null, TimeSlot_To: null };
    expect(withdrawalBounds(neteller, 900_000, romeWinter('12:00')).max).toBe(500_000);
    expect(withdrawalBounds(neteller, 30_000, romeWinter('12:00')).max).toBe(30_000);
  });

  it('inside the slot: the slot bounds, the maximum capped by the withdrawable balance', () => {
    expect(withdrawalBounds(bankTransfer, 250_000, romeWinter('23:00'))).toEqual({
      min: 5_000,
      max: 100_000,
      timeSlot: true,
    });
    expect(withdrawalBounds(bankTransfer, 20_000, romeWinter('03:00')).max).toBe(20_000);
  });

  it('the amount error names the bound it breaks', () => {
    const bounds = { min: 1_000, max: 20_000, timeSlot: false };
    expect(withdrawalAmountError(bounds, null)).toBe(VALIDATION_MESSAGES.required);
    expect(withdrawalAmountError(bounds, 999)).toBe(WITHDRAWAL_MESSAGES.amountMin(1_000));
    expect(withdrawalAmountError(bounds, 20_001)).toBe(WITHDRAWAL_MESSAGES.amountMax(20_000));
    expect(withdrawalAmountError(bounds, 20_000)).toBeNull();
  });
});

describe('the method fields', () => {
  const now = romeWinter('12:00');

  it('bank transfer: only a valid Italian IBAN, as typed with spaces and lower case', () => {
    expect(italianIbanError('it60 x054 2811 1010 0000 0123 456')).toBeNull();
    expect(normaliseIban('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456');
    expect(italianIbanError('DE89370400440532013000')).toBe(WITHDRAWAL_MESSAGES.ibanItalianOnly);
    // The right shape with wrong check digits.
    expect(italianIbanError('IT61X0542811101000000123456')).toBe(WITHDRAWAL_MESSAGES.ibanItalianOnly);
    expect(italianIbanError('')).toBe(VALIDATION_MESSAGES.required);
  });

  it('card expiry: MM/YY, not before this month', () => {
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe(WITHDRAWAL_MESSAGES.invalidExpiry);
    expect(expiryError('13/27', now)).toBe(WITHDRAWAL_MESSAGES.invalidExpiry);
    expect(expiryError('', now)).toBe(VALIDATION_MESSAGES.required);
  });

  it('an Apco card of a Postepay BIN (402360, 533317) is paid as Postepay', () => {
    expect(isApcoPostepayCard('4023 6012 3456 7890')).toBe(true);
    expect(isApcoPostepayCard('5333171234567890')).toBe(true);
    expect(isApcoPostepayCard('4539971234567890')).toBe(false);
  });

  it("each method's own fields, and the password for all", () => {
    expect(withdrawalFieldErrors('Prelievo_Neteller', { email: 'x' }, now)).toEqual({
      pin: VALIDATION_MESSAGES.required,
      email: VALIDATION_MESSAGES.invalidEmail,
    });
    expect(withdrawalFieldErrors('Prelievo_Voucher', { pin: 'p', secret: '123' }, now)).toEqual({
      secret: WITHDRAWAL_MESSAGES.pinMinLength,
    });
    expect(withdrawalFieldErrors('Prelievo_Voucher', { pin: 'p', secret: '1234' }, now)).toEqual({});
    expect(withdrawalFieldErrors('Prelievo_MasterCard', { pin: 'p' }, now)).toEqual({
      code: VALIDATION_MESSAGES.required,
    });
    expect(withdrawalFieldErrors('Prelievo_Poste', { pin: 'p', poste_pay: '1234' }, now)).toEqual({
      poste_pay: VALIDATION_MESSAGES.invalidCode,
      data_scadenza: VALIDATION_MESSAGES.required,
    });
    expect(withdrawalFieldErrors('Prelievo_Safecharge', { pin: 'p' }, now)).toEqual({});
  });
});
