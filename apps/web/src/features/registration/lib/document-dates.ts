import { step5Schema } from '@conto-gioco/shared/registration';
import { itRegistration } from '@/messages/it-registration';
import { addYearsIso, todayIso } from './dates';

/** How far ahead an expiry date may be (access.md §9). */
export const DOCUMENT_MAX_YEARS = 10;

const t = itRegistration.step5;

/**
 * Step 5's schema with the document dates checked against today (Europe/Rome): issued today or
 * before (and not before the birth date), not expired, expiring at most 10 years from today. ISO
 * dates compare as strings.
 */
export const step5WithDates = (now = new Date(), birthDate?: string) => {
  const today = todayIso(now);
  const latestExpiry = addYearsIso(today, DOCUMENT_MAX_YEARS);
  return step5Schema.superRefine((values, context) => {
    if (values.dataRilascioDocumento > today) {
      context.addIssue({ code: 'custom', path: ['dataRilascioDocumento'], message: t.issuedInFuture });
    } else if (birthDate && values.dataRilascioDocumento < birthDate) {
      context.addIssue({ code: 'custom', path: ['dataRilascioDocumento'], message: t.issuedBeforeBirth });
    }
    if (values.dataScadenzaDocumento <= today) {
      context.addIssue({ code: 'custom', path: ['dataScadenzaDocumento'], message: t.expired });
    } else if (values.dataScadenzaDocumento > latestExpiry) {
      context.addIssue({ code: 'custom', path: ['dataScadenzaDocumento'], message: t.expiryTooFar });
    }
  });
};
