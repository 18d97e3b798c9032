import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * The game platform's side of the account (issue 18): tickets, casino sessions and reservations
 * the sportsbook, casino and lottery systems report through the operator API (`/api/platform/...`,
 * signed with the service key), and the ids, states and causes the statement and the bet list read.
 */

/**
 * Game families: the statement's id_applField and the bet list's giocoField. 1, 2 and 6 are the
 * spec's (money.md §3); the lottery and scratch ids are ours (docs/decisions.md 'Play platform').
 */
export const GAME_FAMILY = {
  SPORT: 1,
  HORSE_RACING: 2,
  CASINO: 6,
  LOTTO: 20,
  LOTTO_MILLIONDAY: 21,
  LOTTOE10: 22,
  LOTTO_NAZIONALE: 23,
  GRATTA_E_VINCI: 30,
} as const;
export type GameFamily = (typeof GAME_FAMILY)[keyof typeof GAME_FAMILY];
export const GAME_FAMILIES = Object.values(GAME_FAMILY) as GameFamily[];
/** Families whose tickets have legs (events and outcomes). */
export const LEG_FAMILIES: readonly GameFamily[] = [GAME_FAMILY.SPORT, GAME_FAMILY.HORSE_RACING];
/** The lotteries (EL_Lotterie_Dettagli type, EL_LottoNazionale_Dettagli). */
export const LOTTERY_FAMILIES: readonly GameFamily[] = [
  GAME_FAMILY.LOTTO,
  GAME_FAMILY.LOTTO_MILLIONDAY,
  GAME_FAMILY.LOTTOE10,
  GAME_FAMILY.LOTTO_NAZIONALE,
];

/** The family's name as the bet list shows it (giocoDescrField) and the lottery call's type. */
export const GAME_FAMILY_NAMES: Record<GameFamily, string> = {
  1: 'SCOMMESSE',
  2: 'IPPICA',
  6: 'CASINO',
  20: 'LOTTO',
  21: 'LOTTO_MILLIONDAY',
  22: 'LOTTOE10',
  23: 'LOTTO_NAZIONALE',
  30: 'GRATTA_E_VINCI',
};

/**
 * Ticket states (money.md §4). VINCENTE (4) is ours: a winning ticket settled and not yet paid; it
 * becomes PAGATO when the win is credited, or DA_NON_PAGARE when the operator withholds it.
 */
export const TICKET_STATE = {
  VENDUTO: 1,
  RIMBORSATO: 3,
  VINCENTE: 4,
  PAGATO: 5,
  NON_VINCENTE: 8,
  DA_NON_PAGARE: 10,
} as const;
export type TicketState = (typeof TICKET_STATE)[keyof typeof TICKET_STATE];

export const TICKET_STATE_NAMES: Record<TicketState, string> = {
  1: 'VENDUTO',
  3: 'RIMBORSATO',
  4: 'VINCENTE',
  5: 'PAGATO',
  8: 'NON VINCENTE',
  10: 'DA NON PAGARE',
};

/** The bet list's visual state of each ticket state (money.md §4 'Bet state colours'). */
export const TICKET_STATE_LOOK: Record<TicketState, 'win' | 'wait' | 'lost'> = {
  1: 'wait',
  3: 'wait',
  4: 'win',
  5: 'win',
  8: 'lost',
  10: 'lost',
};

/** Filter 100 (Aperte) and 101 (Chiuse) of money.md §4; VINCENTE is open until it is paid. */
export const OPEN_FILTER = 100;
export const CLOSED_FILTER = 101;
export const OPEN_TICKET_STATES: readonly TicketState[] = [TICKET_STATE.VENDUTO, TICKET_STATE.VINCENTE];
export const CLOSED_TICKET_STATES: readonly TicketState[] = [
  TICKET_STATE.RIMBORSATO,
  TICKET_STATE.PAGATO,
  TICKET_STATE.NON_VINCENTE,
  TICKET_STATE.DA_NON_PAGARE,
];

export const TICKET_KINDS = ['single', 'multiple', 'system'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** Statement causes (causaleField) of play movements, per family group. */
export const PLAY_CAUSES = {
  sport: { stake: 'Giocata scommessa', win: 'Vincita scommessa', refund: 'Rimborso scommessa' },
  horseRacing: { stake: 'Giocata ippica', win: 'Vincita ippica', refund: 'Rimborso ippica' },
  casino: { stake: 'Giocata casinò', win: 'Vincita casinò', refund: 'Rimborso casinò' },
  lotto: { stake: 'Giocata Lotto', win: 'Vincita Lotto', refund: 'Rimborso Lotto' },
  millionDay: { stake: 'Giocata MillionDay', win: 'Vincita MillionDay', refund: 'Rimborso MillionDay' },
  tenELotto: { stake: 'Giocata 10eLotto', win: 'Vincita 10eLotto', refund: 'Rimborso 10eLotto' },
  scratch: {
    stake: 'Giocata Gratta e Vinci',
    win: 'Vincita Gratta e Vinci',
    refund: 'Rimborso Gratta e Vinci',
  },
  cashOut: 'Cash out',
} as const;

/** Result codes of the operator API (ResponseCode); ours. */
export const PLAY_CODE = {
  OK: 0,
  INSUFFICIENT_FUNDS: -4001,
  ACCOUNT_BLOCKED: -4002,
  EXCLUDED: -4003,
  UNKNOWN_PLAYER: -4004,
  UNKNOWN_TICKET: -4005,
  WRONG_STATE: -4006,
  OFFER_CHANGED: -4007,
  NOT_CASHOUTABLE: -4008,
  BAD_TICKET: -4009,
  UNKNOWN_SESSION: -4010,
  SESSION_CLOSED: -4011,
  UNKNOWN_LEG: -4012,
} as const;
export type PlayCode = (typeof PLAY_CODE)[keyof typeof PLAY_CODE];

export const PLAY_MESSAGES = {
  insufficientFunds: 'Saldo insufficiente per la giocata.',
  accountBlocked: 'Il conto di gioco non consente di giocare.',
  excluded: 'Il giocatore è autoescluso da questo gioco.',
  unknownPlayer: 'Giocatore non trovato.',
  unknownTicket: 'Biglietto non trovato.',
  wrongState: 'Operazione non consentita nello stato attuale del biglietto.',
  offerChanged: "L'offerta di cash out è cambiata.",
  notCashoutable: 'Il biglietto non è incassabile.',
  badTicket: 'Biglietto non valido.',
  unknownSession: 'Sessione di gioco non trovata.',
  sessionClosed: 'La sessione di gioco è chiusa.',
  unknownLeg: 'Evento del biglietto non trovato.',
  /** The operator API's 401: missing, stale or wrong signature, or no key configured. */
  badSignature: 'Firma del servizio non valida o scaduta.',
} as const;

/** The service key's headers: a Unix time in seconds and the hex HMAC-SHA256 (docs/decisions.md). */
export const PLAY_TIMESTAMP_HEADER = 'x-play-timestamp';
export const PLAY_SIGNATURE_HEADER = 'x-play-signature';
/** How far a signed request's time may be from ours, in seconds. */
export const PLAY_SIGNATURE_MAX_SKEW_SECONDS = 300;

/** The cash-out offer keeps this share of the fair value (the house's margin), in per cent. */
export const CASH_OUT_SHARE_PERCENT = 95;

/** The most legs a ticket may have, and the most combinations of a system. */
export const MAX_TICKET_LEGS = 30;
export const MAX_SYSTEM_COMBINATIONS = 5000;
/** The most a ticket may win, in cents (a safe integer, far above any real payout). */
export const MAX_TICKET_WIN = 100_000_000_000;

// ------------------------------------------------------------------ operator API requests

const id = z.string().trim().min(1).max(100);
const text = (max = 200) => z.string().max(max);
const cents = z.number().int().min(1).max(MAX_TICKET_WIN);
const cents0 = z.number().int().min(0).max(MAX_TICKET_WIN);
/** Odds in hundredths (1.85 is 185). */
const odds = z.number().int().min(100).max(10_000_000);
/** An ISO date-time of this century (what a ticket, an event or a round can have; PostgreSQL has no year 0). */
const isoDate = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year < 2100;
}, 'Data fuori dall’intervallo consentito');

export const ticketLegInput = z.object({
  eventId: id,
  /** Descr_avv. */
  eventName: text(),
  /** Data. */
  eventDate: isoDate,
  /** The market's code: a leg is settled by event and market. */
  marketCode: id,
  /** Descr_scomm. */
  market: text(),
  /** Descr_esito. */
  outcome: text(),
  /** Cod_Esito: the outcome played. */
  outcomeCode: z.number().int().min(1).max(2_000_000_000),
  /** OutcomeId_hash, shared with reservations and event rows. */
  outcomeHash: text(100).optional(),
  odds,
  handicap: text(50).optional(),
  /** Fissa: a fixed leg of a system, in every combination. */
  fixed: z.boolean().default(false),
  live: z.boolean().default(false),
  groupName: text().optional(),
});
export type TicketLegInput = z.infer<typeof ticketLegInput>;

export const systemSizeInput = z.object({
  /** Sistema: how many of the legs that are not fixed each combination takes. */
  size: z.number().int().min(1).max(MAX_TICKET_LEGS),
  stakePerCombination: cents,
});

export const placeTicketRequest = z.object({
  /** The platform's ticket id: the ticket id the player sees, and the call's idempotency key. */
  ticketId: id,
  /** The regulator's code (AAMS); made by us when the platform has none. */
  aamsCode: z
    .string()
    .regex(/^[A-Z0-9]{8,32}$/)
    .optional(),
  playerId: z.number().int().min(1).max(2_147_483_647),
  family: z.literal(Object.values(GAME_FAMILY)),
  kind: z.enum(TICKET_KINDS).default('single'),
  /** giocoDescrField: the game's description (a scratch card's name, 'Calcio' ...). */
  game: text().optional(),
  /** piattaforma2Field. */
  platform: text(100).optional(),
  stake: cents,
  legs: z.array(ticketLegInput).max(MAX_TICKET_LEGS).default([]),
  systems: z.array(systemSizeInput).max(MAX_TICKET_LEGS).default([]),
  /** Lotteries and scratch cards: the possible win the platform states. */
  possibleWin: cents0.optional(),
  /** Lottery and scratch detail (numbers, wheels, draw, card), shown by their detail calls. */
  detail: z.record(z.string().max(50), z.unknown()).optional(),
  /** A scratch card is decided when bought: its win (0 when it loses). */
  instantWin: cents0.optional(),
  placedAt: isoDate.optional(),
});
export type PlaceTicketRequest = z.infer<typeof placeTicketRequest>;

const operation = { requestId: id };

export const settleEventRequest = z.object({
  ...operation,
  eventId: id,
  marketCode: id,
  /** Cod_Esito_vin: the winning outcome's code; legs on another outcome lose. */
  resultCode: z.number().int().min(1).max(2_000_000_000).optional(),
  /** The market is void: its legs count at odds 1.00. */
  void: z.boolean().default(false),
  /** Pay the tickets this settlement makes winning, in the same call. */
  payWinners: z.boolean().default(false),
});
export type SettleEventRequest = z.infer<typeof settleEventRequest>;

export const settleLegRequest = z.object({
  ...operation,
  ticketId: id,
  /** The leg's place on the ticket, from 1. */
  position: z.number().int().min(1).max(MAX_TICKET_LEGS),
  resultCode: z.number().int().min(1).max(2_000_000_000).optional(),
  void: z.boolean().default(false),
  payWinners: z.boolean().default(false),
});
export type SettleLegRequest = z.infer<typeof settleLegRequest>;

export const ticketResultRequest = z.object({
  ...operation,
  ticketId: id,
  /** The win of a lottery or scratch ticket; 0 when it loses. */
  win: cents0,
  payWinners: z.boolean().default(false),
});
export type TicketResultRequest = z.infer<typeof ticketResultRequest>;

export const ticketActionRequest = z.object({ ...operation, ticketId: id });
export type TicketActionRequest = z.infer<typeof ticketActionRequest>;

export const cashOutRequest = z.object({
  ...operation,
  ticketId: id,
  /** The offer the player accepted, in cents: refused when it is no longer the current one. */
  amount: cents,
});
export type CashOutRequest = z.infer<typeof cashOutRequest>;

export const outcomeInput = z.object({
  outcomeHash: text(100).pipe(z.string().min(1)),
  eventId: id,
  eventName: text(),
  eventDate: isoDate,
  marketCode: id,
  market: text(),
  outcome: text(),
  outcomeCode: z.number().int().min(1).max(2_000_000_000),
  odds,
  groupName: text().optional(),
  live: z.boolean().default(false),
});
export type OutcomeInput = z.infer<typeof outcomeInput>;

/** The platform's current odds of outcomes (the palinsesto's rows): cash-out offers and event rows read them. */
export const outcomesRequest = z.object({ outcomes: z.array(outcomeInput).min(1).max(500) });

export const openCasinoSessionRequest = z.object({
  sessionCode: id,
  playerId: z.number().int().min(1).max(2_147_483_647),
  game: text(),
  platform: text(100),
  aamsCode: z
    .string()
    .regex(/^[A-Z0-9]{8,32}$/)
    .optional(),
  startedAt: isoDate.optional(),
});
export type OpenCasinoSessionRequest = z.infer<typeof openCasinoSessionRequest>;

export const casinoRoundRequest = z.object({
  sessionCode: id,
  /** The platform's round id: the round's idempotency key within its session. */
  roundId: id,
  bet: cents0,
  win: cents0,
  playedAt: isoDate.optional(),
});
export type CasinoRoundRequest = z.infer<typeof casinoRoundRequest>;

export const closeCasinoSessionRequest = z.object({ sessionCode: id, endedAt: isoDate.optional() });

export const reservationDetailInput = z.object({
  outcomeHash: text(100).pipe(z.string().min(1)),
  eventId: id,
  eventName: text(),
  eventDate: isoDate,
  marketCode: id,
  market: text(),
  outcome: text(),
  outcomeCode: z.number().int().min(1).max(2_000_000_000),
  odds,
  groupName: text().optional(),
});

export const createReservationRequest = z.object({
  /** ShortCode: the booking's code, and the call's idempotency key. */
  shortCode: z.string().regex(/^[A-Z0-9]{4,20}$/),
  playerId: z.number().int().min(1).max(2_147_483_647),
  /** Crediti: the stake booked, in cents. */
  credits: cents,
  /** SistemaComb: the system of the slip ('' for a single or multiple). */
  systemComb: text(50).default(''),
  details: z.array(reservationDetailInput).min(1).max(MAX_TICKET_LEGS),
});
export type CreateReservationRequest = z.infer<typeof createReservationRequest>;

// ------------------------------------------------------------------ operator API answers

export const ticketAnswer = z.object({
  ticketId: z.string(),
  aamsCode: z.string(),
  state: z.number().int(),
  stake: z.number().int(),
  possibleWin: z.number().int(),
  win: z.number().int(),
});
export type TicketAnswer = z.infer<typeof ticketAnswer>;

export const settlementAnswer = z.object({
  /** Legs this call decided. */
  legs: z.number().int(),
  /** Tickets it decided, with their new state and win. */
  tickets: z.array(ticketAnswer),
});
export type SettlementAnswer = z.infer<typeof settlementAnswer>;

export const casinoSessionAnswer = z.object({
  sessionCode: z.string(),
  aamsCode: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  rounds: z.number().int(),
  open: z.boolean(),
});
export type CasinoSessionAnswer = z.infer<typeof casinoSessionAnswer>;

export const reservationAnswer = z.object({ id: z.number().int(), shortCode: z.string() });

export const playEnvelope = <T extends z.ZodType>(data: T) => responseEnvelope(data.nullable());

// ------------------------------------------------------------------ player calls

/**
 * The player's own calls (money.md §7 'Statement and bets'; issue 18): the bet list and its detail
 * calls, the cash-out list and our cash-out call, reservations, event rows and the ticket print.
 * Field names are the spec's (§3), letter for letter; amounts in cents, odds in hundredths.
 */

/** ResponseCode of the player calls beyond PLAY_CODE; -12 is the statement's (ConsentiSoloPrelievo). */
export const PLAYER_PLAY_CODE = {
  SECTION_DISABLED: -12,
  NO_DETAIL: -4005,
  UNKNOWN_RESERVATION: -4013,
} as const;

export const PLAYER_PLAY_MESSAGES = {
  sectionDisabled: 'Questa sezione è stata disabilitata',
  noDetail: 'Dettaglio non disponibile',
  unknownReservation: 'Prenotazione non trovata.',
  /** Ticket print without a login or a valid print token (money.md §5, §8). */
  badAuth: 'Autenticazione non valida',
  reservationsExpired: 'Gli eventi della prenotazione sono scaduti.',
} as const;

/** How long a ticket print token (`auth` in TicketPrint's query) is valid, in seconds. */
export const TICKET_PRINT_TOKEN_SECONDS = 600;

const idText = z.string().trim().min(1).max(100);
const cookie = z.string().max(500).optional();
const intParam = (fallback: number) => z.coerce.number().int().min(0).max(2_147_483_647).default(fallback);

/**
 * EL_GetElencoGiocate / EL_GetElencoGiocateFun ?cookie&dateda&datea&id_gioco: dateda and datea
 * as YYYY-MM-DDTHH:mm:ss (Rome wall clock; a bare date is that Rome day, an offset an instant);
 * id_gioco 0 all families; stato (ours, optional) a state or filter 100 / 101.
 */
export const betListQuery = z.object({
  cookie,
  dateda: z.string().trim().max(40),
  datea: z.string().trim().max(40),
  id_gioco: intParam(0),
  stato: z.coerce.number().int().min(0).max(1000).optional(),
});
export type BetListQuery = z.infer<typeof betListQuery>;

/** EventiSportivi: how many legs are pending, won, lost and void. */
export const betEvents = z.object({
  Pending: z.number().int(),
  Win: z.number().int(),
  Lose: z.number().int(),
  Void: z.number().int(),
});

/** A bet list item (money.md §3). */
export const betListItem = z.object({
  giocoField: z.number().int(),
  giocoDescrField: z.string(),
  /** Stake, cents. */
  prezzoField: z.number().int(),
  id_ticketField: z.string(),
  /** The ticket kind in words ('Singola', 'Multipla', 'Sistema', 'Sessione'), or 'Cash out'. */
  messaggioField: z.string(),
  piattaforma2Field: z.string(),
  stato_ticketField: z.number().int(),
  stato_ticket_descrField: z.string(),
  /** 'DD/MM/YYYY HH:mm', Rome. */
  data_oraField: z.string(),
  /** Win (or cash-out) credited or due, cents. */
  importo_vincitaField: z.number().int(),
  ricevuta_pgadField: z.string(),
  EventiSportivi: betEvents,
});
export type BetListItem = z.infer<typeof betListItem>;

export const betListResponse = responseEnvelope(z.array(betListItem).nullable());

/** EL_getInfoTicketCash ?cookie&idTicket. */
export const ticketCashQuery = z.object({ cookie, idTicket: idText });
/** esitoField.returnCodeField: 0 cashable now, PLAY_CODE.NOT_CASHOUTABLE or UNKNOWN_TICKET. */
export const ticketCashInfo = z.object({
  esitoField: z.object({ returnCodeField: z.number().int(), returnDescriptionField: z.string() }),
  id_ticketField: z.string(),
  /** Stake, possible win and the current cash-out offer (null when none), cents. */
  importoField: z.number().int().nullable(),
  vincita_potenzialeField: z.number().int().nullable(),
  importo_cashoutField: z.number().int().nullable(),
});
export const ticketCashResponse = responseEnvelope(ticketCashInfo.nullable());

/** A ticket leg (money.md §3); Quota and Quota_pag in hundredths (Quota_pag null while pending). */
export const ticketLegView = z.object({
  Cod_Esito: z.number().int(),
  Cod_Esito_vin: z.number().int(),
  /** 'DD/MM/YYYY HH:mm', Rome. */
  Data: z.string(),
  Descr_avv: z.string(),
  Descr_scomm: z.string(),
  Descr_esito: z.string(),
  Quota: z.number().int(),
  Quota_pag: z.number().int().nullable(),
  HandicapDecoded: z.string(),
  Fissa: z.boolean(),
  Group_Name: z.string(),
  Live: z.boolean(),
});
/** A system size (money.md §3 system combinations). */
export const systemCombinationView = z.object({
  Sistema: z.number().int(),
  Num_combinazioni: z.number().int(),
  /** Stake per combination, cents. */
  Importo_scomm: z.number().int(),
});
/** The casino session detail (money.md §2): start, end, game, platform, bet, win, session code, rounds. */
export const casinoSessionView = z.object({
  CodiceSessione: z.string(),
  DataInizio: z.string(),
  DataFine: z.string().nullable(),
  Gioco: z.string(),
  Piattaforma: z.string(),
  Puntata: z.number().int(),
  Vincita: z.number().int(),
  /** The money the session needed: the deepest its running result (wins less bets) went, cents. */
  Stack: z.number().int(),
  Giocate: z.array(
    z.object({ Id: z.string(), Puntata: z.number().int(), Vincita: z.number().int(), Data: z.string() }),
  ),
});
/** A ticket's detail: EL_LoadTicketPSQF, EL_dettaglio_ticket_psqf, the lottery calls, TicketPrint. */
export const ticketDetailView = z.object({
  Ticket: betListItem,
  Eventi: z.array(ticketLegView),
  Sistemi: z.array(systemCombinationView),
  /** Game 6: the casino session; null otherwise. */
  Sessione: casinoSessionView.nullable(),
  /** Lottery and scratch detail as the platform sent it; null for other games. */
  Dettaglio: z.unknown().nullable(),
  /** Possible win, cents (0 when none stated). */
  VincitaPotenziale: z.number().int(),
});
export type TicketDetailView = z.infer<typeof ticketDetailView>;
export const ticketDetailResponse = responseEnvelope(ticketDetailView.nullable());

/** EL_LoadTicketPSQF ?cookie&idTicket&gameId (gameId 6: a casino session code). */
export const loadTicketQuery = z.object({ cookie, idTicket: idText, gameId: intParam(0) });
/** EL_dettaglio_ticket_psqf ?idTicket. */
export const ticketIdQuery = z.object({ cookie, idTicket: idText });
/** EL_GetGrattaVinci_Dettagli, EL_LottoNazionale_Dettagli ?cookie&ticket (idTicket accepted too). */
export const lotteryDetailQuery = z
  .object({ cookie, ticket: idText.optional(), idTicket: idText.optional() })
  .refine((query) => !!(query.ticket ?? query.idTicket), { error: 'ticket richiesto' });
/** EL_Lotterie_Dettagli ?cookie&ticket&type. */
export const LOTTERY_DETAIL_TYPES = ['LOTTO', 'LOTTO_MILLIONDAY', 'LOTTOE10'] as const;
export const lotteriesDetailQuery = z
  .object({
    cookie,
    ticket: idText.optional(),
    idTicket: idText.optional(),
    type: z.enum(LOTTERY_DETAIL_TYPES),
  })
  .refine((query) => !!(query.ticket ?? query.idTicket), { error: 'ticket richiesto' });

/** A cash-out ticket (money.md §3); tsp the ticket's placement, Unix milliseconds. */
export const cashoutTicketView = z.object({
  id: z.string(),
  amn: z.number().int(),
  pwn: z.number().int(),
  nevs: z.number().int(),
  oes: z.number().int(),
  amnc: z.number().int(),
  tsp: z.number().int(),
});
export const cashoutListResponse = responseEnvelope(z.array(cashoutTicketView).nullable());

/** Our POST /api/BetPlay/CashOut: the offer the player accepted; requestId makes it idempotent. */
export const playerCashOutRequest = z.object({
  ticketId: idText,
  amount: z.number().int().min(1).max(MAX_TICKET_WIN),
  requestId: idText,
});
export const playerCashOutResponse = responseEnvelope(
  z.object({ id: z.string(), stato_ticketField: z.number().int(), amnc: z.number().int() }).nullable(),
);

/** GetBetsReserved ?skip&take. */
export const reservedQuery = z.object({
  skip: intParam(0),
  take: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const reservationDetailView = z.object({
  OutcomeId_hash: z.string(),
  Id_evento: z.string(),
  Descr_avv: z.string(),
  Data: z.string(),
  Descr_scomm: z.string(),
  Descr_esito: z.string(),
  Cod_Esito: z.number().int(),
  Quota: z.number().int(),
  Group_Name: z.string(),
});
export const reservationView = z.object({
  Id: z.number().int(),
  ShortCode: z.string(),
  /** Cents. */
  Crediti: z.number().int(),
  /** ISO instant. */
  DateTime: z.string(),
  Detail: z.array(reservationDetailView),
  SistemaComb: z.string(),
});
export const reservationsResponse = responseEnvelope(z.array(reservationView).nullable());
/** DeleteBetReserved?Id (GET, money.md §7). */
export const deleteReservedRequest = z.object({ Id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/Palinsesto/GetEventRows { outcomes: comma-joined OutcomeId_hash }. */
export const eventRowsRequest = z.object({ outcomes: z.string().max(20_000) });
/** An event row: the outcome's event, market and current odds (only events still ahead). */
export const eventRowView = z.object({
  OutcomeId_hash: z.string(),
  Id_evento: z.string(),
  Descr_avv: z.string(),
  Data: z.string(),
  Cod_scomm: z.string(),
  Descr_scomm: z.string(),
  Cod_Esito: z.number().int(),
  Descr_esito: z.string(),
  Quota: z.number().int(),
  Group_Name: z.string(),
  Live: z.boolean(),
});
export const eventRowsResponse = responseEnvelope(z.array(eventRowView).nullable());

/**
 * TicketPrint ?id (the AAMS code) and, only when not logged in, auth: a print token from
 * TicketPrintToken (never a session token: docs/decisions.md 'Play platform').
 */
export const ticketPrintQuery = z.object({
  id: z.string().trim().min(1).max(40),
  auth: z.string().max(500).optional(),
});
/** Ours: TicketPrintToken ?id → the token the print page may carry in its address. */
export const ticketPrintTokenQuery = z.object({ id: z.string().trim().min(1).max(40) });
export const ticketPrintTokenResponse = responseEnvelope(
  z.object({ auth: z.string(), expiresAt: z.string() }).nullable(),
);

/** The ten regional wheels (ruote) of the Lotto draw. */
export const LOTTO_WHEELS = [
  'Bari',
  'Cagliari',
  'Firenze',
  'Genova',
  'Milano',
  'Napoli',
  'Palermo',
  'Roma',
  'Torino',
  'Venezia',
] as const;
