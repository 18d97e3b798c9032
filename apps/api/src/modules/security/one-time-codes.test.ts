import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { players } from '../auth/schema.ts';
import { consumeCode, hasCode, issueCode } from './one-time-codes.ts';

let t: TestApp;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  playerId = (await t.database.db.select().from(players).where(eq(players.username, 'mariorossi')))[0]!.id;
});
afterAll(() => t.close());

describe('one-time codes', () => {
  it('are six digits, valid 3 minutes, and work once', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const code = await issueCode(t.database.db, { playerId, purpose: 'mobile-confirm' }, now);
    expect(code).toMatch(/^\d{6}$/);
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(await hasCode(t.database.db, { playerId, purpose: 'mobile-confirm', code }, at(179))).toBe(true);
    expect(await consumeCode(t.database.db, { playerId, purpose: 'mobile-confirm', code }, at(179))).toBe(
      'ok',
    );
    expect(await consumeCode(t.database.db, { playerId, purpose: 'mobile-confirm', code }, at(179))).toBe(
      'missing',
    );
  });

  it('expire after 3 minutes', async () => {
    const now = new Date('2026-11-22T11:00:00Z');
    const code = await issueCode(t.database.db, { playerId, purpose: 'mobile-confirm' }, now);
    expect(
      await consumeCode(
        t.database.db,
        { playerId, purpose: 'mobile-confirm', code },
        new Date(now.getTime() + 180_000),
      ),
    ).toBe('expired');
  });

  it('are spent after five wrong tries, and a new code replaces the old one', async () => {
    const now = new Date();
    const first = await issueCode(t.database.db, { playerId, purpose: 'email-confirm' }, now);
    const second = await issueCode(t.database.db, { playerId, purpose: 'email-confirm' }, now);
    expect(await hasCode(t.database.db, { playerId, purpose: 'email-confirm', code: first })).toBe(
      first === second,
    );
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await consumeCode(t.database.db, { playerId, purpose: 'email-confirm', code: wrong })).toBe(
        'wrong',
      );
    }
    expect(await consumeCode(t.database.db, { playerId, purpose: 'email-confirm', code: second })).toBe(
      'missing',
    );
  });
});
