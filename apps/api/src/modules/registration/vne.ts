import type { VnePrefill } from '@conto-gioco/shared/registration';

/**
 * The VNE adapter (ARCHITECTURE.md 'outside systems'): the external registration-data service the
 * registration form is prefilled from when opened with ?vneid=. Null when the source is unknown.
 */
export type VneAdapter = {
  prefill(sourceId: string): Promise<VnePrefill | null>;
};

/** The local implementation: a fixed set of sources (the seed's demo source). */
export function localVneAdapter(sources: Record<string, VnePrefill>): VneAdapter {
  return {
    prefill: async (sourceId) => {
      const found = Object.hasOwn(sources, sourceId) ? sources[sourceId] : undefined;
      return found ? { ...found } : null;
    },
  };
}

/**
 * What the local VNE adapter answers (the external registration-data service of access.md §7):
 * the registration form opened with ?vneid=VNE-DEMO-1 is prefilled with this person, who has no
 * account here.
 */
export const VNE_DEMO_SOURCES: Record<string, VnePrefill> = {
  'VNE-DEMO-1': {
    nome: 'Francesca',
    cognome: 'Neri',
    email: 'francesca.neri@example.it',
    cellulare: '+393471234567',
    // Born in Milan (F205) on 12 May 1990.
    codiceFiscale: 'NREFNC90E52F205G',
  },
};
