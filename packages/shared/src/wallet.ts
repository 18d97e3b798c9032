import { z } from 'zod';

/** GetSaldo (money.md §7): total and withdrawable balance, integer cents. */
export const balanceResponse = z.object({
  soldi: z.number().int(),
  prelevabile: z.number().int(),
});
export type Balance = z.infer<typeof balanceResponse>;

/** EL_RefreshBalance: ErrorCode 0 on success, saldo and prelevabile in cents. */
export const refreshBalanceResponse = z.object({
  ErrorCode: z.number().int(),
  saldo: z.number().int(),
  prelevabile: z.number().int(),
});
export type RefreshBalance = z.infer<typeof refreshBalanceResponse>;
