import type {
  step10Schema,
  step1Schema,
  step4Schema,
  step5Schema,
  step6Schema,
  step7Schema,
  step8Schema,
  step9Schema,
} from '@conto-gioco/shared/registration';
import type { step3Schema } from '@conto-gioco/shared/registration-requests';
import type { z } from 'zod';

/** A municipality as the form keeps it: id and the name shown. */
export type Place = { id: number; label: string };

/**
 * What the player has entered so far, step by step (each step's schema output), plus what the
 * form needs to show it again: the names of the chosen municipalities, and whether the fiscal
 * code came from step 2 (then step 3 derives the birth data from it each time it is entered).
 */
export type Draft = Partial<
  z.output<typeof step1Schema> &
    z.output<typeof step3Schema> &
    z.output<typeof step4Schema> &
    z.output<typeof step5Schema> &
    z.output<typeof step6Schema> &
    z.output<typeof step7Schema> &
    z.output<typeof step8Schema> &
    z.output<typeof step9Schema> &
    z.output<typeof step10Schema>
> & {
  codeFromStep2?: boolean;
  comuneNascita?: Place | null;
  comuneResidenza?: Place | null;
  comuneRilascio?: Place | null;
};
