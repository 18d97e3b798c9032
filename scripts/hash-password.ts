/**
 * npm run hash-password: reads a password from the first line of standard input (typed, or piped)
 * and prints its Argon2id hash with the API's parameters, for OPERATOR_PASSWORD_HASH. The password
 * is never an argument, so it stays out of the shell history and the process list.
 */
import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';

const MIN_LENGTH = 12;

const lines = createInterface({ input: process.stdin, terminal: false });
if (process.stdin.isTTY) process.stderr.write('Password (shown as you type it): ');
const first = await lines[Symbol.asyncIterator]().next();
lines.close();
const password = typeof first.value === 'string' ? first.value : '';
if (password.length < MIN_LENGTH) {
  console.error(`The password must have at least ${MIN_LENGTH} characters.`);
  process.exit(1);
}
console.log(await hashPassword(password));
