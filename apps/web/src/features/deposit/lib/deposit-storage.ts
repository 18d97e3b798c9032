import { z } from 'zod';
import { readStorage, writeStorage } from '@/lib/storage';

/** Browser storage keys of the deposit flow (money.md §2): the result page reads the last two. */
export const DEPOSIT_STORAGE_KEYS = {
  lastDeposit: 'LastDepositValues',
  transactionId: 'transaction_id',
  paysafeTransactionId: 'paysafeTransactionId',
} as const;

/** The last method used (Id, Name) and its amount in cents: the screen preselects them. */
const lastDepositValues = z.object({ Id: z.number(), Name: z.string(), Amount: z.number().catch(0) });
export type LastDepositValues = z.infer<typeof lastDepositValues>;

export function readLastDeposit(): LastDepositValues | null {
  const text = readStorage(DEPOSIT_STORAGE_KEYS.lastDeposit);
  if (!text) return null;
  try {
    // A value written by someone else is ignored.
    return lastDepositValues.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

/** Stored on every submit that the server accepted. */
export function rememberDeposit(
  last: LastDepositValues,
  transactionId: string,
  { paysafe }: { paysafe: boolean },
): void {
  writeStorage(DEPOSIT_STORAGE_KEYS.lastDeposit, JSON.stringify(last));
  writeStorage(DEPOSIT_STORAGE_KEYS.transactionId, transactionId);
  if (paysafe) writeStorage(DEPOSIT_STORAGE_KEYS.paysafeTransactionId, transactionId);
}

/** The result page's transaction: the query's, else the one stored at submit. */
export function storedTransactionId(): string | null {
  return (
    readStorage(DEPOSIT_STORAGE_KEYS.transactionId) ?? readStorage(DEPOSIT_STORAGE_KEYS.paysafeTransactionId)
  );
}
