import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import {
  CLOSED_FILTER,
  CLOSED_TICKET_STATES,
  GAME_FAMILY,
  OPEN_FILTER,
  OPEN_TICKET_STATES,
  TICKET_STATE,
} from './play.ts';
import { fromRomeWallClock, romeDayEnd } from './rome-time.ts';

/**
 * The account statement (money.md §2 'Account statement', §3 'Statement row', §4, §7
 * EL_GetEstrattoConto; issue 18): the player's movements read from the ledger, and the filters the
 * screen and the export apply to them.
 */

/** EL_GetEstrattoConto's ResponseCode. */
export const STATEMENT_CODE = {
  OK: 0,
  /** Module ConsentiSoloPrelievo (money.md §5): the section is disabled. */
  SECTION_DISABLED: -12,
} as const;

/** The spec's texts (money.md §2, §8), letter for letter. */
export const STATEMENT_MESSAGES = {
  sectionDisabled: 'Questa sezione è stata disabilitata',
  empty: 'Non sono stati trovati movimenti…',
} as const;

/**
 * The names the statement shows for a row's game family (id_applField; the cause filter's labels for
 * 1 and 6 are the spec's, money.md §2).
 */
export const STATEMENT_FAMILY_NAMES: Record<number, string> = {
  [GAME_FAMILY.SPORT]: 'Scommesse sportive',
  [GAME_FAMILY.HORSE_RACING]: 'Ippica',
  [GAME_FAMILY.CASINO]: 'Giochi da Casinò',
  [GAME_FAMILY.LOTTO]: 'Lotto',
  [GAME_FAMILY.LOTTO_MILLIONDAY]: 'MillionDay',
  [GAME_FAMILY.LOTTOE10]: '10eLotto',
  [GAME_FAMILY.LOTTO_NAZIONALE]: 'Lotto',
  [GAME_FAMILY.GRATTA_E_VINCI]: 'Gratta e Vinci',
};

/**
 * The cause of a statement row that sums a casino session's rounds of one day whose transfers have
 * different causes (stakes and wins): docs/decisions.md 'Statement (issue 18)'.
 */
export const CASINO_SESSION_CAUSE = 'Sessione casinò';

/** The ticket states as the statement's state filter and rows name them (money.md §2). */
export const STATEMENT_STATE_NAMES: Record<number, string> = {
  [TICKET_STATE.VENDUTO]: 'Venduto',
  [TICKET_STATE.RIMBORSATO]: 'Rimborsato',
  [TICKET_STATE.VINCENTE]: 'Vincente',
  [TICKET_STATE.PAGATO]: 'Pagato',
  [TICKET_STATE.NON_VINCENTE]: 'Non vincente',
  [TICKET_STATE.DA_NON_PAGARE]: 'Da non pagare',
};

/** The state filter's values: 0 all, a state id, or a group. */
export const STATEMENT_STATE_FILTERS = [
  0,
  TICKET_STATE.VENDUTO,
  TICKET_STATE.RIMBORSATO,
  TICKET_STATE.PAGATO,
  TICKET_STATE.NON_VINCENTE,
  TICKET_STATE.DA_NON_PAGARE,
  OPEN_FILTER,
  CLOSED_FILTER,
] as const;
export type StatementStateFilter = (typeof STATEMENT_STATE_FILTERS)[number];

/** The cause filter's values (money.md §2): 0 all, 1 sport bets, 6 casino games (the row's id_applField). */
export const STATEMENT_CAUSE_FILTERS = [0, GAME_FAMILY.SPORT, GAME_FAMILY.CASINO] as const;
export type StatementCauseFilter = (typeof STATEMENT_CAUSE_FILTERS)[number];

/** The tabs: all, Entrate (money in), Uscite (money out). */
export const STATEMENT_TABS = ['tutti', 'entrate', 'uscite'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

/** The ticket states a state filter keeps (money.md §4, play.ts's groups for 100 and 101); null keeps every row. */
export function statesOfFilter(filter: StatementStateFilter): readonly number[] | null {
  if (filter === 0) return null;
  if (filter === OPEN_FILTER) return OPEN_TICKET_STATES;
  if (filter === CLOSED_FILTER) return CLOSED_TICKET_STATES;
  return [filter];
}

/** One statement row (money.md §3), plus statoField (ours): the ticket's state id, for the state filter. */
export const statementRow = z.object({
  causaleField: z.string(),
  /** Cents; negative is a debit of the player's cash (the withdrawable balance). */
  importoField: z.number().int(),
  /**
   * Ours: what the movement did to the player's bonus money, cents (0: nothing). A bonus granted,
   * a stake paid with it, its win while wagering, its release to cash (negative here, positive in
   * importoField) and its expiry.
   */
  bonusField: z.number().int(),
  /** ISO 8601 date-time of the movement (the latest round of a summed casino session). */
  dataField: z.string(),
  id_ticketField: z.string().nullable(),
  /** The game family (GAME_FAMILY); null for payments. */
  id_applField: z.number().int().nullable(),
  ricevuta_pgadField: z.string().nullable(),
  statoField: z.number().int().nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;

export type StatementFilters = {
  tab: StatementTab;
  causale: StatementCauseFilter;
  stato: StatementStateFilter;
};

/**
 * Whether a row is an income (1) or an outgoing (-1) for the Entrate and Uscite tabs: by its cash,
 * or by its bonus money when it moved no cash (a bonus granted, a stake paid with bonus).
 */
export const movementSign = (row: Pick<StatementRow, 'importoField' | 'bonusField'>) =>
  Math.sign(row.importoField !== 0 ? row.importoField : row.bonusField);

/** The rows the screen and the export show for a tab, a cause and a state filter (their order kept). */
export function filterStatementRows<R extends StatementRow>(
  rows: readonly R[],
  filters: StatementFilters,
): R[] {
  const states = statesOfFilter(filters.stato);
  return rows.filter(
    (row) =>
      (filters.tab === 'tutti' ||
        (filters.tab === 'entrate' ? movementSign(row) > 0 : movementSign(row) < 0)) &&
      (filters.causale === 0 || row.id_applField === filters.causale) &&
      (states === null || (row.statoField !== null && states.includes(row.statoField))),
  );
}

/** The longest range one call may ask: the custom filter's five years and some. */
export const STATEMENT_MAX_DAYS = 6 * 366;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoLocal = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * dateda and datea (ISO): a date (YYYY-MM-DD) is that Rome calendar day, from its first
 * millisecond (start) to its last (end); a date-time without offset is Rome's wall clock; with Z
 * or an offset it is that instant. NaN when it does not parse.
 */
export function statementInstant(value: string, edge: 'start' | 'end'): number {
  const date = isoDate.exec(value);
  if (date) {
    const [, y, m, d] = date.map(Number) as [number, number, number, number];
    if (m < 1 || m > 12 || d < 1 || d > 31) return Number.NaN;
    return edge === 'start'
      ? fromRomeWallClock({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 }).getTime()
      : romeDayEnd(value);
  }
  const local = isoLocal.exec(value);
  if (local) {
    const [, y, m, d, h, min, s] = local.map((part) => Number(part ?? 0)) as number[];
    if (m! < 1 || m! > 12 || d! < 1 || d! > 31 || h! > 23 || min! > 59 || s! > 59) return Number.NaN;
    return fromRomeWallClock({ year: y!, month: m!, day: d!, hour: h!, minute: min!, second: s! }).getTime();
  }
  return isoInstant.test(value) ? Date.parse(value) : Number.NaN;
}

const rangeMessage = 'Intervallo di date non valido';
const isoField = z.string().trim().max(40);

/** The range both calls read: dateda and datea, in order, at most STATEMENT_MAX_DAYS apart. */
const rangeFields = { dateda: isoField, datea: isoField, cookie: z.string().max(500).optional() };
const validRange = (query: { dateda: string; datea: string }) => {
  const from = statementInstant(query.dateda, 'start');
  const to = statementInstant(query.datea, 'end');
  return (
    Number.isFinite(from) &&
    Number.isFinite(to) &&
    from <= to &&
    to - from <= STATEMENT_MAX_DAYS * 24 * 60 * 60 * 1000
  );
};

/** EL_GetEstrattoConto?dateda&datea (money.md §7). */
export const statementQuery = z.object(rangeFields).refine(validRange, { error: rangeMessage });
export type StatementQuery = z.infer<typeof statementQuery>;

/** ResponseData is the rows, newest first. */
export const statementResponse = responseEnvelope(z.array(statementRow).nullable());
export type StatementResponse = z.infer<typeof statementResponse>;

export const STATEMENT_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type StatementExportFormat = (typeof STATEMENT_EXPORT_FORMATS)[number];

/** A number of the query among a list (zod's literal of several values). */
const numberChoice = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.coerce.number().pipe(z.literal(values));

/** EstrattoContoExport (ours): the screen's filters, applied on the server, and the file's format. */
export const statementExportQuery = z
  .object({
    ...rangeFields,
    formato: z.enum(STATEMENT_EXPORT_FORMATS),
    tab: z.enum(STATEMENT_TABS).default('tutti'),
    causale: numberChoice(STATEMENT_CAUSE_FILTERS).default(0),
    stato: numberChoice(STATEMENT_STATE_FILTERS).default(0),
  })
  .refine(validRange, { error: rangeMessage });
export type StatementExportQuery = z.infer<typeof statementExportQuery>;

/** The export's file name: estratto-conto-<from>-<to>.<csv|pdf>, from and to as the query gave them (dates). */
export const statementFileName = (from: string, to: string, format: StatementExportFormat) =>
  `estratto-conto-${from.slice(0, 10)}-${to.slice(0, 10)}.${format}`;

/** The export's texts (ours), shared by the CSV and PDF files the server writes and the screen's columns. */
export const STATEMENT_EXPORT_TEXTS = {
  title: 'Estratto conto',
  holder: 'Intestatario',
  contract: 'Numero contratto',
  period: 'Periodo',
  generated: 'Generato il',
  columns: {
    date: 'Data',
    cause: 'Causale',
    ticket: 'Ticket',
    game: 'Gioco',
    receipt: 'Ricevuta',
    state: 'Stato',
    amount: 'Importo',
    bonus: 'Bonus',
  },
  total: 'Totale',
  amountEuro: 'Importo (€)',
  bonusEuro: 'Bonus (€)',
  page: (n: number, of: number) => `Pagina ${n} di ${of}`,
} as const;
