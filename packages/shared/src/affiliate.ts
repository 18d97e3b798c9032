import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation/messages.ts';
import { email, mobile } from './validation/registration-fields.ts';
import { requiredString } from './validation/required.ts';

/** annisettore: years in the sector (content-profile.md §3). */
export const AFFILIATE_YEARS = ['nessuna', '1-anno', '1-3anni', 'piu'] as const;
/** request: what the applicant asks to become (ours: the spec's page is for both). */
export const AFFILIATE_REQUESTS = ['affiliato', 'punto-vendita'] as const;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const yesNo = z.enum(['1', '0'], { error: VALIDATION_MESSAGES.required });

/**
 * The affiliate form (content-profile.md §3, §5). Required: fname, cellulare, email, provincia,
 * iscommerciale, annisettore, and (their labels mark them) rsociale and iscliente; userid only for
 * customers (iscliente 1), where it is required.
 */
export const affiliateFormSchema = z
  .object({
    fname: requiredString().max(100),
    rsociale: requiredString().max(150),
    iscliente: yesNo,
    userid: optionalText(50),
    cellulare: mobile(),
    email: email(),
    provincia: requiredString().max(50),
    social: optionalText(200),
    fatturato: optionalText(50),
    iscommerciale: yesNo,
    annisettore: z.enum(AFFILIATE_YEARS, { error: VALIDATION_MESSAGES.required }),
    infos: optionalText(1000),
    umail: optionalText(200),
    host: optionalText(200),
    request: z.enum(AFFILIATE_REQUESTS).default('affiliato'),
  })
  .refine((form) => form.iscliente === '0' || form.userid.trim() !== '', {
    path: ['userid'],
    error: VALIDATION_MESSAGES.required,
  })
  .transform((form) => (form.iscliente === '1' ? form : { ...form, userid: '' }));
export type AffiliateFormInput = z.input<typeof affiliateFormSchema>;
export type AffiliateForm = z.output<typeof affiliateFormSchema>;

/** The affiliate service's answer: success and its text (shown after 'Complimenti!'). */
export const affiliateResponse = z.object({ success: z.boolean(), message: z.string() });
export type AffiliateResponse = z.infer<typeof affiliateResponse>;

export const AFFILIATE_RECEIVED_MESSAGE =
  'La tua richiesta è stata inviata. Sarai ricontattato al più presto dal nostro staff.';
