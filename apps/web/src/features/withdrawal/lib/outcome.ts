import { WITHDRAWAL_CODE, type PrelievoResponse } from '@conto-gioco/shared/withdrawal';

/** What the screen does with Prelievo's answer (money.md §4, §8). */
export type Outcome =
  /** -3333: a code was sent; ask for it and send the same request again with it. */
  | { kind: 'otp'; message: string }
  /** -1010: the code was wrong or expired; clear the field. */
  | { kind: 'otpInvalid'; message: string }
  /** XElektra's Withdraw step: ask the code, then Confirm with this transactionId. */
  | { kind: 'confirm'; transactionId: string }
  | { kind: 'success'; serial: string | null }
  /** esito.returnCode not 0: 'Non è stato possibile prelevare: {description}'. */
  | { kind: 'notWithdrawn'; description: string }
  /** Any other non-zero code: 'Attenzione!' with 'Si è verificato un errore durante il prelievo: {message}'. */
  | { kind: 'error'; message: string };

export function outcomeOf(response: PrelievoResponse): Outcome {
  if (response.ResponseCode === WITHDRAWAL_CODE.OTP_REQUIRED)
    return { kind: 'otp', message: response.ResponseMessage };
  if (response.ResponseCode === WITHDRAWAL_CODE.OTP_INVALID)
    return { kind: 'otpInvalid', message: response.ResponseMessage };
  if (response.ResponseCode !== WITHDRAWAL_CODE.OK || !response.ResponseData)
    return { kind: 'error', message: response.ResponseMessage };
  const data = response.ResponseData;
  if (data.esito.returnCode !== 0) return { kind: 'notWithdrawn', description: data.esito.returnDescription };
  if (data.result === 'OTP' && data.transactionId)
    return { kind: 'confirm', transactionId: data.transactionId };
  return { kind: 'success', serial: data.seriale };
}
