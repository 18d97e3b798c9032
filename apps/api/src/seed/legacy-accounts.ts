import type { Database } from '../db/client.ts';
import { legacyAccounts } from '../modules/registration/schema.ts';

export type LegacyAccountSeed = typeof legacyAccounts.$inferInsert;

/**
 * Accounts of the group's old site (README, demo section). The fiscal codes are the real ones of
 * the data (codice-fiscale-js); e-mails and mobiles are used by no demo player.
 */
export const LEGACY_ACCOUNTS: readonly LegacyAccountSeed[] = [
  {
    // Converted through the invitation link (MigrateUser); the desktop e2e journey converts it.
    accountNumber: '5000101',
    codiceFiscale: 'MRTLSN85H14F205D',
    username: 'alemoretti',
    invitation: 'INV-5000101-7QK4',
    nome: 'Alessandro',
    cognome: 'Moretti',
    email: 'alessandro.moretti@example.it',
    cellulare: '+393471234501',
    sesso: 'M',
    dataNascita: '1985-06-14',
  },
  {
    // A second invitation, converted by the mobile e2e journey.
    accountNumber: '5000102',
    codiceFiscale: 'CLMFNC90C62L219G',
    username: 'fracolombo',
    invitation: 'INV-5000102-M3XP',
    nome: 'Francesca',
    cognome: 'Colombo',
    email: 'francesca.colombo@example.it',
    cellulare: '+393471234502',
    sesso: 'F',
    dataNascita: '1990-03-22',
  },
  {
    // A person with an account on the old site and none here: registering with this fiscal code
    // (Giorgio Ferrara, born in Napoli on 5 November 1978) goes through RegisterMulti.
    accountNumber: '5000103',
    codiceFiscale: 'FRRGRG78S05F839A',
    username: 'giorgioferrara',
    invitation: 'INV-5000103-Z8RT',
    nome: 'Giorgio',
    cognome: 'Ferrara',
    email: 'giorgio.ferrara@example.it',
    cellulare: '+393489876501',
    sesso: 'M',
    dataNascita: '1978-11-05',
  },
];

/** The link of an invitation, as the old site sends it (access.md §2 'Migration page'). */
export const migrationLink = (
  account: Pick<LegacyAccountSeed, 'codiceFiscale' | 'invitation' | 'username'>,
) =>
  `/account/migration?${new URLSearchParams({
    cf: account.codiceFiscale,
    inv: account.invitation,
    username: account.username,
  }).toString()}`;

/** Idempotent: an account already there (converted or not) is kept as it is. */
export async function seedLegacyAccounts(db: Database): Promise<number> {
  const inserted = await db
    .insert(legacyAccounts)
    .values([...LEGACY_ACCOUNTS])
    .onConflictDoNothing()
    .returning({ accountNumber: legacyAccounts.accountNumber });
  return inserted.length;
}
