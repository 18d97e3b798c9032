import { IMAGE_TEXT_TRUNCATE } from '@conto-gioco/shared/cms-constants';

/** §4: the description cut at 500 characters (with an ellipsis); `truncated` false when it is not longer. */
export function truncateDescription(
  text: string,
  limit = IMAGE_TEXT_TRUNCATE,
): { short: string; truncated: boolean } {
  const characters = [...text];
  if (characters.length <= limit) return { short: text, truncated: false };
  return { short: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
