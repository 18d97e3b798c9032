import { AFFILIATE_RECEIVED_MESSAGE } from '@conto-gioco/shared/affiliate';
import type { Database } from '../../../db/client.ts';
import type { AffiliateService } from '../service.ts';
import { affiliateApplications } from './schema.ts';

/** The local affiliate service: each application is a row of affiliate_applications. */
export function createLocalAffiliateService(db: Database): AffiliateService {
  return {
    async submit(application, receivedAt) {
      await db
        .insert(affiliateApplications)
        .values({ email: application.email, fields: application, receivedAt });
      return { success: true, message: AFFILIATE_RECEIVED_MESSAGE };
    },
  };
}
