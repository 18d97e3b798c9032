import { eq } from 'drizzle-orm';
import { clientSettings, defaultClientSettings, type ClientSettings } from '@conto-gioco/shared/settings';
import type { Executor } from '../../db/client.ts';
import { playerSettings } from './schema.ts';

/** The player's saved client settings over the defaults; a stored shape that no longer parses falls back to them. */
export async function getClientSettings(db: Executor, playerId: number): Promise<ClientSettings> {
  const defaults = defaultClientSettings(playerId);
  const [row] = await db
    .select({ settings: playerSettings.settings })
    .from(playerSettings)
    .where(eq(playerSettings.playerId, playerId));
  if (!row) return defaults;
  const parsed = clientSettings.safeParse({ ...defaults, ...(row.settings as object), UserId: playerId });
  return parsed.success ? parsed.data : defaults;
}
