/**
 * The play module's public surface (issue 18): what the operator API, the statement, the bet list,
 * the cash-out and ticket-print calls and the seed use. Tickets and casino sessions are recorded
 * here and their money moves through the ledger only (a stake cash → HOUSE, a win, refund or
 * cash-out HOUSE → cash), each movement one transfer with its cause and reference.
 */
export {
  cashOut,
  cashOutOffer,
  payTicket,
  placeTicket,
  recordOutcomes,
  settleEvent,
  settleLeg,
  settleTicket,
  voidTicket,
  withholdTicket,
} from './tickets.ts';
export { closeCasinoSession, openCasinoSession, playCasinoRound } from './casino.ts';
export {
  createReservation,
  deleteReservation,
  eventRows,
  listReservations,
  type EventRow,
  type Reservation,
  type ReservationDetail,
} from './reservations.ts';
export {
  cashoutableTickets,
  casinoBetListEntry,
  casinoSessionDetail,
  listBets,
  listFunBonusBets,
  lotteryTicketDetail,
  ticketDetail,
  ticketStatesOf,
  type BetListEntry,
  type BetListFilter,
  type CashoutableTicket,
  type CasinoSessionDetail,
  type TicketDetail,
  type TicketLegDetail,
} from './reads.ts';
export { exclusionCategoryOf, causesOf } from './access.ts';
export { playVolumesBetween, playVolumesByGameBetween, type GameVolume, type PlayVolume } from './volumes.ts';
export { developmentPlayServiceKey, playSignatureHeaders, signPlayRequest } from './signature.ts';
