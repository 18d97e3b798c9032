/**
 * Italian texts of the game platform's sandbox /account/ambiente-di-prova (issue 18): ours, the
 * spec has none (docs/decisions.md 'Play sandbox').
 */
import { PLAY_CODE } from '@conto-gioco/shared/play';
import { PLAY_SANDBOX_BANNER } from '@conto-gioco/shared/play-sandbox';

export const itPlaySandbox = {
  pageTitle: 'Ambiente di prova del gioco',
  pageIntro:
    'Prova la piattaforma di gioco: scommesse, slot, Lotto e Gratta e Vinci di prova che usano il saldo del conto e compaiono nell’estratto conto e nell’elenco giocate.',
  banner: PLAY_SANDBOX_BANNER,
  bannerText:
    'Gli eventi, le quote e i giochi sono di prova; i risultati delle scommesse li imposta l’operatore della piattaforma di prova.',
  loading: 'Caricamento...',
  loadFailed: 'Si è verificato un errore durante il caricamento dei dati',
  retry: 'Riprova',
  tabsLabel: 'Giochi di prova',
  tabs: { sport: 'Scommesse', slot: 'Slot', lotto: 'Lotto', scratch: 'Gratta e Vinci' },

  sport: {
    eventsTitle: 'Palinsesto di prova',
    pick: (outcome: string, odds: string) => `${outcome} a quota ${odds}`,
    slipTitle: 'Schedina',
    toSlip: (count: number) => `Vai alla schedina (${count} ${count === 1 ? 'esito' : 'esiti'})`,
    emptySlip: 'Nessun esito scelto: tocca una quota per aggiungerla alla schedina.',
    remove: (eventName: string) => `Togli ${eventName} dalla schedina`,
    kindLabel: 'Tipo di giocata',
    kinds: { single: 'Singola', multiple: 'Multipla', system: 'Sistema' },
    stake: 'Importo (€)',
    systemSize: 'Combinazioni da',
    systemSizeOption: (size: number, combinations: number) =>
      `${size} ${size === 1 ? 'evento' : 'eventi'} (${combinations} ${combinations === 1 ? 'combinazione' : 'combinazioni'})`,
    stakePerCombination: 'Importo per combinazione (€)',
    totalOdds: 'Quota totale',
    total: 'Importo totale',
    place: 'Gioca la schedina',
    book: 'Prenota la schedina',
    clear: 'Svuota',
    placed: (ticketId: string) => `Giocata accettata: biglietto ${ticketId}.`,
    possibleWin: 'Vincita potenziale',
    booked: (shortCode: string) => `Schedina prenotata: codice ${shortCode}.`,
  },
  slot: {
    game: 'Gioco',
    bet: 'Puntata per giro',
    rounds: 'Giri',
    play: 'Gioca i giri',
    result: (rounds: number, bet: string, win: string) =>
      `Sessione chiusa: ${rounds} ${rounds === 1 ? 'giro' : 'giri'}, puntate ${bet}, vincite ${win}.`,
  },
  lotto: {
    wheel: 'Ruota',
    numbers: 'Numeri (da 2 a 5, tra 1 e 90)',
    numbersPlaceholder: 'Scegli i numeri',
    stake: 'Importo',
    play: 'Gioca la schedina Lotto',
    placed: (ticketId: string) =>
      `Giocata Lotto accettata: biglietto ${ticketId}. L’esito arriva con l’estrazione.`,
    possibleWin: 'Vincita potenziale',
  },
  scratch: {
    card: 'Biglietto',
    price: 'Prezzo',
    topWin: 'Vincita massima',
    buy: 'Acquista e gratta',
    won: (win: string) => `Biglietto vincente: hai vinto ${win}, già accreditati sul conto.`,
    lost: 'Biglietto non vincente. Ritenta!',
  },
  /** The operator API's refusals (PLAY_CODE), as the player reads them. */
  refusals: {
    [PLAY_CODE.INSUFFICIENT_FUNDS]:
      'Saldo insufficiente per questa giocata: ricarica il conto o riduci l’importo.',
    [PLAY_CODE.ACCOUNT_BLOCKED]:
      'Il tuo conto di gioco al momento non consente di giocare. Contatta l’assistenza.',
    [PLAY_CODE.EXCLUDED]:
      'Sei autoescluso da questo gioco: non puoi giocare fino al termine dell’autoesclusione.',
    [PLAY_CODE.BAD_TICKET]: 'La giocata non è valida: controlla gli esiti scelti e l’importo.',
    [PLAY_CODE.SESSION_CLOSED]: 'La sessione di gioco è chiusa.',
  } as Record<number, string>,
  refused: 'Giocata non accettata.',
  failed: 'Servizio non raggiungibile: la giocata non è stata fatta. Riprova.',
  link: {
    title: 'Ambiente di prova del gioco',
    subtitle: 'Scommesse, slot, Lotto e Gratta e Vinci di prova',
  },
} as const;
