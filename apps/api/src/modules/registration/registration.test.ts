import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkAuthResponse } from '@conto-gioco/shared/auth';
import { ITALY_COUNTRY_ID, OTP_VALIDITY_SECONDS } from '@conto-gioco/shared/constants';
import {
  DEPOSIT_LIMIT_OPTIONS_CENTS,
  OTP_CODE,
  OTP_TYPE,
  REGISTRATION_CODE,
  registrationResponse,
  VERIFY_REGISTER_CODE,
  verifyRegisterResponse,
} from '@conto-gioco/shared/registration';
import { SERVER_MESSAGES } from '@conto-gioco/shared/server-messages';
import { VALIDATION_MESSAGES } from '@conto-gioco/shared/validation/messages';
import { seedRegistrationData } from '../../seed/registration-data.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/app.ts';
import { verifyPassword, verifySecurityAnswer } from '../auth/passwords.ts';
import { players } from '../auth/schema.ts';
import { outbox } from '../outbox/schema.ts';
import { hashCode } from '../security/one-time-codes.ts';
import { selfExclusions } from '../responsible-gaming/schema.ts';
import { securityEvents } from '../security/schema.ts';
import { ledgerAccounts } from '../wallet/schema.ts';
import { DEFAULT_NEWSLETTER, MUNICIPALITY_SEARCH_LIMIT, nationRows } from './reference-data.ts';
import {
  legacyAccounts,
  nations,
  playerConsents,
  preRegistrations,
  registrationVerifications,
} from './schema.ts';
import { computeFiscalCode, REGISTRATION_RULES } from './rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

// ---------- helpers ----------

const ROMA = { id: 8501, catastale: 'H501' };
const NAPOLI = { id: 6839, catastale: 'F839' };
/** A002: ABBADIA (CO), a municipality that no longer exists. */
const SUPPRESSED_ONLY = 1002;
const USA_CATASTALE = 'Z404';

/** Every test calls from its own address, so the per-address limits of one cannot touch another. */
let addressCounter = 1;
const newAddress = () => `10.44.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

const pad = (n: number) => String(n).padStart(2, '0');

type Person = {
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  cf: string;
  email: string;
  cellulare: string;
  username: string;
};

/** A new adult born in Rome, with contacts and username nobody here has. */
let personCounter = 0;
function newPerson(overrides: Partial<Omit<Person, 'cf'>> = {}): Person {
  const n = ++personCounter;
  const base = {
    nome: 'Giovanni',
    cognome: 'Esposito',
    sesso: 'M' as const,
    dataNascita: `19${70 + (n % 25)}-${pad(1 + (n % 12))}-${pad(1 + (n % 28))}`,
    email: `nuovo${n}@example.it`,
    cellulare: `+39320${1_000_000 + n}`,
    username: `nuovo${n}utente`,
    ...overrides,
  };
  const cf = computeFiscalCode({ ...base, catastale: ROMA.catastale });
  if (!cf) throw new Error('no fiscal code for the test person');
  return { ...base, cf };
}

const post = (url: string, payload: unknown, address = newAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: address });
const get = (url: string, address = newAddress()) => t.app.inject({ url, remoteAddress: address });

async function setConfig(name: string, value: string) {
  await t.app.siteConfig.set(name, value);
}
/** Runs `work` with site modules or variables changed, and puts them back. */
async function withConfig<T>(values: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const previous = await Promise.all(
    Object.keys(values).map(async (name) => [name, await t.app.siteConfig.value(name)] as const),
  );
  try {
    for (const [name, value] of Object.entries(values)) await setConfig(name, value);
    return await work();
  } finally {
    for (const [name, value] of previous) await setConfig(name, value ?? '');
  }
}

async function verifyRegister(person: Pick<Person, 'cf' | 'email' | 'cellulare'>, address = newAddress()) {
  const response = await post(
    '/api/Account/VerifyRegister',
    {
      SkinName: 'contogioco',
      CodiceFiscale: person.cf,
      Email: person.email,
      Mobile: person.cellulare,
      Father: '',
    },
    address,
  );
  expect(response.statusCode).toBe(200);
  return verifyRegisterResponse.parse(response.json());
}

/** The latest registration OTP the outbox holds for the recipient, or undefined. */
async function latestOtp(recipient: string): Promise<string | undefined> {
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.purpose, 'registration-otp')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
}

async function verifyOtp(numConto: string, codice: string, type: 1 | 2, data: string) {
  const query = new URLSearchParams({ numConto, codice, type: String(type), data });
  const response = await get(`/api/Account/VerifyOtpCode?${query.toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { ResponseCode: number; ResponseMessage: string; ResponseData: null };
}

/** VerifyRegister and both OTPs, as step 10 and 11 do; answers the numConto. */
async function verifiedRegistration(person: Person): Promise<string> {
  const verified = await verifyRegister(person);
  expect(verified.ResponseCode).toBe(VERIFY_REGISTER_CODE.otpRequired);
  const numConto = verified.ResponseData!.numConto!;
  const sms = await verifyOtp(
    numConto,
    (await latestOtp(person.cellulare))!,
    OTP_TYPE.mobile,
    person.cellulare,
  );
  const mail = await verifyOtp(numConto, (await latestOtp(person.email))!, OTP_TYPE.email, person.email);
  expect([sms.ResponseCode, mail.ResponseCode]).toEqual([OTP_CODE.ok, OTP_CODE.ok]);
  return numConto;
}

function registrationPayload(
  person: Person,
  numconto: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    nome: person.nome,
    cognome: person.cognome,
    email: person.email,
    cellulare: person.cellulare,
    sesso: person.sesso,
    dataNascita: person.dataNascita,
    nazioneNascitaId: ITALY_COUNTRY_ID,
    comuneNascitaId: ROMA.id,
    codiceFiscale: person.cf,
    nazioneResidenzaId: ITALY_COUNTRY_ID,
    indirizzoResidenza: 'Via del Corso 10',
    capResidenza: '00186',
    comuneResidenzaId: ROMA.id,
    tipoDocumentoId: 1,
    numeroDocumento: 'ca1234567',
    enteRilascioId: 1,
    comuneRilascioId: ROMA.id,
    rilasciatoDocumento: 'Comune di Roma',
    dataRilascioDocumento: '2022-03-01',
    dataScadenzaDocumento: '2032-03-01',
    username: person.username,
    password: 'Segreta123',
    security: { id: 2, question: 'Qual è la tua squadra del cuore?', answer: 'La Roma ' },
    deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 25_000 },
    father: '',
    codicePromo: '',
    privacyMaggiorenne: true,
    privacyContratto: true,
    privacyCondizioniGenerali: true,
    privacyInformativa: true,
    privacyMarketing: true,
    privacyProfilazione: false,
    comunicazioniSms: true,
    comunicazioniPush: false,
    comunicazioniPosta: false,
    comunicazioniTelefono: false,
    newsletter: DEFAULT_NEWSLETTER.map((entry) => ({
      ...entry,
      accettato: entry.flag_consenso === 'NEWS_CASINO',
    })),
    numconto,
    isMulti: false,
    PreReg: false,
    sourceId: '',
    currentSiteReferrer: '',
    ...overrides,
  };
}

async function register(payload: unknown, call: 'Register' | 'RegisterUser' | 'RegisterMulti' = 'Register') {
  const response = await post(`/api/Account/${call}`, payload);
  expect(response.statusCode).toBe(200);
  return registrationResponse.parse(response.json());
}

const playerByUsername = async (username: string) =>
  (
    await t.database.db
      .select()
      .from(players)
      .where(sql`lower(${players.username}) = lower(${username})`)
  )[0];

/** Runs the data rules of Register without OTPs (step 11 skipped by the site variable). */
const withoutOtpStep = <T>(work: () => Promise<T>) => withConfig({ RegistrationDisabledSteps: '11' }, work);

// ---------- lists ----------

describe('GET api/Account/GetNazioni', () => {
  it('answers Italy (181, no cadastral code) first, then the foreign countries with their Z codes', async () => {
    const body = (await get('/api/Account/GetNazioni')).json();
    expect(body.ResponseCode).toBe(0);
    expect(body.ResponseData[0]).toEqual({ Id: ITALY_COUNTRY_ID, Nome: 'ITALIA', Catastale: null });
    const foreign = body.ResponseData.slice(1);
    expect(foreign.length).toBeGreaterThan(200);
    expect(foreign.every((n: { Catastale: string }) => /^Z\d{3}$/.test(n.Catastale))).toBe(true);
    expect(new Set(foreign.map((n: { Catastale: string }) => n.Catastale)).size).toBe(foreign.length);
    expect(foreign.find((n: { Catastale: string }) => n.Catastale === USA_CATASTALE)?.Nome).toBe(
      "STATI UNITI D'AMERICA",
    );
    // One name per code: today's, never an alias with '='.
    expect(foreign.find((n: { Catastale: string }) => n.Catastale === 'Z114')?.Nome).toBe('REGNO UNITO');
    expect(foreign.some((n: { Nome: string }) => n.Nome.includes('='))).toBe(false);
  });

  it('numbers the countries alphabetically from 1, skipping 181; seeding again changes nothing', async () => {
    const rows = nationRows();
    const foreign = rows.filter((row) => row.id !== ITALY_COUNTRY_ID);
    expect(foreign.map((row) => row.id)).toEqual(
      foreign.map((_, i) => (i + 1 >= ITALY_COUNTRY_ID ? i + 2 : i + 1)),
    );
    const names = foreign.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    await seedRegistrationData(t.database.db);
    const stored = await t.database.db.select().from(nations);
    expect(stored).toHaveLength(rows.length);
  });
});

describe('GET api/Account/GetComuniNascita and GetComuni', () => {
  const search = async (call: string, text: string) => {
    const response = await get(`/api/Account/${call}?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return response.json().ResponseData as {
      Id: number;
      Nome: string;
      Catastale: string;
      Soppresso: boolean;
    }[];
  };

  it('numbers a municipality by its cadastral code and lists exact and prefix matches before the others', async () => {
    const found = await search('GetComuni', 'roma');
    expect(found[0]).toEqual({
      Id: ROMA.id,
      Nome: 'ROMA',
      Provincia: 'RM',
      Catastale: 'H501',
      Soppresso: false,
    });
    const firstContains = found.findIndex((m) => !m.Nome.startsWith('ROMA'));
    expect(found.slice(firstContains).every((m) => !m.Nome.startsWith('ROMA'))).toBe(true);
    expect(found.length).toBeLessThanOrEqual(MUNICIPALITY_SEARCH_LIMIT);
  });

  it('ignores case, accents and apostrophes', async () => {
    expect((await search('GetComuni', 'Cantù'))[0]?.Nome).toBe("CANTU'");
    expect((await search('GetComuni', "aci sant'antonio"))[0]?.Nome).toBe("ACI SANT'ANTONIO");
  });

  it('birth: suppressed municipalities and ESTERO too; residence: only the municipalities of today', async () => {
    const birth = await search('GetComuniNascita', 'abbadia');
    expect(birth.some((m) => m.Soppresso && m.Id === SUPPRESSED_ONLY)).toBe(true);
    expect((await search('GetComuniNascita', 'ester'))[0]).toMatchObject({ Id: 0, Nome: 'ESTERO' });
    const residence = await search('GetComuni', 'abbadia');
    expect(residence.length).toBeGreaterThan(0);
    expect(residence.every((m) => !m.Soppresso)).toBe(true);
    expect((await search('GetComuni', 'estero')).some((m) => m.Id === 0)).toBe(false);
  });

  it('needs at least two characters', async () => {
    expect((await get('/api/Account/GetComuni?search=r')).statusCode).toBe(400);
    expect((await get('/api/Account/GetComuniNascita')).statusCode).toBe(400);
  });
});

describe('GET api/Account/GetTipiDocumenti, GetEmittenteDocumento, GetDefaultNewsletter', () => {
  it('answers the lists', async () => {
    const types = (await get('/api/Account/GetTipiDocumenti')).json().ResponseData;
    expect(types.map((item: { Descrizione: string }) => item.Descrizione)).toEqual(
      expect.arrayContaining(["Carta d'identità", 'Patente di guida', 'Passaporto']),
    );
    const issuers = (await get('/api/Account/GetEmittenteDocumento')).json().ResponseData;
    expect(issuers.map((item: { Descrizione: string }) => item.Descrizione)).toEqual(
      expect.arrayContaining(['Comune', 'Motorizzazione civile', 'Questura', 'Prefettura']),
    );
    const newsletter = (await get('/api/Account/GetDefaultNewsletter')).json().ResponseData;
    expect(newsletter).toEqual(DEFAULT_NEWSLETTER);
    expect(newsletter.every((entry: { accettato: boolean }) => !entry.accettato)).toBe(true);
  });
});

describe('GET api/Account/GetLimitiDeposito', () => {
  it('answers the 14 options in cents, in the order of DepositLimitOptionsOrder', async () => {
    const ascending = [...DEPOSIT_LIMIT_OPTIONS_CENTS].sort((a, b) => a - b);
    expect((await get('/api/Account/GetLimitiDeposito')).json().ResponseData).toEqual(ascending);
    await withConfig({ DepositLimitOptionsOrder: 'desc' }, async () => {
      expect((await get('/api/Account/GetLimitiDeposito')).json().ResponseData).toEqual(
        [...ascending].reverse(),
      );
    });
  });
});

// ---------- fiscal code ----------

describe('POST api/Account/GenerateCF', () => {
  const generate = async (payload: Record<string, unknown>) =>
    (
      await post('/api/Account/GenerateCF', {
        nome: 'Mario',
        cognome: 'Rossi',
        sesso: 'M',
        dataNascita: '1980-01-01',
        nazioneId: ITALY_COUNTRY_ID,
        comuneId: ROMA.id,
        ...payload,
      })
    ).json();

  it('computes the code of a birth in Italy', async () => {
    expect(await generate({})).toEqual({
      ResponseCode: 0,
      ResponseMessage: '',
      ResponseData: { codice: 'RSSMRA80A01H501U' },
    });
    expect((await generate({ sesso: 'F', nome: 'Maria' })).ResponseData.codice).toBe('RSSMRA80A41H501Y');
  });

  it("uses the country's Z code for a birth abroad (municipality ESTERO, 0)", async () => {
    const usa = (await t.database.db.select().from(nations).where(eq(nations.catastale, USA_CATASTALE)))[0]!;
    const body = await generate({ nazioneId: usa.id, comuneId: 0 });
    expect(body.ResponseData.codice).toBe('RSSMRA80A01Z404R');
  });

  it('answers -1 when the place does not fit the country', async () => {
    for (const place of [
      { comuneId: 0 },
      { comuneId: 99_999 },
      { nazioneId: 1, comuneId: ROMA.id },
      { nazioneId: 9999, comuneId: 0 },
    ]) {
      expect(await generate(place)).toEqual({
        ResponseCode: -1,
        ResponseMessage: SERVER_MESSAGES.fiscalCodeNotComputable,
        ResponseData: null,
      });
    }
  });
});

describe('GET api/Account/ReversedCF', () => {
  it('names the municipality or the country of a cadastral code', async () => {
    expect((await get('/api/Account/ReversedCF?catastale=h501')).json().ResponseData).toEqual({
      Id: ROMA.id,
      Nome: 'ROMA',
      Estero: false,
    });
    const usa = (await get(`/api/Account/ReversedCF?catastale=${USA_CATASTALE}`)).json().ResponseData;
    expect(usa).toMatchObject({ Nome: "STATI UNITI D'AMERICA", Estero: true });
    // A code that had several names answers today's.
    expect((await get('/api/Account/ReversedCF?catastale=A001')).json().ResponseData.Nome).toBe(
      'ABANO TERME',
    );
  });

  it('answers -1 for an unknown code and 400 for a malformed one', async () => {
    expect((await get('/api/Account/ReversedCF?catastale=Z999')).json()).toMatchObject({ ResponseCode: -1 });
    expect((await get('/api/Account/ReversedCF?catastale=A000')).json()).toMatchObject({ ResponseCode: -1 });
    expect((await get('/api/Account/ReversedCF?catastale=ROMA')).statusCode).toBe(400);
  });
});

// ---------- username, pre-registration, VNE ----------

describe('GET api/Account/CheckNick', () => {
  it('answers whether the username is free, whatever its case', async () => {
    expect((await get('/api/Account/CheckNick?username=MarioRossi')).json()).toEqual({
      ResponseCode: 0,
      ResponseMessage: VALIDATION_MESSAGES.usernameTaken,
      ResponseData: { available: false },
    });
    expect((await get('/api/Account/CheckNick?username=liberissimo1')).json().ResponseData).toEqual({
      available: true,
    });
  });

  it('refuses a username the rules refuse (400)', async () => {
    expect((await get('/api/Account/CheckNick?username=abc')).statusCode).toBe(400);
    expect((await get('/api/Account/CheckNick?username=nome%20con%20spazi')).statusCode).toBe(400);
  });
});

describe('POST api/Account/PreRegister', () => {
  const lead = {
    FirstName: 'Lia',
    LastName: 'Conti',
    Email: 'lia.conti@example.it',
    Mobile: '+39 347 1112223',
  };

  it('answers an error and stores nothing while the module is off', async () => {
    expect((await post('/api/Account/PreRegister', lead)).json()).toEqual({
      ResponseCode: -1,
      ResponseMessage: SERVER_MESSAGES.preRegistrationOff,
      ResponseData: null,
    });
    expect(await t.database.db.select().from(preRegistrations)).toHaveLength(0);
  });

  it('stores the lead when PreRegistration_Enabled is on', async () => {
    await withConfig({ PreRegistration_Enabled: 'true' }, async () => {
      expect((await post('/api/Account/PreRegister', lead)).json().ResponseCode).toBe(0);
    });
    const [row] = await t.database.db.select().from(preRegistrations);
    expect(row).toMatchObject({
      firstName: 'Lia',
      lastName: 'Conti',
      email: lead.Email,
      mobile: '+393471112223',
    });
  });

  it('answers -8 while registration is closed', async () => {
    await withConfig({ PreRegistration_Enabled: 'true', Registration_Enabled: 'false' }, async () => {
      expect((await post('/api/Account/PreRegister', lead)).json().ResponseCode).toBe(
        REGISTRATION_CODE.closed,
      );
    });
  });
});

describe('GET api/Account/GetVnePrefill', () => {
  it("answers the local VNE source's data, and -1 for an unknown source", async () => {
    const body = (await get('/api/Account/GetVnePrefill?sourceId=VNE-DEMO-1')).json();
    expect(body.ResponseCode).toBe(0);
    expect(body.ResponseData).toMatchObject({
      nome: 'Francesca',
      cognome: 'Neri',
      codiceFiscale: 'NREFNC90E52F205G',
    });
    expect((await get('/api/Account/GetVnePrefill?sourceId=nessuno')).json()).toEqual({
      ResponseCode: -1,
      ResponseMessage: SERVER_MESSAGES.vneNotFound,
      ResponseData: null,
    });
  });
});

// ---------- verification and OTPs ----------

describe('POST api/Account/VerifyRegister', () => {
  it('0: opens a pending registration with a random numConto and sends 6-digit codes by SMS and e-mail, stored as hashes', async () => {
    const person = newPerson();
    const before = Date.now();
    const body = await verifyRegister(person);
    expect(body).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.otpRequired,
      ResponseMessage: SERVER_MESSAGES.otpSent,
      ResponseData: { numConto: expect.stringMatching(/^[0-9a-f]{32}$/), isMulti: false },
    });
    const sms = await latestOtp(person.cellulare);
    const mail = await latestOtp(person.email);
    expect(sms).toMatch(/^\d{6}$/);
    expect(mail).toMatch(/^\d{6}$/);
    const [row] = await t.database.db
      .select()
      .from(registrationVerifications)
      .where(eq(registrationVerifications.id, body.ResponseData!.numConto!));
    expect(row).toMatchObject({
      codiceFiscale: person.cf,
      email: person.email,
      cellulare: person.cellulare,
      mobileCodeHash: hashCode(sms!),
      emailCodeHash: hashCode(mail!),
      playerId: null,
    });
    const validity = row!.mobileCodeExpiresAt!.getTime() - before;
    expect(validity).toBeGreaterThan((OTP_VALIDITY_SECONDS - 5) * 1000);
    expect(validity).toBeLessThanOrEqual((OTP_VALIDITY_SECONDS + 5) * 1000);
  });

  it('-100: the same data again before the OTPs are verified sends new codes for the same numConto', async () => {
    const person = newPerson();
    const first = await verifyRegister(person);
    const oldCode = await latestOtp(person.cellulare);
    const again = await verifyRegister(person);
    expect(again.ResponseCode).toBe(VERIFY_REGISTER_CODE.otpResumed);
    expect(again.ResponseMessage).toBe(SERVER_MESSAGES.otpResumed);
    expect(again.ResponseData).toEqual(first.ResponseData);
    const newCode = await latestOtp(person.cellulare);
    const numConto = first.ResponseData!.numConto!;
    if (newCode !== oldCode)
      expect((await verifyOtp(numConto, oldCode!, OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
        OTP_CODE.wrong,
      );
    expect((await verifyOtp(numConto, newCode!, OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
      OTP_CODE.ok,
    );
  });

  it('-300: with both contacts already verified, register at once with the same numConto', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    const again = await verifyRegister(person);
    expect(again).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.alreadyVerified,
      ResponseMessage: SERVER_MESSAGES.contactsAlreadyVerified,
      ResponseData: { numConto, isMulti: false },
    });
  });

  it('-200: the fiscal code, e-mail and mobile of a legacy account still to convert: RegisterMulti with its number', async () => {
    const [legacy] = await t.database.db
      .select()
      .from(legacyAccounts)
      .where(eq(legacyAccounts.accountNumber, '5000103'));
    const body = await verifyRegister({
      cf: legacy!.codiceFiscale,
      email: legacy!.email,
      cellulare: legacy!.cellulare,
    });
    expect(body).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.multiAccount,
      ResponseMessage: SERVER_MESSAGES.multiAccountFound,
      ResponseData: { numConto: '5000103', isMulti: true },
    });
    // Other contacts: an ordinary registration with OTPs.
    const other = await verifyRegister({
      cf: legacy!.codiceFiscale,
      email: 'altra@example.it',
      cellulare: '+393209990001',
    });
    expect(other.ResponseCode).toBe(VERIFY_REGISTER_CODE.otpRequired);
  });

  it('-5: a fiscal code that already has an account here, or a person under 18', async () => {
    const person = newPerson();
    await withoutOtpStep(async () => {
      expect((await register(registrationPayload(person, null))).ResponseCode).toBe(REGISTRATION_CODE.ok);
    });
    expect(
      await verifyRegister({ ...person, email: 'diversa@example.it', cellulare: '+393209990002' }),
    ).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.blocked,
      ResponseMessage: SERVER_MESSAGES.registrationBlocked,
      ResponseData: null,
    });
    const minor = newPerson({ dataNascita: '2012-04-04' });
    expect(await verifyRegister(minor)).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.blocked,
      ResponseMessage: SERVER_MESSAGES.registrationUnderage,
      ResponseData: null,
    });
  });

  it("-6: an e-mail or mobile of another player, or a mobile the site's rule refuses", async () => {
    const person = newPerson();
    expect(await verifyRegister({ ...person, email: 'Mario.Rossi@example.it' })).toMatchObject({
      ResponseCode: VERIFY_REGISTER_CODE.editData,
      ResponseMessage: SERVER_MESSAGES.emailInUse,
    });
    expect(await verifyRegister({ ...person, cellulare: '+39 333 1234567' })).toMatchObject({
      ResponseCode: VERIFY_REGISTER_CODE.editData,
      ResponseMessage: SERVER_MESSAGES.mobileInUseVerify,
    });
    expect(await verifyRegister({ ...person, cellulare: '+441234567890' })).toMatchObject({
      ResponseCode: VERIFY_REGISTER_CODE.editData,
      ResponseMessage: VALIDATION_MESSAGES.mobileItalianOnly,
    });
    await withConfig({ MobileNumberRegExpr: '^\\+44\\d{10}$' }, async () => {
      expect((await verifyRegister({ ...person, cellulare: '+441234567890' })).ResponseCode).toBe(
        VERIFY_REGISTER_CODE.otpRequired,
      );
    });
  });

  it(`-3: more than ${REGISTRATION_RULES.VERIFICATIONS_PER_ADDRESS_PER_HOUR} verifications from one address in an hour`, async () => {
    const address = newAddress();
    const busy = { ...newPerson(), email: 'mario.rossi@example.it' };
    for (let i = 0; i < REGISTRATION_RULES.VERIFICATIONS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await verifyRegister(busy, address)).ResponseCode).toBe(VERIFY_REGISTER_CODE.editData);
    }
    expect(await verifyRegister(busy, address)).toEqual({
      ResponseCode: VERIFY_REGISTER_CODE.abnormalTraffic,
      ResponseMessage: SERVER_MESSAGES.abnormalTraffic,
      ResponseData: null,
    });
    // Another address is not affected; the same one is welcome again an hour later.
    expect((await verifyRegister(busy)).ResponseCode).toBe(VERIFY_REGISTER_CODE.editData);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    expect((await verifyRegister(busy, address)).ResponseCode).toBe(VERIFY_REGISTER_CODE.editData);
  });

  it('-8: registration closed (module off, withdraw-only, or the night lock outside 9-23 Rome)', async () => {
    const person = newPerson();
    for (const values of [{ Registration_Enabled: 'false' }, { ConsentiSoloPrelievo: 'true' }] as Record<
      string,
      string
    >[]) {
      await withConfig(values, async () => {
        expect(await verifyRegister(person)).toEqual({
          ResponseCode: REGISTRATION_CODE.closed,
          ResponseMessage: SERVER_MESSAGES.registrationClosed,
          ResponseData: null,
        });
      });
    }
    await withConfig({ RegistrationLockedDuringNight: 'true' }, async () => {
      // 03:00 in Rome (winter, UTC+1).
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T02:00:00Z') });
      expect((await verifyRegister(person)).ResponseCode).toBe(REGISTRATION_CODE.closed);
      // 10:00 in Rome.
      vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
      expect((await verifyRegister(person)).ResponseCode).toBe(VERIFY_REGISTER_CODE.otpRequired);
    });
  });

  it('sends no OTP when step 11 is disabled', async () => {
    const person = newPerson();
    await withoutOtpStep(async () => {
      expect((await verifyRegister(person)).ResponseCode).toBe(VERIFY_REGISTER_CODE.otpRequired);
    });
    expect(await latestOtp(person.cellulare)).toBeUndefined();
    expect(await latestOtp(person.email)).toBeUndefined();
  });
});

describe('GET api/Account/VerifyOtpCode', () => {
  async function pending() {
    const person = newPerson();
    const numConto = (await verifyRegister(person)).ResponseData!.numConto!;
    return {
      person,
      numConto,
      sms: (await latestOtp(person.cellulare))!,
      mail: (await latestOtp(person.email))!,
    };
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies each contact with its own code, once', async () => {
    const { person, numConto, sms, mail } = await pending();
    // A code of the other type does not verify this one.
    if (sms !== mail)
      expect((await verifyOtp(numConto, mail, OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
        OTP_CODE.wrong,
      );
    expect(await verifyOtp(numConto, sms, OTP_TYPE.mobile, person.cellulare)).toEqual({
      ResponseCode: OTP_CODE.ok,
      ResponseMessage: SERVER_MESSAGES.otpVerified,
      ResponseData: null,
    });
    expect((await verifyOtp(numConto, mail, OTP_TYPE.email, person.email.toUpperCase())).ResponseCode).toBe(
      OTP_CODE.ok,
    );
    const [row] = await t.database.db
      .select()
      .from(registrationVerifications)
      .where(eq(registrationVerifications.id, numConto));
    expect(row!.mobileVerifiedAt).not.toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.mobileCodeHash).toBeNull();
  });

  it('-1 for a wrong code; the fifth wrong try spends the code (-4), even for the right one afterwards', async () => {
    const { person, numConto, sms } = await pending();
    for (let i = 1; i < REGISTRATION_RULES.OTP_MAX_ATTEMPTS; i++) {
      expect(await verifyOtp(numConto, wrongCode(sms), OTP_TYPE.mobile, person.cellulare)).toEqual({
        ResponseCode: OTP_CODE.wrong,
        ResponseMessage: SERVER_MESSAGES.otpWrong,
        ResponseData: null,
      });
    }
    expect((await verifyOtp(numConto, wrongCode(sms), OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
      OTP_CODE.tooManyAttempts,
    );
    expect(await verifyOtp(numConto, sms, OTP_TYPE.mobile, person.cellulare)).toEqual({
      ResponseCode: OTP_CODE.tooManyAttempts,
      ResponseMessage: SERVER_MESSAGES.otpTooManyAttempts,
      ResponseData: null,
    });
  });

  it('-2 once the 3 minutes have passed', async () => {
    const { person, numConto, sms } = await pending();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_VALIDITY_SECONDS + 1) * 1000 });
    expect(await verifyOtp(numConto, sms, OTP_TYPE.mobile, person.cellulare)).toEqual({
      ResponseCode: OTP_CODE.expired,
      ResponseMessage: SERVER_MESSAGES.otpExpired,
      ResponseData: null,
    });
  });

  it("-6 when data is not the registration's mobile or e-mail", async () => {
    const { person, numConto, sms, mail } = await pending();
    expect(await verifyOtp(numConto, sms, OTP_TYPE.mobile, '+393331234567')).toEqual({
      ResponseCode: OTP_CODE.dataMismatch,
      ResponseMessage: SERVER_MESSAGES.otpDataMismatch,
      ResponseData: null,
    });
    expect((await verifyOtp(numConto, mail, OTP_TYPE.email, person.cellulare)).ResponseCode).toBe(
      OTP_CODE.dataMismatch,
    );
    // The mismatch is no try on the code.
    expect((await verifyOtp(numConto, sms, OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
      OTP_CODE.ok,
    );
  });

  it('-9 for an unknown numConto, and 400 for a code that is not 6 digits', async () => {
    expect((await verifyOtp('0'.repeat(32), '123456', OTP_TYPE.mobile, '+393201234567')).ResponseCode).toBe(
      OTP_CODE.notFound,
    );
    const bad = await get('/api/Account/VerifyOtpCode?numConto=abc&codice=12345&type=1&data=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage).toContain(VALIDATION_MESSAGES.invalidOtp);
  });
});

describe('GET api/Account/SendOtpCode', () => {
  const send = async (numConto: string, type: 1 | 2) =>
    (await get(`/api/Account/SendOtpCode?numConto=${numConto}&type=${type}`)).json();

  it('-10 within a minute of the last code; then a new code that replaces the old one', async () => {
    const person = newPerson();
    const numConto = (await verifyRegister(person)).ResponseData!.numConto!;
    const first = (await latestOtp(person.email))!;
    expect(await send(numConto, OTP_TYPE.email)).toEqual({
      ResponseCode: OTP_CODE.tooSoon,
      ResponseMessage: SERVER_MESSAGES.otpTooSoon,
      ResponseData: null,
    });
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (REGISTRATION_RULES.OTP_RESEND_INTERVAL_SECONDS + 1) * 1000,
    });
    expect(await send(numConto, OTP_TYPE.email)).toEqual({
      ResponseCode: OTP_CODE.ok,
      ResponseMessage: SERVER_MESSAGES.otpResent,
      ResponseData: null,
    });
    const second = (await latestOtp(person.email))!;
    if (second !== first)
      expect((await verifyOtp(numConto, first, OTP_TYPE.email, person.email)).ResponseCode).toBe(
        OTP_CODE.wrong,
      );
    expect((await verifyOtp(numConto, second, OTP_TYPE.email, person.email)).ResponseCode).toBe(OTP_CODE.ok);
    // Each type has its own pace: the mobile's first code is a minute old too.
    expect((await send(numConto, OTP_TYPE.mobile)).ResponseCode).toBe(OTP_CODE.ok);
    expect((await send(numConto, OTP_TYPE.mobile)).ResponseCode).toBe(OTP_CODE.tooSoon);
  });

  it('-9 for an unknown numConto', async () => {
    expect((await send('f'.repeat(32), OTP_TYPE.mobile)).ResponseCode).toBe(OTP_CODE.notFound);
  });
});

// ---------- the account ----------

describe('POST api/Account/Register', () => {
  it('opens the account end to end: VerifyRegister, OTPs from the outbox, Register, logged in', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    const before = new Date();
    const body = await register(
      registrationPayload(person, numConto, {
        father: 'mariorossi',
        codicePromo: 'benvenuto',
        refer: 'amico',
        btag: 'BTAG-1',
        btagType: 'affiliate',
        sourceId: 'VNE-DEMO-1',
      }),
    );
    expect(body.ResponseCode).toBe(REGISTRATION_CODE.ok);
    const data = body.ResponseData!;
    expect(data.UserData).toMatchObject({
      username: person.username,
      nome: person.nome,
      statoConto: 1,
      userStatusOk: false,
      confirmedMobile: true,
      playerConfirmed: true,
      // The promo code BENVENUTO's bonus (10 €), granted with the account.
      saldo: 1000,
      father: 'mariorossi',
    });
    // A new device token for the device that opened the account (32 random bytes, base64url).
    expect(data.DeviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token is a real session.
    const check = checkAuthResponse.parse(
      (await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(data.Token) })).json(),
    );
    expect(check.Success).toBe(true);

    const player = (await playerByUsername(person.username))!;
    expect(player).toMatchObject({
      statoConto: 1,
      userStatusOk: false,
      contractNumber: data.UserData.contratto,
      codiceFiscale: person.cf,
      sesso: 'M',
      dataNascita: person.dataNascita,
      nazioneNascitaId: ITALY_COUNTRY_ID,
      comuneNascitaId: ROMA.id,
      comuneResidenzaId: ROMA.id,
      capResidenza: '00186',
      numeroDocumento: 'CA1234567',
      dataScadenzaDocumento: '2032-03-01',
      securityQuestionId: 2,
      depositLimit: 25_000,
      depositLimitPeriod: 'WW',
      confirmedMobile: true,
      playerConfirmed: true,
      father: 'mariorossi',
      codicePromo: 'BENVENUTO',
      refer: 'amico',
      btag: 'BTAG-1',
      btagType: 'affiliate',
      sourceId: 'VNE-DEMO-1',
    });
    expect(player.contractNumber).toMatch(/^\d+$/);
    expect(player.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(player.passwordHash, 'Segreta123')).toBe(true);
    expect(await verifySecurityAnswer(player.securityAnswerHash!, 'la roma')).toBe(true);
    expect(player.lastMobileVerificationAt!.getTime()).toBeLessThanOrEqual(before.getTime());
    expect(player.lastEmailVerificationAt).not.toBeNull();

    const consents = await t.database.db
      .select()
      .from(playerConsents)
      .where(eq(playerConsents.playerId, player.id));
    const accepted = Object.fromEntries(consents.map((c) => [c.code, c.accepted]));
    expect(accepted).toEqual({
      privacyMaggiorenne: true,
      privacyContratto: true,
      privacyCondizioniGenerali: true,
      privacyInformativa: true,
      privacyMarketing: true,
      privacyProfilazione: false,
      comunicazioniSms: true,
      comunicazioniPush: false,
      comunicazioniPosta: false,
      comunicazioniTelefono: false,
      'newsletter:NEWS_SCOMMESSE': false,
      'newsletter:NEWS_CASINO': true,
      'newsletter:NEWS_POKER': false,
      'newsletter:NEWS_LOTTERIE': false,
    });
    expect(consents.every((c) => c.recordedAt.getTime() >= before.getTime() - 1000)).toBe(true);

    const wallet = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, player.id));
    // The wallet, with BENVENUTO's bonus in the bonus account: nothing withdrawable.
    expect(wallet.map((a) => [a.kind, a.balance]).sort()).toEqual([
      ['PLAYER_BONUS', 1000],
      ['PLAYER_CASH', 0],
    ]);

    const [verification] = await t.database.db
      .select()
      .from(registrationVerifications)
      .where(eq(registrationVerifications.id, numConto));
    expect(verification!.playerId).toBe(player.id);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    const registered = events.find((e) => e.event === 'registered');
    expect(registered?.detail).toEqual({ call: 'Register', contactsVerified: true, promo: 'bonus' });
    expect(events.some((e) => e.event === 'login')).toBe(true);
    // No personal data in the audit.
    expect(JSON.stringify(events)).not.toContain(person.cf);
    expect(JSON.stringify(events)).not.toContain(person.email);

    // The numConto opened one account: it cannot be used again, nor its codes.
    expect((await verifyOtp(numConto, '123456', OTP_TYPE.mobile, person.cellulare)).ResponseCode).toBe(
      OTP_CODE.notFound,
    );
  });

  it('gives each account the next contract number', async () => {
    const [a, b] = [newPerson(), newPerson()];
    const first = await register(registrationPayload(a, await verifiedRegistration(a)));
    const second = await register(registrationPayload(b, await verifiedRegistration(b)));
    expect(Number(second.ResponseData!.UserData.contratto)).toBe(
      Number(first.ResponseData!.UserData.contratto) + 1,
    );
  });

  it('-5296: a cart-coupon promo code opens the account with the warning', async () => {
    const person = newPerson();
    const body = await register(
      registrationPayload(person, await verifiedRegistration(person), { codicePromo: 'SCHEDINA10' }),
    );
    expect(body.ResponseCode).toBe(REGISTRATION_CODE.couponInCart);
    expect(body.ResponseMessage).toBe(SERVER_MESSAGES.couponInCart);
    // The account is open and the player logged in, as with code 0.
    expect(body.ResponseData?.UserData.username).toBe(person.username);
    const check = await t.app.inject({
      url: '/api/Account/CheckAuth',
      headers: bearer(body.ResponseData!.Token),
    });
    expect(check.json()).toMatchObject({ Success: true });
    expect((await playerByUsername(person.username))?.codicePromo).toBe('SCHEDINA10');
  });

  it('refuses an unknown promo code with its message, opening nothing', async () => {
    const person = newPerson();
    const body = await register(
      registrationPayload(person, await verifiedRegistration(person), { codicePromo: 'NONESISTE' }),
    );
    expect(body).toEqual({
      ResponseCode: REGISTRATION_CODE.editData,
      ResponseMessage: SERVER_MESSAGES.promoCodeUnknown,
      ResponseData: null,
    });
    expect(await playerByUsername(person.username)).toBeUndefined();
  });

  it('-7 without verified OTPs for the same data', async () => {
    const person = newPerson();
    const otpMissing = {
      ResponseCode: REGISTRATION_CODE.otpMissing,
      ResponseMessage: SERVER_MESSAGES.otpMissing,
      ResponseData: null,
    };
    // No numConto.
    expect(await register(registrationPayload(person, null))).toEqual(otpMissing);
    // Only the mobile verified.
    const numConto = (await verifyRegister(person)).ResponseData!.numConto!;
    await verifyOtp(numConto, (await latestOtp(person.cellulare))!, OTP_TYPE.mobile, person.cellulare);
    expect(await register(registrationPayload(person, numConto))).toEqual(otpMissing);
    // Both verified, but for other data.
    await verifyOtp(numConto, (await latestOtp(person.email))!, OTP_TYPE.email, person.email);
    const other = newPerson();
    expect(await register(registrationPayload({ ...other, email: person.email }, numConto))).toEqual(
      otpMissing,
    );
    expect(await register(registrationPayload({ ...person, cellulare: other.cellulare }, numConto))).toEqual(
      otpMissing,
    );
    expect(await playerByUsername(person.username)).toBeUndefined();
    // Then the right data go through, once.
    expect((await register(registrationPayload(person, numConto))).ResponseCode).toBe(REGISTRATION_CODE.ok);
    expect(await register(registrationPayload({ ...person, username: 'altronome99' }, numConto))).toEqual(
      otpMissing,
    );
  });

  it('needs no OTP when step 11 is disabled, and leaves the contacts unconfirmed', async () => {
    const person = newPerson();
    const body = await withoutOtpStep(() => register(registrationPayload(person, null)));
    expect(body.ResponseCode).toBe(REGISTRATION_CODE.ok);
    expect(body.ResponseData!.UserData).toMatchObject({ confirmedMobile: false, playerConfirmed: false });
  });

  it('-8 while registration is closed', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    await withConfig({ ConsentiSoloPrelievo: 'true' }, async () => {
      expect(await register(registrationPayload(person, numConto))).toEqual({
        ResponseCode: REGISTRATION_CODE.closed,
        ResponseMessage: SERVER_MESSAGES.registrationClosed,
        ResponseData: null,
      });
    });
    await withConfig({ RegistrationLockedDuringNight: 'true' }, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T22:30:00Z') });
      expect((await register(registrationPayload(person, numConto))).ResponseCode).toBe(
        REGISTRATION_CODE.closed,
      );
    });
  });

  describe('refuses on the server whatever the client sends', () => {
    const expectRefused = async (
      person: Person,
      overrides: Record<string, unknown>,
      code: number,
      message?: string,
    ) => {
      const body = await withoutOtpStep(() => register(registrationPayload(person, null, overrides)));
      expect(body.ResponseCode).toBe(code);
      if (message) expect(body.ResponseMessage).toBe(message);
      expect(body.ResponseData).toBeNull();
    };

    it('-5 under 18, and -6 a fiscal code that does not fit the data', async () => {
      const minor = newPerson({ dataNascita: '2010-06-15' });
      await expectRefused(minor, {}, REGISTRATION_CODE.blocked, SERVER_MESSAGES.registrationUnderage);
      const person = newPerson();
      const mismatch = SERVER_MESSAGES.fiscalCodeMismatch;
      await expectRefused(person, { dataNascita: '1999-12-31' }, REGISTRATION_CODE.editData, mismatch);
      await expectRefused(person, { sesso: 'F' }, REGISTRATION_CODE.editData, mismatch);
      await expectRefused(person, { nome: 'Alberto' }, REGISTRATION_CODE.editData, mismatch);
      await expectRefused(person, { comuneNascitaId: NAPOLI.id }, REGISTRATION_CODE.editData, mismatch);
      // A minor who claims to be born a century earlier: the code's two-digit year rule wins.
      const claimed = `19${minor.dataNascita.slice(2)}`;
      await expectRefused({ ...minor, dataNascita: claimed }, {}, REGISTRATION_CODE.editData, mismatch);
      expect(await playerByUsername(person.username)).toBeUndefined();
    });

    it('-5 a fiscal code, -6 a username or e-mail, -6643 a mobile that another account has', async () => {
      const person = newPerson();
      expect((await withoutOtpStep(() => register(registrationPayload(person, null)))).ResponseCode).toBe(0);
      const next = newPerson();
      await expectRefused(
        { ...next, cf: person.cf, sesso: person.sesso, dataNascita: person.dataNascita },
        {},
        REGISTRATION_CODE.blocked,
        SERVER_MESSAGES.registrationBlocked,
      );
      await expectRefused(
        { ...next, username: person.username.toUpperCase() },
        {},
        REGISTRATION_CODE.editData,
        VALIDATION_MESSAGES.usernameTaken,
      );
      await expectRefused(
        { ...next, email: person.email.toUpperCase() },
        {},
        REGISTRATION_CODE.editData,
        SERVER_MESSAGES.emailInUse,
      );
      await expectRefused(
        { ...next, cellulare: person.cellulare },
        {},
        REGISTRATION_CODE.mobileInUse,
        SERVER_MESSAGES.mobileInUse,
      );
      expect(await playerByUsername(next.username)).toBeUndefined();
    });

    it('-6 a birth place, residence or document the lists do not have, or dates out of range', async () => {
      const person = newPerson();
      const usa = (
        await t.database.db.select().from(nations).where(eq(nations.catastale, USA_CATASTALE))
      )[0]!;
      const cases: [Record<string, unknown>, string][] = [
        [{ comuneNascitaId: 0 }, SERVER_MESSAGES.birthPlaceInvalid],
        [{ comuneNascitaId: 99_999 }, SERVER_MESSAGES.birthPlaceInvalid],
        [{ nazioneNascitaId: usa.id }, SERVER_MESSAGES.birthPlaceInvalid],
        [{ nazioneNascitaId: 9999, comuneNascitaId: 0 }, SERVER_MESSAGES.birthPlaceInvalid],
        [{ comuneResidenzaId: SUPPRESSED_ONLY }, SERVER_MESSAGES.residenceInvalid],
        [{ comuneResidenzaId: 0 }, SERVER_MESSAGES.residenceInvalid],
        [{ nazioneResidenzaId: 9999 }, SERVER_MESSAGES.residenceInvalid],
        [{ tipoDocumentoId: 99 }, SERVER_MESSAGES.documentDataInvalid],
        [{ enteRilascioId: 99 }, SERVER_MESSAGES.documentDataInvalid],
        [{ comuneRilascioId: 99_999 }, SERVER_MESSAGES.documentDataInvalid],
        [{ dataScadenzaDocumento: '2020-01-01' }, SERVER_MESSAGES.documentExpired],
        [{ dataScadenzaDocumento: '2031-02-30' }, SERVER_MESSAGES.documentExpired],
        [{ dataRilascioDocumento: '2099-01-01' }, SERVER_MESSAGES.documentIssueDateInvalid],
        [{ dataRilascioDocumento: '1960-01-01' }, SERVER_MESSAGES.documentIssueDateInvalid],
      ];
      for (const [overrides, message] of cases)
        await expectRefused(person, overrides, REGISTRATION_CODE.editData, message);
      // A residence abroad has no municipality (ESTERO).
      const abroad = await withoutOtpStep(() =>
        register(registrationPayload(person, null, { nazioneResidenzaId: usa.id, comuneResidenzaId: 0 })),
      );
      expect(abroad.ResponseCode).toBe(REGISTRATION_CODE.ok);
    });

    it('accepts a birth abroad with the Z code of the country', async () => {
      const usa = (
        await t.database.db.select().from(nations).where(eq(nations.catastale, USA_CATASTALE))
      )[0]!;
      const base = newPerson();
      const cf = computeFiscalCode({ ...base, catastale: USA_CATASTALE })!;
      const body = await withoutOtpStep(() =>
        register(
          registrationPayload({ ...base, cf }, null, { nazioneNascitaId: usa.id, comuneNascitaId: 0 }),
        ),
      );
      expect(body.ResponseCode).toBe(REGISTRATION_CODE.ok);
    });

    it('400 for what the shared schemas refuse (deposit limit not among the options, a weak password, a consent not given)', async () => {
      const person = newPerson();
      for (const overrides of [
        { deposito: { tipoPeriodo: 'WW', numVoltePeriodo: 1, importo: 12_345 } },
        { password: 'corta1' },
        { privacyContratto: false },
        { capResidenza: '123' },
      ]) {
        const response = await post('/api/Account/Register', registrationPayload(person, null, overrides));
        expect(response.statusCode).toBe(400);
      }
    });
  });

  it('race: two registrations with the same username and mobile at once open exactly one account', async () => {
    const mobile = `+39328${1_000_000 + personCounter}`;
    const a = newPerson({ cellulare: mobile, username: 'gemellorace1' });
    const b = newPerson({ cellulare: mobile, username: 'gemellorace1' });
    const [numA, numB] = [await verifiedRegistration(a), await verifiedRegistration(b)];
    const results = await Promise.all([
      register(registrationPayload(a, numA)),
      register(registrationPayload(b, numB)),
    ]);
    const codes = results.map((r) => r.ResponseCode).sort();
    expect(codes.filter((code) => code === REGISTRATION_CODE.ok)).toHaveLength(1);
    expect([REGISTRATION_CODE.editData, REGISTRATION_CODE.mobileInUse]).toContain(
      codes.find((code) => code !== REGISTRATION_CODE.ok),
    );
    const opened = await t.database.db.select().from(players).where(eq(players.cellulare, mobile));
    expect(opened).toHaveLength(1);
  });

  it('race: the same registration sent twice at once opens one account', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    const results = await Promise.all([
      register(registrationPayload(person, numConto)),
      register(registrationPayload(person, numConto)),
    ]);
    expect(results.filter((r) => r.ResponseCode === REGISTRATION_CODE.ok)).toHaveLength(1);
    expect(
      await t.database.db.select().from(players).where(eq(players.codiceFiscale, person.cf)),
    ).toHaveLength(1);
  });
});

describe('POST api/Account/RegisterUser', () => {
  it('is the call while NewRegistration_Enabled is off; each call refuses (-9) while the other is in use', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    expect(await register(registrationPayload(person, numConto), 'RegisterUser')).toEqual({
      ResponseCode: REGISTRATION_CODE.wrongCall,
      ResponseMessage: SERVER_MESSAGES.registrationWrongCall,
      ResponseData: null,
    });
    await withConfig({ NewRegistration_Enabled: 'false' }, async () => {
      expect((await register(registrationPayload(person, numConto), 'Register')).ResponseCode).toBe(
        REGISTRATION_CODE.wrongCall,
      );
      const body = await register(registrationPayload(person, numConto), 'RegisterUser');
      expect(body.ResponseCode).toBe(REGISTRATION_CODE.ok);
      expect(body.ResponseData!.UserData.username).toBe(person.username);
    });
  });
});

describe('POST api/Account/RegisterMulti', () => {
  const giorgio: Person = {
    nome: 'Giorgio',
    cognome: 'Ferrara',
    sesso: 'M',
    dataNascita: '1978-11-05',
    cf: 'FRRGRG78S05F839A',
    email: 'giorgio.ferrara@example.it',
    cellulare: '+393489876501',
    username: 'giorgionuovo',
  };
  const multiPayload = (numconto: string, overrides: Record<string, unknown> = {}) =>
    registrationPayload(giorgio, numconto, { comuneNascitaId: NAPOLI.id, isMulti: true, ...overrides });

  it('-7 unless numconto is a legacy account still to convert of the same fiscal code and contacts', async () => {
    const refused = {
      ResponseCode: REGISTRATION_CODE.otpMissing,
      ResponseMessage: SERVER_MESSAGES.multiAccountMismatch,
      ResponseData: null,
    };
    expect(await register(multiPayload('5000101'), 'RegisterMulti')).toEqual(refused);
    expect(await register(multiPayload('9999999'), 'RegisterMulti')).toEqual(refused);
    expect(await register(multiPayload(''), 'RegisterMulti')).toEqual(refused);
    expect(
      await register(multiPayload('5000103', { email: 'giorgio.nuovo@example.it' }), 'RegisterMulti'),
    ).toEqual(refused);
  });

  it('opens the account of the legacy customer without OTPs, converting the legacy account once', async () => {
    expect((await verifyRegister(giorgio)).ResponseData).toEqual({ numConto: '5000103', isMulti: true });
    const body = await register(multiPayload('5000103'), 'RegisterMulti');
    expect(body.ResponseCode).toBe(REGISTRATION_CODE.ok);
    const player = (await playerByUsername('giorgionuovo'))!;
    expect(player).toMatchObject({
      legacyAccountNumber: '5000103',
      codiceFiscale: giorgio.cf,
      confirmedMobile: false,
    });
    const [legacy] = await t.database.db
      .select()
      .from(legacyAccounts)
      .where(eq(legacyAccounts.accountNumber, '5000103'));
    expect(legacy!.migratedPlayerId).toBe(player.id);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    expect(events.find((e) => e.event === 'registered')?.detail).toMatchObject({ call: 'RegisterMulti' });
    // Converted: a second time is refused.
    expect(
      (await register(multiPayload('5000103', { username: 'giorgioaltro' }), 'RegisterMulti')).ResponseCode,
    ).toBe(REGISTRATION_CODE.otpMissing);
  });
});

describe('registration of a self-excluded person (issue 17)', () => {
  it('is refused (-5) while a whole-account exclusion taken with the same fiscal code is in force', async () => {
    const person = newPerson();
    const numConto = await verifiedRegistration(person);
    const [holder] = await t.database.db.select({ id: players.id }).from(players).limit(1);
    const now = new Date();
    const [row] = await t.database.db
      .insert(selfExclusions)
      .values({
        playerId: holder!.id,
        category: 0,
        term: '90',
        startsAt: new Date(now.getTime() - 1000),
        endsAt: new Date(now.getTime() + 90 * 24 * 3600 * 1000),
        codiceFiscale: person.cf,
      })
      .returning();
    expect(await register(registrationPayload(person, numConto))).toEqual({
      ResponseCode: REGISTRATION_CODE.blocked,
      ResponseMessage: SERVER_MESSAGES.registrationSelfExcluded,
      ResponseData: null,
    });
    // Once it is over, the same person may register.
    await t.database.db.update(selfExclusions).set({ endedAt: now }).where(eq(selfExclusions.id, row!.id));
    expect((await register(registrationPayload(person, numConto))).ResponseCode).toBe(REGISTRATION_CODE.ok);
  });
});
