import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The player's cart, kept in the browser's client settings (access.md §3: kept locally and on the
 * server; the server's save path is not shown, docs/decisions.md 'Bet list actions'). Loading a
 * reservation replaces the cart with its slip, which the sport pages play from (here the play
 * sandbox's slip); playing it empties the cart.
 */
export const CLIENT_SETTINGS_KEY = 'ClientSettings';
export const CART_SETTING = 'Cart';

export type CartOutcome = {
  OutcomeId_hash: string;
  Id_evento: string;
  Descr_avv: string;
  Descr_scomm: string;
  Descr_esito: string;
  /** Hundredths. */
  Quota: number;
};

export type Cart = {
  /** The reservation it came from. */
  ShortCode: string;
  /** Stake, cents. */
  Crediti: number;
  SistemaComb: string;
  Outcomes: CartOutcome[];
  Timestamp: number;
};

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

export function readCart(): Cart | null {
  const cart = readLocalSettings()[CART_SETTING];
  return cart && typeof cart === 'object' && Array.isArray((cart as Cart).Outcomes) ? (cart as Cart) : null;
}

/** Keeps the other client settings as they are. */
export function writeCart(cart: Cart): void {
  writeStorage(CLIENT_SETTINGS_KEY, JSON.stringify({ ...readLocalSettings(), [CART_SETTING]: cart }));
}

/** Empties the cart (its slip was played), keeping the other client settings. */
export function clearCart(): void {
  const { [CART_SETTING]: _played, ...others } = readLocalSettings();
  writeStorage(CLIENT_SETTINGS_KEY, JSON.stringify(others));
}
