import type { StatementExportFormat } from '@conto-gioco/shared/statement';
import { useMutation } from '@tanstack/react-query';
import { getToken } from '@/lib/storage';
import type { DateRange, ListFilters } from '../lib/filters';

/**
 * EstrattoContoExport (ours): the file of the rows the screen's filters keep. A file, not JSON, so
 * it is fetched here with the bearer token (the JSON client reads envelopes only) and handed to
 * the browser as a download with the server's file name.
 */
export async function exportStatement(
  format: StatementExportFormat,
  range: DateRange,
  filters: ListFilters,
): Promise<void> {
  const query = new URLSearchParams({
    formato: format,
    dateda: range.dateda,
    datea: range.datea,
    tab: filters.tab,
    causale: String(filters.causale),
    stato: String(filters.stato),
  });
  const token = getToken();
  const response = await fetch(`/api/Account/EstrattoContoExport?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  const name = /filename=([^;]+)/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `estratto-conto.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportStatement() {
  return useMutation({
    mutationFn: ({
      format,
      range,
      filters,
    }: {
      format: StatementExportFormat;
      range: DateRange;
      filters: ListFilters;
    }) => exportStatement(format, range, filters),
  });
}
