import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The registration's attribution values (access.md §2, §3, §9): read from the address and kept in the
 * client settings' RegistrationSettings ({ Key, value, expiry }) so that a visitor who comes back
 * later still registers with them: 24 hours for father and refer, 6 hours for the others.
 */
export const PREFILL_KEYS = ['father', 'refer', 'promo', 'vneid', 'btag', 'btagType'] as const;
export type PrefillKey = (typeof PREFILL_KEYS)[number];
export type Prefill = Partial<Record<PrefillKey, string>>;
export type RegistrationSetting = { Key: string; value: string; expiry: number };

const HOUR_MS = 3_600_000;
export const PREFILL_LIFETIME_MS: Record<PrefillKey, number> = {
  father: 24 * HOUR_MS,
  refer: 24 * HOUR_MS,
  promo: 6 * HOUR_MS,
  vneid: 6 * HOUR_MS,
  btag: 6 * HOUR_MS,
  btagType: 6 * HOUR_MS,
};

/** Where the browser keeps the client settings (only RegistrationSettings is written here). */
export const CLIENT_SETTINGS_KEY = 'ClientSettings';

const isSetting = (value: unknown): value is RegistrationSetting =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RegistrationSetting).Key === 'string' &&
  typeof (value as RegistrationSetting).value === 'string' &&
  typeof (value as RegistrationSetting).expiry === 'number';

function readLocalSettings(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readStorage(CLIENT_SETTINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function readStoredRegistrationSettings(): RegistrationSetting[] {
  const stored = readLocalSettings().RegistrationSettings;
  return Array.isArray(stored) ? stored.filter(isSetting) : [];
}

function writeStoredRegistrationSettings(settings: RegistrationSetting[]): void {
  writeStorage(
    CLIENT_SETTINGS_KEY,
    JSON.stringify({ ...readLocalSettings(), RegistrationSettings: settings }),
  );
}

/**
 * The prefill of a registration opened at `now` with `query`: a value in the address wins and is
 * stored with a new expiry; otherwise the stored value (this browser's, then the server's client
 * settings of a logged-in player) while it has not expired. Expired entries are dropped.
 */
export function resolvePrefill(
  query: URLSearchParams,
  serverSettings: readonly RegistrationSetting[] = [],
  now = Date.now(),
): Prefill {
  const local = readStoredRegistrationSettings();
  const kept = local.filter((setting) => setting.expiry > now);
  const prefill: Prefill = {};
  for (const key of PREFILL_KEYS) {
    const fromQuery = query.get(key)?.trim();
    if (fromQuery) {
      prefill[key] = fromQuery;
      const entry = { Key: key, value: fromQuery, expiry: now + PREFILL_LIFETIME_MS[key] };
      const index = kept.findIndex((setting) => setting.Key === key);
      if (index >= 0) kept[index] = entry;
      else kept.push(entry);
      continue;
    }
    const stored =
      kept.find((setting) => setting.Key === key) ??
      serverSettings.find((setting) => setting.Key === key && setting.expiry > now);
    if (stored?.value) prefill[key] = stored.value;
  }
  const changed = kept.length !== local.length || kept.some((setting, index) => local[index] !== setting);
  if (changed) writeStoredRegistrationSettings(kept);
  return prefill;
}

/** A finished registration forgets its attribution: the next one on this browser starts clean. */
export function clearRegistrationSettings(): void {
  writeStoredRegistrationSettings([]);
}
