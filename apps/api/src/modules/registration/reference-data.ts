import { COMUNI } from 'codice-fiscale-js/src/lista-comuni.js';
import { ITALY_COUNTRY_ID } from '@conto-gioco/shared/constants';
import {
  DEPOSIT_LIMIT_OPTIONS_CENTS,
  ESTERO_MUNICIPALITY_ID,
  type ListItem,
  type Municipality,
  type NewsletterConsent,
} from '@conto-gioco/shared/registration';

/**
 * The registration's reference lists (access.md §7 GetComuniNascita, GetComuni, GetNazioni,
 * GetTipiDocumenti, GetEmittenteDocumento, GetDefaultNewsletter, GetLimitiDeposito). Municipalities
 * and foreign countries come from codice-fiscale-js, the same data its fiscal-code computation uses;
 * municipalities stay in memory (about 13 000 names), countries are seeded into the nations table
 * because their ids are ours and must never change.
 */

/** Upper case, no accents or apostrophes, single spaces: 'Cantù' and "CANTU'" both read CANTU. */
export const normaliseName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/** A municipality's id is its cadastral code read as a number: letter (A=1 ... Z=26) * 1000 + digits. */
export function municipalityIdOf(catastale: string): number {
  const letter = catastale.charCodeAt(0) - 64;
  return letter * 1000 + Number(catastale.slice(1));
}

type Entry = Municipality & { norm: string };

/** 'ESTERO': the birth place of anyone born outside Italy. */
export const ESTERO: Municipality = {
  Id: ESTERO_MUNICIPALITY_ID,
  Nome: 'ESTERO',
  Provincia: 'EE',
  Catastale: '',
  Soppresso: false,
};

const FOREIGN_PROVINCE = 'EE';

function buildMunicipalities() {
  const seen = new Set<string>();
  const all: Entry[] = [];
  for (const [catastale, provincia, nome, attivo] of COMUNI) {
    if (provincia === FOREIGN_PROVINCE) continue;
    // The list repeats a few rows word for word.
    const key = `${catastale}|${nome}`;
    if (seen.has(key)) continue;
    seen.add(key);
    all.push({
      Id: municipalityIdOf(catastale),
      Nome: nome,
      Provincia: provincia,
      Catastale: catastale,
      Soppresso: attivo !== 1,
      norm: normaliseName(nome),
    });
  }
  all.sort((a, b) => a.norm.localeCompare(b.norm) || Number(a.Soppresso) - Number(b.Soppresso));
  // One code may carry several names over time: the active one names the code.
  const byId = new Map<number, Entry>();
  for (const entry of all) {
    const known = byId.get(entry.Id);
    if (!known || (known.Soppresso && !entry.Soppresso)) byId.set(entry.Id, entry);
  }
  return { all, active: all.filter((entry) => !entry.Soppresso), byId };
}

// Built on the first search, not at start-up: normalising 13 000 names costs a noticeable moment.
let built: ReturnType<typeof buildMunicipalities> | undefined;
const municipalities = () => (built ??= buildMunicipalities());
const ESTERO_ENTRY: Entry = { ...ESTERO, norm: normaliseName(ESTERO.Nome) };

/** Results of one type-ahead search at most. */
export const MUNICIPALITY_SEARCH_LIMIT = 20;

function search(entries: Entry[], text: string): Municipality[] {
  const query = normaliseName(text);
  if (!query) return [];
  const exact: Entry[] = [];
  const prefix: Entry[] = [];
  const contains: Entry[] = [];
  for (const entry of entries) {
    if (entry.norm === query) exact.push(entry);
    else if (entry.norm.startsWith(query)) prefix.push(entry);
    else if (prefix.length + exact.length < MUNICIPALITY_SEARCH_LIMIT && entry.norm.includes(query))
      contains.push(entry);
  }
  return [...exact, ...prefix, ...contains]
    .slice(0, MUNICIPALITY_SEARCH_LIMIT)
    .map(({ norm: _norm, ...municipality }) => municipality);
}

/** GetComuniNascita: active and suppressed municipalities, and ESTERO. */
export const searchBirthMunicipalities = (text: string) =>
  search([ESTERO_ENTRY, ...municipalities().all], text);

/** GetComuni: municipalities that exist today. */
export const searchMunicipalities = (text: string) => search(municipalities().active, text);

/** The municipality an id names (its current name when the code had several), or undefined. */
export function municipalityById(id: number): Municipality | undefined {
  const entry = municipalities().byId.get(id);
  if (!entry) return undefined;
  const { norm: _norm, ...municipality } = entry;
  return municipality;
}

// ---------- countries ----------

/**
 * Display names for cadastral codes that the library lists under several names (an old one, an
 * alias with '='): today's Italian name.
 */
const PREFERRED_NATION_NAMES: Record<string, string> = {
  Z114: 'REGNO UNITO',
  Z124: 'ISOLE DEL CANALE',
  Z127: 'POLONIA',
  Z148: 'MACEDONIA DEL NORD',
  Z154: 'FEDERAZIONE RUSSA',
  Z156: 'REPUBBLICA CECA',
  Z206: 'MYANMAR',
  Z209: 'SRI LANKA',
  Z213: 'COREA DEL SUD',
  Z215: 'EMIRATI ARABI UNITI',
  Z217: 'TAIWAN',
  Z255: 'KAZAKISTAN',
  Z300: 'NAMIBIA',
  Z312: 'REPUBBLICA DEMOCRATICA DEL CONGO',
  Z314: 'BENIN',
  Z320: 'GUINEA BISSAU',
  Z321: 'GUINEA EQUATORIALE',
  Z337: 'ZIMBABWE',
  Z354: 'BURKINA FASO',
  Z502: 'BAHAMAS',
  Z505: 'REPUBBLICA DOMINICANA',
  Z607: 'GUYANA FRANCESE',
  Z608: 'SURINAME',
  Z609: 'FALKLAND (ISOLE)',
  Z704: 'FIGI',
  Z714: 'NIUE',
  Z721: 'PASQUA (ISOLA)',
  Z727: 'TOKELAU',
  Z735: 'STATI FEDERATI DI MICRONESIA',
};

export type NationRow = { id: number; name: string; catastale: string | null };

/**
 * The nations table: Italy (181, no cadastral code) and every foreign country the library marks
 * active, one per cadastral code. Ids follow the alphabetical order of the names from 1, skipping
 * 181, so the same library version always gives the same ids.
 */
export function nationRows(): NationRow[] {
  const names = new Map<string, string[]>();
  for (const [catastale, provincia, nome, attivo] of COMUNI) {
    if (provincia !== FOREIGN_PROVINCE || attivo !== 1) continue;
    names.set(catastale, [...(names.get(catastale) ?? []), nome]);
  }
  const foreign = [...names].map(([catastale, candidates]) => ({
    catastale,
    name:
      PREFERRED_NATION_NAMES[catastale] ?? candidates.find((name) => !name.includes('=')) ?? candidates[0]!,
  }));
  foreign.sort((a, b) => a.name.localeCompare(b.name, 'it') || a.catastale.localeCompare(b.catastale));
  const rows: NationRow[] = [{ id: ITALY_COUNTRY_ID, name: 'ITALIA', catastale: null }];
  let id = 1;
  for (const nation of foreign) {
    if (id === ITALY_COUNTRY_ID) id++;
    rows.push({ id: id++, name: nation.name, catastale: nation.catastale });
  }
  return rows;
}

// ---------- documents, consents, deposit limits ----------

/** GetTipiDocumenti: identity documents accepted at registration. */
export const DOCUMENT_TYPES: ListItem[] = [
  { Id: 1, Descrizione: "Carta d'identità" },
  { Id: 2, Descrizione: 'Patente di guida' },
  { Id: 3, Descrizione: 'Passaporto' },
  { Id: 4, Descrizione: "Carta d'identità elettronica" },
  { Id: 5, Descrizione: "Porto d'armi" },
];

/** GetEmittenteDocumento: who issues them. */
export const DOCUMENT_ISSUERS: ListItem[] = [
  { Id: 1, Descrizione: 'Comune' },
  { Id: 2, Descrizione: 'Motorizzazione civile' },
  { Id: 3, Descrizione: 'Questura' },
  { Id: 4, Descrizione: 'Prefettura' },
  { Id: 5, Descrizione: 'Ministero degli Affari Esteri' },
  { Id: 6, Descrizione: "Ministero dell'Interno" },
];

/**
 * GetDefaultNewsletter: one marketing consent per game family, unticked. flag_consenso names the
 * consent (player_consents code 'newsletter:<flag_consenso>').
 */
export const DEFAULT_NEWSLETTER: NewsletterConsent[] = [
  {
    accettato: false,
    descrizione: 'Desidero ricevere novità e promozioni sulle scommesse sportive e ippiche',
    famiglia: 'Scommesse',
    flag_consenso: 'NEWS_SCOMMESSE',
    gioco: 'Sport',
  },
  {
    accettato: false,
    descrizione: 'Desidero ricevere novità e promozioni su casinò e casinò live',
    famiglia: 'Casino',
    flag_consenso: 'NEWS_CASINO',
    gioco: 'Casino',
  },
  {
    accettato: false,
    descrizione: 'Desidero ricevere novità e promozioni su poker e bingo',
    famiglia: 'Poker',
    flag_consenso: 'NEWS_POKER',
    gioco: 'Poker',
  },
  {
    accettato: false,
    descrizione: 'Desidero ricevere novità e promozioni su lotterie e giochi numerici',
    famiglia: 'Lotterie',
    flag_consenso: 'NEWS_LOTTERIE',
    gioco: 'Lotterie',
  },
];

/** GetLimitiDeposito: the 14 options in cents, in the order of the site variable ('asc' or 'desc'). */
export function depositLimitOptions(order: string | null): number[] {
  const ascending = [...DEPOSIT_LIMIT_OPTIONS_CENTS].sort((a, b) => a - b);
  return order?.trim().toLowerCase() === 'desc' ? ascending.reverse() : ascending;
}
