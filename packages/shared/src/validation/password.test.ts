import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPassword } from './password.ts';

describe('password rule (8 to 200 characters, a digit and a letter, no whitespace)', () => {
  it.each([
    ['Demo12345', true],
    ['abcdefg1', true],
    ['abcdef1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abcd 1234', false],
    [`a1${'x'.repeat(198)}`, true],
    [`a1${'x'.repeat(199)}`, false],
  ])('%s -> %s', (password, ok) => {
    expect(isStrongPassword(password)).toBe(ok);
  });

  it('never accepts a password with whitespace, whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(' ', '\t', '\n'),
        fc.string(),
        (a, space, b) => !isStrongPassword(`Aa1${a}${space}${b}xxxx`),
      ),
    );
  });

  it('gives the spec messages', () => {
    expect(newPassword().safeParse('').error?.issues[0]?.message).toBe('Il campo è richiesto');
    expect(newPassword().safeParse('corta1').error?.issues[0]?.message).toBe(
      'Sicurezza password non sufficiente',
    );
  });
});
