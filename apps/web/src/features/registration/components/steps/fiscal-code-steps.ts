/**
 * Steps 2 and 3 in one chunk of their own: they check fiscal codes with codice-fiscale-js, whose
 * municipality list weighs more than the rest of the form. The form asks for it as the player leaves
 * step 1 (or when it opens on step 2 or 3), never with the first step.
 */
export { Step2FiscalCode } from './step-2-fiscal-code';
export { Step3Birth } from './step-3-birth';
