import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { TEST_DB_DRIVER, createTestApp, login, testConfig } from '../testing/app.ts';
import { seed } from './index.ts';
import { DEMO_PLAYERS } from './demo-players.ts';
import { queryRows } from '../db/client.ts';

const silent = { info: () => undefined };
const count = async (db: Parameters<typeof seed>[0], table: string) =>
  Number((await queryRows<{ n: string }>(db, sql.raw(`select count(*)::text as n from ${table}`)))[0]!.n);

describe('seed', () => {
  it('is idempotent: running it again adds no player, setting or money', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const before = {
        players: await count(db, 'players'),
        config: await count(db, 'site_config'),
        transfers: await count(db, 'ledger_transfers'),
        cards: await count(db, 'player_cards'),
      };
      await seed(db, silent);
      await seed(db, silent);
      expect({
        players: await count(db, 'players'),
        config: await count(db, 'site_config'),
        transfers: await count(db, 'ledger_transfers'),
        cards: await count(db, 'player_cards'),
      }).toEqual(before);
      expect(before.players).toBe(DEMO_PLAYERS.length);
      expect(before.cards).toBe(DEMO_PLAYERS.flatMap((demo) => demo.cards ?? []).length);
    } finally {
      await t.close();
    }
    // Three whole seeds of every demo player: room for a busy machine.
  }, 60_000);

  it('gives each withdrawal journey player € 2.000, a Mastercard VIP card and a Postepay-BIN Apco card', async () => {
    const t = await createTestApp();
    try {
      for (const username of ['giorgiafontana', 'andreamoretti']) {
        const session = await login(t.app, username);
        expect(session.ResponseData.UserData.saldo).toBe(200_000);
        const cards = await queryRows<{ kind: string; masked_number: string }>(
          t.database.db,
          sql`select c.kind, c.masked_number from player_cards c join players p on p.id = c.player_id
              where p.username = ${username} order by c.id`,
        );
        expect(cards.map((card) => card.kind).sort()).toEqual(['apco', 'apco', 'mastercard']);
        expect(cards.some((card) => card.kind === 'apco' && card.masked_number.startsWith('402360'))).toBe(
          true,
        );
        expect(cards.every((card) => /^\d{6}\*{6}\d{4}$/.test(card.masked_number))).toBe(true);
      }
      expect(await t.app.siteConfig.value('PrelievoOtpDaImporto')).toBe('50000');
      expect(await t.app.siteConfig.value('MessageAlertPrelievi_Attivo')).toBe('true');
      expect(await t.app.siteConfig.value('WithdrawWithPaas_Enabled')).toBe('false');
    } finally {
      await t.close();
    }
  });

  it('keeps an operator change of a switch', async () => {
    const t = await createTestApp();
    try {
      await t.app.siteConfig.set('GetVIPOk', 'false');
      await seed(t.database.db, silent);
      expect(await t.app.siteConfig.value('GetVIPOk')).toBe('false');
    } finally {
      await t.close();
    }
  });
});

describe.runIf(TEST_DB_DRIVER === 'pglite')('embedded database in DATA_DIR', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cg-data-'));
    const first = await buildApp(testConfig({ dataDir }));
    const firstLogin = await login(first, 'mariorossi');
    await first.close();

    const second = await buildApp(testConfig({ dataDir }));
    try {
      const secondLogin = await login(second, 'mariorossi');
      expect(secondLogin.ResponseData.UserData.lastLogin).not.toBeNull();
      expect(Date.parse(secondLogin.ResponseData.UserData.lastLogin)).toBeGreaterThanOrEqual(
        Date.parse(firstLogin.ResponseData.UserData.lastLogin ?? '1970-01-01'),
      );
      expect(secondLogin.ResponseData.UserData.saldo).toBe(127_500);
    } finally {
      await second.close();
    }
    // Two cold starts, each migrating and seeding a new database (the ranking's play included).
  }, 60_000);
});
