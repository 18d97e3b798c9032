import type { AffiliateForm, AffiliateResponse } from '@conto-gioco/shared/affiliate';

/**
 * The external affiliate service the spec's form posts to (content-profile.md §7: form-encoded,
 * answers response.success). One implementation runs here (local/): it keeps the application in
 * our own table; a real one would post the same fields to the partner.
 */
export type AffiliateService = {
  submit(application: AffiliateForm, receivedAt: Date): Promise<AffiliateResponse>;
};
