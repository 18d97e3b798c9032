import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database } from '../db/client.ts';
import { hashPassword, hashSecurityAnswer } from '../modules/auth/passwords.ts';
import { importContent } from '../modules/cms/import.ts';
import { players } from '../modules/auth/schema.ts';
import { siteConfig } from '../modules/environment/schema.ts';
import { PLAYER_ACCOUNT, SYSTEM_ACCOUNT, transfer } from '../modules/wallet/ledger.ts';
import { playerCards } from '../modules/withdrawal/schema.ts';
import {
  type DemoPlayer,
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_SECURITY_ANSWER,
  DEMO_SECURITY_QUESTION_ID,
} from './demo-players.ts';
import { seedLegacyAccounts } from './legacy-accounts.ts';
import { seedBonusOffers } from './bonus-offers.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedPaymentMethods } from './payment-methods.ts';
import { seedRankingCatalogue, seedRankingDemo } from './ranking.ts';
import { seedVipCatalogue, seedVipDemo } from './vip.ts';
import { seedRegistrationData } from './registration-data.ts';
import { seedPlayHistory, type PlayHistorySize } from './play-history.ts';
import { seedStatementHistory } from './statement-history.ts';
import siteConfigSeed from './site-config.json' with { type: 'json' };

/**
 * Idempotent: what exists is kept (an operator's switch, a player's data and money), what is
 * missing is added. Opening balances go through the ledger with fixed idempotency keys.
 */
export async function seed(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: {
    demoPlayers: boolean;
    contentDir?: string | null;
  } = { demoPlayers: true },
): Promise<void> {
  const configRows = [
    ...Object.entries(siteConfigSeed.modules).map(([name, m]) => ({
      name,
      kind: 'module' as const,
      value: String(m.on),
      description: m.description,
    })),
    ...Object.entries(siteConfigSeed.variables).map(([name, v]) => ({
      name,
      kind: 'variable' as const,
      value: v.value,
      description: v.description,
    })),
  ];
  await db.insert(siteConfig).values(configRows).onConflictDoNothing();
  await seedRegistrationData(db);
  await seedPaymentMethods(db);
  await seedBonusOffers(db);
  await seedRankingCatalogue(db);
  await seedVipCatalogue(db);
  // The site's content is not demo data: it is imported with or without the demo players. An
  // invalid folder fails the start with every problem and its line (ContentError).
  if (options.contentDir && existsSync(options.contentDir)) {
    const content = await importContent(db, options.contentDir);
    log.info(
      content.unchanged
        ? { contentVersion: content.version }
        : {
            contentVersion: content.version,
            contentAdded: content.added,
            contentUpdated: content.updated,
            contentRemoved: content.removed,
          },
      content.unchanged ? 'content unchanged' : 'content imported',
    );
  }
  if (!options.demoPlayers) {
    log.info({ siteConfigRows: configRows.length }, 'seed applied (site configuration only)');
    return;
  }

  const existing = await db.select({ username: players.username }).from(players);
  const known = new Set(existing.map((row) => row.username.toLowerCase()));
  let added = 0;
  // Every demo player has the same password and answer: two Argon2id hashes serve them all (every
  // API test file seeds, and a hash costs tens of milliseconds).
  let hashes: Promise<[string, string]> | undefined;
  const demoHashes = () =>
    (hashes ??= Promise.all([hashPassword(DEMO_PASSWORD), hashSecurityAnswer(DEMO_SECURITY_ANSWER)]));
  for (const demo of DEMO_PLAYERS) {
    if (!known.has(demo.username)) {
      const verifiedAt = demo.contactsConfirmed ? new Date() : null;
      const [passwordHash, securityAnswerHash] = await demoHashes();
      const inserted = await db
        .insert(players)
        .values({
          username: demo.username,
          passwordHash,
          contractNumber: demo.contractNumber,
          nome: demo.nome,
          cognome: demo.cognome,
          email: demo.email,
          cellulare: demo.cellulare,
          statoConto: demo.statoConto,
          userStatusOk: demo.userStatusOk,
          confirmedMobile: demo.contactsConfirmed,
          playerConfirmed: demo.contactsConfirmed,
          lastMobileVerificationAt: verifiedAt,
          lastEmailVerificationAt: verifiedAt,
          primaRicarica: demo.cash === 0,
          securityQuestionId: DEMO_SECURITY_QUESTION_ID,
          securityAnswerHash,
          depositLimit: demo.depositLimit === undefined ? 50_000 : demo.depositLimit,
          totpSecret: demo.totpSecret ?? null,
          totpEnabled: demo.totpSecret !== undefined,
          deviceCheck: demo.deviceCheck ?? false,
          cambioPassword: demo.cambioPassword ?? false,
          termsAccepted: demo.termsAccepted ?? true,
          richiedereIsPep: demo.richiedereIsPep ?? false,
          esclusione: demo.esclusione ?? false,
          invitation: demo.invitation ?? null,
          movedToUrl: demo.movedToUrl ?? null,
          ...demo.anagrafica,
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      if (inserted.length > 0) added++;
    }
    const [player] = await db
      .select({ id: players.id })
      .from(players)
      .where(sql`lower(${players.username}) = ${demo.username}`);
    for (const [kind, amount] of [
      [PLAYER_ACCOUNT.cash, demo.cash],
      [PLAYER_ACCOUNT.bonus, demo.bonus],
    ] as const) {
      if (amount <= 0) continue;
      await transfer(db, {
        idempotencyKey: `seed:opening-balance:${demo.username}:${kind}`,
        cause: 'Saldo iniziale',
        playerId: player!.id,
        legs: [
          { account: { system: SYSTEM_ACCOUNT.demoFunding }, amount: -amount },
          { account: { playerId: player!.id, kind }, amount },
        ],
      });
    }
    if (demo.cards) await seedCards(db, player!.id, demo);
    if (demo.statementHistory)
      await seedStatementHistory(db, {
        id: player!.id,
        username: demo.username,
        contractNumber: demo.contractNumber,
      });
  }
  await seedLegacyAccounts(db);
  await seedDemoCoupons(db);
  await seedRankingDemo(db);
  await seedVipDemo(db);
  log.info({ siteConfigRows: configRows.length, demoPlayersAdded: added }, 'seed applied');
}

/**
 * The play history of the demo players who have one (`playHistory`), after seed(): apart from it
 * because every test database is seeded without it, and a year of play takes minutes (app.ts runs
 * it in the background). Each player's history is done once (seedPlayHistory).
 */
export async function seedPlayHistories(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
  size: PlayHistorySize,
): Promise<void> {
  for (const demo of DEMO_PLAYERS) {
    if (!demo.playHistory) continue;
    const [player] = await db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, demo.username));
    if (!player) continue;
    const started = Date.now();
    const counts = await seedPlayHistory(
      db,
      { id: player.id, username: demo.username, cash: demo.cash },
      size,
    );
    if (counts)
      log.info({ player: demo.username, ms: Date.now() - started, ...counts }, 'play history seeded');
  }
}

/**
 * The cards a demo player may be paid on, each added once (told apart by the masked number). The
 * player's row is locked while they are compared, so two instances seeding together add them once;
 * FOR NO KEY UPDATE, not FOR UPDATE: the cards' foreign key takes KEY SHARE on that row.
 */
async function seedCards(db: Database, playerId: number, demo: DemoPlayer): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from ${players} where ${players.id} = ${playerId} for no key update`);
    const present = await tx
      .select({ maskedNumber: playerCards.maskedNumber })
      .from(playerCards)
      .where(eq(playerCards.playerId, playerId));
    const known = new Set(present.map((card) => card.maskedNumber));
    const missing = (demo.cards ?? []).filter((card) => !known.has(card.maskedNumber));
    if (missing.length === 0) return;
    await tx.insert(playerCards).values(
      missing.map((card) => ({
        playerId,
        kind: card.kind,
        maskedNumber: card.maskedNumber,
        expiry: card.expiry,
        holder: `${demo.nome} ${demo.cognome}`,
      })),
    );
  });
}
