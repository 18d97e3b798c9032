import { eq } from 'drizzle-orm';
import { LOGGED_IN_CODES } from '@conto-gioco/shared/auth';
import { players } from '../modules/auth/schema.ts';
import { paymentMethods } from '../modules/wallet/schema.ts';
import { login, type TestApp } from './app.ts';

type PlayerRow = typeof players.$inferSelect;
type MethodRow = typeof paymentMethods.$inferSelect;

/**
 * The seeded demo data as a test file uses it: a token per player (logged in once), and changes
 * to a player or a payment method that `restore` puts back after each test. `app` is read at each
 * call, so the helpers can be made before beforeAll creates the app.
 */
export function demoData(app: () => TestApp) {
  const tokens = new Map<string, string>();
  const touchedPlayers = new Map<string, Partial<PlayerRow>>();
  const touchedMethods = new Map<number, Partial<MethodRow>>();
  const db = () => app().database.db;

  async function playerRow(username: string): Promise<PlayerRow> {
    const [row] = await db().select().from(players).where(eq(players.username, username));
    return row!;
  }

  return {
    playerRow,

    /** Logs in once per player (any logged-in code) and returns the token. */
    async tokenFor(username: string): Promise<string> {
      const known = tokens.get(username);
      if (known) return known;
      const body = await login(app().app, username);
      if (!LOGGED_IN_CODES.includes(body.ResponseCode))
        throw new Error(`login of ${username}: ${body.ResponseCode}`);
      tokens.set(username, body.ResponseData.Token);
      return body.ResponseData.Token;
    },

    /** Changes a demo player for one test; restore puts the old values back. */
    async setPlayer(username: string, patch: Partial<PlayerRow>): Promise<void> {
      const row = await playerRow(username);
      const saved = touchedPlayers.get(username) ?? {};
      for (const key of Object.keys(patch) as (keyof PlayerRow)[])
        if (!(key in saved)) Object.assign(saved, { [key]: row[key] });
      touchedPlayers.set(username, saved);
      await db().update(players).set(patch).where(eq(players.username, username));
    },

    /** Changes a seeded payment method for one test; restore puts the old values back. */
    async setMethod(id: number, patch: Partial<MethodRow>): Promise<void> {
      const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, id));
      if (!touchedMethods.has(id))
        touchedMethods.set(
          id,
          Object.fromEntries(Object.keys(patch).map((key) => [key, row![key as keyof MethodRow]])),
        );
      await db().update(paymentMethods).set(patch).where(eq(paymentMethods.id, id));
    },

    /** Puts back every player and method a test changed. */
    async restore(): Promise<void> {
      for (const [username, original] of touchedPlayers)
        await db().update(players).set(original).where(eq(players.username, username));
      touchedPlayers.clear();
      for (const [id, original] of touchedMethods)
        await db().update(paymentMethods).set(original).where(eq(paymentMethods.id, id));
      touchedMethods.clear();
    },
  };
}
