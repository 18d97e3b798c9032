import { pbkdf2Sync } from 'node:crypto';

/**
 * A solved bot check (ALTCHA v2, PBKDF2/SHA-256) for a login made by a script, as the browser's
 * widget sends it in `recaptcha` (the same solver as e2e/fixtures.ts botCheckPayload): production
 * servers always check it.
 */
export async function solveBotCheck(base: string, action = 'AccountLogin'): Promise<string> {
  const challenge = await fetch(`${base}/api/Account/BotCheckChallenge?action=${action}`).then((r) =>
    r.json(),
  );
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const password = Buffer.alloc(nonce.length / 2 + 4);
  Buffer.from(nonce, 'hex').copy(password);
  for (let counter = 0; counter < 1_000_000; counter++) {
    password.writeUInt32BE(counter, nonce.length / 2);
    const derivedKey = pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, keyLength, 'sha256').toString(
      'hex',
    );
    if (derivedKey.startsWith(keyPrefix)) {
      return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString('base64');
    }
  }
  throw new Error('bot check: no solution');
}
