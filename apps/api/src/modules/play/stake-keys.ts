/**
 * The ledger keys of play's stakes: the bonus engine records a stake's bonus share under them, and
 * the fun-bonus bet list finds its bets by them.
 */
export const ticketStakeKey = (platformId: string) => `play:ticket:${platformId}:stake`;
export const ticketReturnKey = (platformId: string) => `play:ticket:${platformId}:return`;
/** A casino round's key; its bet and win are moved under `${key}:bet` and `${key}:win`. */
export const casinoRoundKey = (sessionCode: string, roundId: string) =>
  `play:casino:${sessionCode}:${roundId}`;
export const casinoBetKey = (sessionCode: string, roundId: string) =>
  `${casinoRoundKey(sessionCode, roundId)}:bet`;
