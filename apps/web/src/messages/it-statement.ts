/**
 * Italian texts of the account statement /account/estratto-conto (money.md §2, §8; issue 18),
 * loaded with it. The spec's texts (the filters' options, the disabled and empty texts, the
 * loading error) letter for letter; the others are ours (docs/decisions.md 'Statement (issue 18)').
 */
import { GAME_FAMILY } from '@conto-gioco/shared/play';
import {
  STATEMENT_EXPORT_TEXTS as X,
  STATEMENT_FAMILY_NAMES,
  STATEMENT_MESSAGES as S,
  STATEMENT_STATE_NAMES,
} from '@conto-gioco/shared/statement';
import { it } from './it';

export const itStatement = {
  pageTitle: 'Estratto conto',
  pageIntro: 'Tutti i movimenti del conto di gioco: ricariche, prelievi, giocate e vincite.',
  loading: 'Caricamento...',
  loadFailed: 'Si è verificato un errore durante il caricamento dei dati',
  retry: 'Riprova',
  sectionDisabled: S.sectionDisabled,
  empty: S.empty,
  tabs: { label: 'Tipo di movimento', tutti: 'Tutti', entrate: 'Entrate', uscite: 'Uscite' },
  filters: {
    label: 'Filtri',
    period: 'Periodo',
    year: 'Anno',
    month: 'Mese',
    cause: 'Causale',
    state: 'Stato',
  },
  /** Date filter options by index (money.md §2). */
  periods: [
    'Oggi',
    'Ieri',
    'Ultima settimana',
    'Ultimo mese',
    'Il mese scorso',
    'Ultimi due mesi',
    'Personalizzato',
  ],
  months: it.calendar.months,
  causes: {
    0: 'Tutte',
    [GAME_FAMILY.SPORT]: STATEMENT_FAMILY_NAMES[GAME_FAMILY.SPORT]!,
    [GAME_FAMILY.CASINO]: STATEMENT_FAMILY_NAMES[GAME_FAMILY.CASINO]!,
  } as Record<number, string>,
  states: { 0: 'Tutti', ...STATEMENT_STATE_NAMES, 100: 'Aperte', 101: 'Chiuse' } as Record<number, string>,
  gameNames: STATEMENT_FAMILY_NAMES,
  stateNames: STATEMENT_STATE_NAMES,
  columns: X.columns,
  list: 'Movimenti',
  period: (from: string, to: string) =>
    from === to ? `Movimenti del ${from}` : `Movimenti dal ${from} al ${to}`,
  count: (n: number) => (n === 1 ? '1 movimento' : `${n} movimenti`),
  totals: { in: 'Entrate', out: 'Uscite' },
  exportLabel: 'Esporta i movimenti filtrati',
  exportCsv: 'Esporta CSV',
  exportPdf: 'Esporta PDF',
  exportFailed: "Non è stato possibile esportare l'estratto conto. Riprova più tardi.",
} as const;
