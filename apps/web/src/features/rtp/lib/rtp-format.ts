import { RTP_DECIMALS, RTP_FAMILIES } from '@conto-gioco/shared/cms-constants';
import type { RtpMonthlyRow, RtpStaticRow } from '@conto-gioco/shared/cms';

/** Payout-percentage formatting and grouping (content-profile.md §2, §9). */

const percent = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: RTP_DECIMALS,
  maximumFractionDigits: RTP_DECIMALS,
  useGrouping: false,
});

/** Exactly 2 decimals, Italian comma: 96.371 → '96,37%'. */
export const formatRtp = (value: number) => `${percent.format(value)}%`;

/** Family column: the code and the description in upper case, '6 - CASINO'. */
export const familyLabel = (code: number, description: string) =>
  `${code} - ${description.trim().toLocaleUpperCase('it')}`;

/** 'slot MACHINE' → 'Slot Machine'. */
export const titleCase = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('it')
    .replace(
      /(^|[\s\-/(])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase('it'),
    );

export type PlatformTable = { platform: string; rows: RtpMonthlyRow[] };
export type FamilyBlock = { code: number; title: string; tables: PlatformTable[] };

/**
 * One block per family (by code: 1 SCOMMESSE, 2 IPPICHE, 6 CASINO), one table per platform (upper
 * case, in name order); rows newest month first, then by game.
 */
export function groupMonthly(rows: readonly RtpMonthlyRow[]): FamilyBlock[] {
  const families = new Map<number, FamilyBlock>();
  const sorted = [...rows].sort(
    (a, b) =>
      b.annoField - a.annoField ||
      b.meseField - a.meseField ||
      a.descrizione_giocoField.localeCompare(b.descrizione_giocoField, 'it'),
  );
  for (const row of sorted) {
    let family = families.get(row.famigliaField);
    if (!family) {
      family = {
        code: row.famigliaField,
        title:
          RTP_FAMILIES[row.famigliaField as keyof typeof RTP_FAMILIES] ??
          row.descrizione_famigliaField.trim().toLocaleUpperCase('it'),
        tables: [],
      };
      families.set(row.famigliaField, family);
    }
    const platform = row.descrizione_piattaformaField.trim().toLocaleUpperCase('it');
    let table = family.tables.find((entry) => entry.platform === platform);
    if (!table) {
      table = { platform, rows: [] };
      family.tables.push(table);
    }
    table.rows.push(row);
  }
  const blocks = [...families.values()].sort((a, b) => a.code - b.code);
  for (const block of blocks) block.tables.sort((a, b) => a.platform.localeCompare(b.platform, 'it'));
  return blocks;
}

export type ProviderTable = { provider: string; rows: RtpStaticRow[] };

/** One table per provider (name upper case, in name order), games in name order. */
export function groupStatic(rows: readonly RtpStaticRow[]): ProviderTable[] {
  const providers = new Map<string, ProviderTable>();
  for (const row of rows) {
    const provider = row.Fornitore.trim().toLocaleUpperCase('it');
    let table = providers.get(provider);
    if (!table) {
      table = { provider, rows: [] };
      providers.set(provider, table);
    }
    table.rows.push(row);
  }
  const tables = [...providers.values()].sort((a, b) => a.provider.localeCompare(b.provider, 'it'));
  for (const table of tables) table.rows.sort((a, b) => a.Nome_Gioco.localeCompare(b.Nome_Gioco, 'it'));
  return tables;
}
