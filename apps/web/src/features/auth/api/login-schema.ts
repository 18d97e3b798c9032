import type * as LoginSchemaModule from './login-schema-module';

/**
 * The shared login schema, as one on-demand chunk. Importing '@conto-gioco/shared/auth' at runtime builds every auth schema, which brings
 * the whole schema library; the login screen would then miss its first-load budget.
 */
let pending: Promise<typeof LoginSchemaModule> | null = null;

export function loadLoginSchema() {
  pending ??= import('./login-schema-module').catch((error: unknown) => {
    pending = null; // the next attempt fetches it again
    throw error;
  });
  return pending;
}
