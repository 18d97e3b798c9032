import { ITALY_COUNTRY_ID } from '@conto-gioco/shared/constants';
import { ESTERO_MUNICIPALITY_ID, type Nation } from '@conto-gioco/shared/registration';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import type { Database } from '../../db/client.ts';
import { municipalityById, municipalityIdOf } from './reference-data.ts';
import { answer, computeFiscalCode, type Envelope, type GenerateCfInput } from './rules.ts';
import { nations } from './schema.ts';

export type RegistrationLookups = ReturnType<typeof createLookups>;

/** The places of the form: nations (from the table), municipalities (in memory), cadastral codes. */
export function createLookups(deps: { db: Database }) {
  const { db } = deps;

  // Nations never change once seeded: read once per instance.
  let nationCache: Promise<Nation[]> | undefined;
  function allNations(): Promise<Nation[]> {
    nationCache ??= db
      .select()
      .from(nations)
      .then((rows) => {
        const list = rows.map((row) => ({ Id: row.id, Nome: row.name, Catastale: row.catastale }));
        // Italy first, then the others alphabetically.
        return list.sort(
          (a, b) =>
            Number(b.Id === ITALY_COUNTRY_ID) - Number(a.Id === ITALY_COUNTRY_ID) ||
            a.Nome.localeCompare(b.Nome, 'it'),
        );
      })
      .catch((error: unknown) => {
        nationCache = undefined;
        throw error;
      });
    return nationCache;
  }
  const nationById = async (id: number) => (await allNations()).find((n) => n.Id === id);

  /** The cadastral code of a birth place, or null when the pair names none. */
  async function birthCatastale(nazioneId: number, comuneId: number): Promise<string | null> {
    if (nazioneId === ITALY_COUNTRY_ID) {
      if (comuneId === ESTERO_MUNICIPALITY_ID) return null;
      return municipalityById(comuneId)?.Catastale ?? null;
    }
    if (comuneId !== ESTERO_MUNICIPALITY_ID) return null;
    return (await nationById(nazioneId))?.Catastale ?? null;
  }

  return {
    nations: allNations,
    nationById,
    birthCatastale,

    /** GenerateCF: the code of the data, with the birth place's cadastral code (a Zxxx abroad). */
    async generateCf(request: GenerateCfInput): Promise<Envelope<{ codice: string }>> {
      const catastale = await birthCatastale(request.nazioneId, request.comuneId);
      const codice =
        catastale &&
        computeFiscalCode({
          nome: request.nome,
          cognome: request.cognome,
          sesso: request.sesso,
          dataNascita: request.dataNascita,
          catastale,
        });
      return codice ? answer(0, '', { codice }) : answer(-1, SERVER_MESSAGES.fiscalCodeNotComputable);
    },

    /** ReversedCF: the municipality or the nation of a cadastral code. */
    async reversedCf(catastale: string): Promise<Envelope<{ Id: number; Nome: string; Estero: boolean }>> {
      if (catastale.startsWith('Z')) {
        const nation = (await allNations()).find((n) => n.Catastale === catastale);
        return nation
          ? answer(0, '', { Id: nation.Id, Nome: nation.Nome, Estero: true })
          : answer(-1, SERVER_MESSAGES.catastaleUnknown);
      }
      const municipality = municipalityById(municipalityIdOf(catastale));
      return municipality
        ? answer(0, '', { Id: municipality.Id, Nome: municipality.Nome, Estero: false })
        : answer(-1, SERVER_MESSAGES.catastaleUnknown);
    },
  };
}
