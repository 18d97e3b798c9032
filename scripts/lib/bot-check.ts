import { pbkdf2Sync } from 'node:crypto';

type Challenge = {
  parameters: { nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
};

/**
 * Solves a bot-check challenge (ALTCHA v2, PBKDF2/SHA-256) the way the browser's widget does, and
 * answers the payload it sends in `recaptcha`: for logins made by scripts and end-to-end tests
 * against servers that check it.
 */
export function solveChallenge(challenge: Challenge): string {
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

/** A solved bot check for a login made by a script: production servers always check it. */
export async function solveBotCheck(base: string, action = 'AccountLogin'): Promise<string> {
  return solveChallenge(
    await fetch(`${base}/api/Account/BotCheckChallenge?action=${action}`).then((r) => r.json()),
  );
}
