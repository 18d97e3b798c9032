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
