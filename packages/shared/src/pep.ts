import { z } from 'zod';

/** The origin of funds whose free text is required (content-profile.md §5). */
export const PEP_OTHER_ORIGIN = 255;

/** Options of the questionnaire (the spec names the fields only; the lists are ours). */
export const PEP_PROFESSIONS = [
  { id: 1, label: 'Lavoratore dipendente' },
  { id: 2, label: 'Lavoratore autonomo / libero professionista' },
  { id: 3, label: 'Imprenditore' },
  { id: 4, label: 'Pensionato' },
  { id: 5, label: 'Studente' },
  { id: 6, label: 'Disoccupato' },
  { id: 7, label: 'Altra professione' },
] as const;

export const PEP_INCOME_BANDS = [
  { id: 1, label: 'Fino a 15.000 €' },
  { id: 2, label: 'Da 15.001 a 30.000 €' },
  { id: 3, label: 'Da 30.001 a 60.000 €' },
  { id: 4, label: 'Da 60.001 a 100.000 €' },
  { id: 5, label: 'Oltre 100.000 €' },
] as const;

export const PEP_FUND_ORIGINS = [
  { id: 1, label: 'Reddito da lavoro' },
  { id: 2, label: 'Pensione' },
  { id: 3, label: 'Risparmi' },
  { id: 4, label: 'Eredità o donazione' },
  { id: 5, label: 'Vincite' },
  { id: PEP_OTHER_ORIGIN, label: 'Altro' },
] as const;

const oneOf = (options: readonly { id: number }[]) =>
  z
    .number({ error: 'Il campo è richiesto' })
    .int()
    .refine((id) => options.some((o) => o.id === id), { error: 'Il campo è richiesto' });

export const pepInfoSchema = z
  .object({
    professione: oneOf(PEP_PROFESSIONS),
    fasciaReddito: oneOf(PEP_INCOME_BANDS),
    origineFondi: oneOf(PEP_FUND_ORIGINS),
    origineFondiAltro: z.string().trim().max(255).optional().nullable(),
    ragione: z.string().trim().max(500).optional().nullable(),
  })
  .refine((p) => p.origineFondi !== PEP_OTHER_ORIGIN || (p.origineFondiAltro ?? '').trim() !== '', {
    path: ['origineFondiAltro'],
    error: 'Il campo è richiesto',
  });
export type PepInfo = z.infer<typeof pepInfoSchema>;

export const pepInfoResponse = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: z
    .object({
      professione: z.number().int().nullable(),
      fasciaReddito: z.number().int().nullable(),
      origineFondi: z.number().int().nullable(),
      origineFondiAltro: z.string().nullable(),
      ragione: z.string().nullable(),
    })
    .nullable(),
});

export const setPepInfoResponse = z.object({
  ResponseCode: z.number().int(),
  ResponseMessage: z.string(),
  ResponseData: z.null(),
});
