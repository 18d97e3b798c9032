/** The spec's two errors of the token helper (access.md §8): not a valid token, cannot decode. */
export class InvalidTokenError extends Error {
  constructor(message: 'Token non valido' | 'Impossibile decodificare il token') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/**
 * The auth id (the player id, `sub`) read from the token without checking its signature: only the
 * server can check that, and does on every call. A token of invalid format throws InvalidTokenError.
 */
export function readAuthId(token: unknown): number {
  if (typeof token !== 'string') throw new InvalidTokenError('Token non valido');
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) {
    throw new InvalidTokenError('Token non valido');
  }
  let claims: unknown;
  try {
    const base64 = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    claims = JSON.parse(json);
  } catch {
    throw new InvalidTokenError('Impossibile decodificare il token');
  }
  const id = Number((claims as { sub?: unknown } | null)?.sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidTokenError('Impossibile decodificare il token');
  return id;
}

/** Whether the token has the shape of one of ours; a malformed stored token is dropped unsent. */
export function isWellFormedToken(token: string): boolean {
  try {
    readAuthId(token);
    return true;
  } catch {
    return false;
  }
}
