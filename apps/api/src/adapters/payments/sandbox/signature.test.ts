import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  sameHex,
  signFields,
  signNotification,
  signToken,
  verifyFields,
  verifyNotification,
  verifyToken,
} from './signature.ts';

const secret = 'sandbox-secret-for-the-signature-tests-0123456789';
const body = JSON.stringify({
  paymentId: 'SBX-1',
  merchantReference: 'tx-1',
  status: 'approved',
  amount: 2500,
});
const now = 1_800_000_000;

describe('notification signature', () => {
  it('is the Stripe-style header: t and hex HMAC-SHA256 of t.body', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(signNotification(secret, body, now)).toBe(`t=${now},v1=${expected}`);
  });

  it('accepts its own signature within the tolerance, either side', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification(secret, header, body, now)).toBe(true);
    expect(verifyNotification(secret, header, body, now + 300)).toBe(true);
    expect(verifyNotification(secret, header, body, now - 300)).toBe(true);
  });

  it('refuses a stale or future-dated signature', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification(secret, header, body, now + 301)).toBe(false);
    expect(verifyNotification(secret, header, body, now - 301)).toBe(false);
  });

  it('refuses a tampered body, even one byte or whitespace', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification(secret, header, body.replace('2500', '2501'), now)).toBe(false);
    expect(verifyNotification(secret, header, `${body} `, now)).toBe(false);
    expect(verifyNotification(secret, header, JSON.stringify(JSON.parse(body), null, 1), now)).toBe(false);
  });

  it('refuses another secret, a moved timestamp and malformed headers', () => {
    const header = signNotification(secret, body, now);
    expect(verifyNotification(`${secret}x`, header, body, now)).toBe(false);
    const v1 = header.split(',v1=')[1]!;
    expect(verifyNotification(secret, `t=${now + 1},v1=${v1}`, body, now)).toBe(false);
    for (const bad of [
      undefined,
      '',
      `v1=${v1}`,
      `t=${now}`,
      `t=abc,v1=${v1}`,
      `t=${now},v1=${v1.slice(0, -2)}`,
      `t=${now},v1=${v1.toUpperCase().replace(/./, 'Z')}`,
      `t=${now},v1=${'0'.repeat(64)}`,
    ]) {
      expect(verifyNotification(secret, bad, body, now), String(bad)).toBe(false);
    }
  });

  it('accepts any matching v1 among several (secret rotation)', () => {
    const good = signNotification(secret, body, now).split(',v1=')[1]!;
    expect(verifyNotification(secret, `t=${now},v1=${'a'.repeat(64)},v1=${good}`, body, now)).toBe(true);
  });

  it('compares hex in constant time and only well-formed hex', () => {
    expect(sameHex('ab01', 'AB01')).toBe(true);
    expect(sameHex('ab01', 'ab02')).toBe(false);
    expect(sameHex('ab0', 'ab0')).toBe(false);
    expect(sameHex('zz', 'zz')).toBe(false);
    expect(sameHex('ab', 'abab')).toBe(false);
  });
});

describe('form signature', () => {
  const fields = { payment_id: 'SBX-1', amount: '2500', currency: '978', merchant_reference: 'tx-1' };

  it('covers every field, whatever their order', () => {
    const signature = signFields(secret, fields);
    expect(verifyFields(secret, { ...fields, signature })).toBe(true);
    const reordered = Object.fromEntries(Object.entries(fields).reverse());
    expect(verifyFields(secret, { signature, ...reordered })).toBe(true);
  });

  it('refuses a changed, added or removed field, and a missing signature', () => {
    const signature = signFields(secret, fields);
    expect(verifyFields(secret, { ...fields, amount: '250000', signature })).toBe(false);
    expect(verifyFields(secret, { ...fields, lockcard: '92', signature })).toBe(false);
    const { currency: _dropped, ...fewer } = fields;
    expect(verifyFields(secret, { ...fewer, signature })).toBe(false);
    expect(verifyFields(secret, fields)).toBe(false);
  });

  it('cannot be confused by moving text between fields', () => {
    expect(signFields(secret, { a: 'b=c', d: '' })).not.toBe(signFields(secret, { a: 'b', 'c&d': '' }));
  });

  it('is not the notification key: a form signature is no notification signature', () => {
    const formSignature = signFields(secret, fields);
    expect(verifyNotification(secret, `t=${now},v1=${formSignature}`, JSON.stringify(fields), now)).toBe(
      false,
    );
  });
});

describe('tokens', () => {
  it('name their payload until they expire', () => {
    const token = signToken(secret, 'paas', 'SBX-ABC', now + 60);
    expect(verifyToken(secret, 'paas', token, now)).toBe('SBX-ABC');
    expect(verifyToken(secret, 'paas', token, now + 60)).toBe('SBX-ABC');
    expect(verifyToken(secret, 'paas', token, now + 61)).toBeNull();
  });

  it('are good for one purpose and one secret, and cannot be altered', () => {
    const token = signToken(secret, 'paas', 'SBX-ABC', now + 60);
    expect(verifyToken(secret, 'decision', token, now)).toBeNull();
    expect(verifyToken(`${secret}x`, 'paas', token, now)).toBeNull();
    expect(verifyToken(secret, 'paas', token.replace('SBX-ABC', 'SBX-ABD'), now)).toBeNull();
    expect(verifyToken(secret, 'paas', token.replace(`.${now + 60}.`, `.${now + 6000}.`), now)).toBeNull();
    expect(verifyToken(secret, 'paas', 'garbage', now)).toBeNull();
  });
});
