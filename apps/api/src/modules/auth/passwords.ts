import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id parameters (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to Argon2id.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the username is unknown, so that the answer and
 * its timing do not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-unknown-users-1');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Security answers are compared without regard to case or spacing: 'Verdi ' matches 'verdi'. */
export const normaliseSecurityAnswer = (answer: string) =>
  answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export const hashSecurityAnswer = (answer: string) => hashPassword(normaliseSecurityAnswer(answer));

export const verifySecurityAnswer = (answerHash: string, answer: string) =>
  verifyPassword(answerHash, normaliseSecurityAnswer(answer));
