import { describe, expect, it } from 'vitest';
import { addYearsIso, todayIso } from './dates';
import { step5WithDates } from './document-dates';

const NOW = new Date('2026-01-15T10:00:00Z');
const document = (dataRilascioDocumento: string, dataScadenzaDocumento: string) => ({
  tipoDocumentoId: 1,
  numeroDocumento: 'CA12345AB',
  enteRilascioId: 1,
  comuneRilascioId: 8501,
  dataRilascioDocumento,
  dataScadenzaDocumento,
});
const messages = (values: ReturnType<typeof document>, birthDate?: string) => {
  const result = step5WithDates(NOW, birthDate).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('document dates', () => {
  it('reads today in Rome and adds years', () => {
    expect(todayIso(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    expect(addYearsIso('2024-02-29', 10)).toBe('2034-02-28');
  });

  it('takes an issue date up to today and an expiry after today, at most 10 years ahead', () => {
    expect(messages(document('2026-01-15', '2036-01-15'))).toEqual([]);
    expect(messages(document('2026-01-16', '2030-01-01'))).toEqual([
      'La data di rilascio non può essere futura',
    ]);
    expect(messages(document('2020-01-01', '2026-01-15'))).toEqual(['Il documento è scaduto']);
    expect(messages(document('2020-01-01', '2036-01-16'))).toEqual([
      'La data di scadenza non può superare i 10 anni',
    ]);
    expect(messages(document('1979-12-31', '2030-01-01'), '1980-01-01')).toEqual([
      'La data di rilascio non può precedere la data di nascita',
    ]);
  });
});
