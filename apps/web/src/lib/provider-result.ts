import { CARD_APPROVED_CODE } from '@conto-gioco/shared/deposit';

/** What a payment result page shows: the status, a failure's message and its 'Error Code'. */
export type ProviderVerdict<S extends string> = { status: S; message: string | null; code: string | null };

/**
 * The provider's word in the result page's query, over the status read so far (money.md §4): a
 * card-provider code (RESPONSE_CODE_AUT) other than 00 makes it failed with that code; `motivo` has
 * the last word: a status name becomes the status, any other text makes it failed with that text as
 * the message.
 */
export function readProviderQuery<S extends string>(
  verdict: ProviderVerdict<S | 'failed'>,
  query: URLSearchParams,
  isStatus: (value: string) => value is S,
): ProviderVerdict<S | 'failed'> {
  let { status, message, code } = verdict;
  // An empty code is no answer yet (a card payment left pending), not a refusal.
  const cardCode = query.get('RESPONSE_CODE_AUT') || null;
  if (cardCode !== null && cardCode !== CARD_APPROVED_CODE) {
    status = 'failed';
    code = cardCode;
  }
  const motivo = query.get('motivo')?.trim();
  if (motivo) {
    if (isStatus(motivo)) status = motivo;
    else {
      status = 'failed';
      message = motivo;
    }
  }
  return { status, message, code };
}
