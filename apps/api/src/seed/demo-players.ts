import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';

/** Demo players of the README; every one has the password Demo12345. */
export const DEMO_PASSWORD = 'Demo12345';

/** Secret question of every demo player: 1 (mother's surname), answered 'Verdi'. */
export const DEMO_SECURITY_QUESTION_ID = 1;
export const DEMO_SECURITY_ANSWER = 'Verdi';

/** The RFC 6238 secret of the two-factor demo player (base32), for an authenticator app or a test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type DemoPlayer = {
  username: string;
  contractNumber: string;
  nome: string;
  cognome: string;
  email: string;
  cellulare: string;
  statoConto: number;
  userStatusOk: boolean;
  contactsConfirmed: boolean;
  /** Opening balances in cents, given through the ledger. */
  cash: number;
  bonus: number;
  /** Deposit limit in cents; null: not set yet, login answers -6443. */
  depositLimit?: number | null;
  totpSecret?: string;
  /** Asks for an SMS code on every device not yet authorised (device authorisation, -3333). */
  deviceCheck?: boolean;
  cambioPassword?: boolean;
  termsAccepted?: boolean;
  richiedereIsPep?: boolean;
  esclusione?: boolean;
  invitation?: string;
  movedToUrl?: string;
  /** Cards the player may be paid on (player_cards): Mastercard VIP and Apco debit cards, masked. */
  cards?: DemoCard[];
  /** Registration data (fiscal code, birth, residence, document), for the profile screens. */
  anagrafica?: DemoAnagrafica;
  /** Six months of deposits and withdrawals for the statement (seed/statement-history.ts). */
  statementHistory?: boolean;
  /** Tickets and casino rounds through the play service (seed/play-history.ts), as much as SEED_PLAY_HISTORY says. */
  playHistory?: boolean;
};

export type DemoAnagrafica = {
  codiceFiscale: string;
  sesso: 'M' | 'F';
  dataNascita: string;
  nazioneNascitaId: number;
  comuneNascitaId: number;
  nazioneResidenzaId: number;
  indirizzoResidenza: string;
  capResidenza: string;
  comuneResidenzaId: number;
  tipoDocumentoId: number;
  numeroDocumento: string;
  enteRilascioId: number;
  comuneRilascioId: number;
  dataRilascioDocumento: string;
  dataScadenzaDocumento: string;
};

export type DemoCard = {
  kind: 'mastercard' | 'apco';
  /** First six and last four digits. */
  maskedNumber: string;
  /** MM/YY. */
  expiry: string;
};

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    username: 'mariorossi',
    contractNumber: '1000001',
    nome: 'Mario',
    cognome: 'Rossi',
    email: 'mario.rossi@example.it',
    cellulare: '+393331234567',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 125_000,
    bonus: 2_500,
    playHistory: true,
  },
  {
    username: 'giuliabianchi',
    contractNumber: '1000002',
    nome: 'Giulia',
    cognome: 'Bianchi',
    email: 'giulia.bianchi@example.it',
    cellulare: '+393337654321',
    statoConto: ACCOUNT_STATE.PROVISIONAL,
    userStatusOk: false,
    contactsConfirmed: false,
    cash: 1_000,
    bonus: 0,
  },
  {
    username: 'lucaverdi',
    contractNumber: '1000003',
    nome: 'Luca',
    cognome: 'Verdi',
    email: 'luca.verdi@example.it',
    cellulare: '+393351112233',
    statoConto: ACCOUNT_STATE.BLOCKED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    username: 'annaferri',
    contractNumber: '1000004',
    nome: 'Anna',
    cognome: 'Ferri',
    email: 'anna.ferri@example.it',
    cellulare: '+393401234567',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 20_000,
    bonus: 0,
    totpSecret: DEMO_TOTP_SECRET,
  },
  {
    username: 'sarabruno',
    contractNumber: '1000005',
    nome: 'Sara',
    cognome: 'Bruno',
    email: 'sara.bruno@example.it',
    cellulare: '+393409876543',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 15_000,
    bonus: 0,
    deviceCheck: true,
  },
  {
    username: 'marcoesposito',
    contractNumber: '1000006',
    nome: 'Marco',
    cognome: 'Esposito',
    email: 'marco.esposito@example.it',
    cellulare: '+393471112223',
    statoConto: ACCOUNT_STATE.INACTIVE,
    userStatusOk: false,
    contactsConfirmed: true,
    cash: 0,
    bonus: 0,
  },
  {
    username: 'elenagalli',
    contractNumber: '1000007',
    nome: 'Elena',
    cognome: 'Galli',
    email: 'elena.galli@example.it',
    cellulare: '+393485556667',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 0,
    bonus: 0,
    movedToUrl: 'https://www.nuovosito-gioco.it/',
  },
  {
    username: 'robertoconti',
    contractNumber: '1000008',
    nome: 'Roberto',
    cognome: 'Conti',
    email: 'roberto.conti@example.it',
    cellulare: '+393492223334',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 3_000,
    bonus: 0,
    depositLimit: null,
  },
  {
    username: 'chiararicci',
    contractNumber: '1000009',
    nome: 'Chiara',
    cognome: 'Ricci',
    email: 'chiara.ricci@example.it',
    cellulare: '+393387778889',
    statoConto: ACCOUNT_STATE.TEMPORARY_SELF_EXCLUSION,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 8_000,
    bonus: 0,
    esclusione: true,
  },
  {
    username: 'davidemarino',
    contractNumber: '1000010',
    nome: 'Davide',
    cognome: 'Marino',
    email: 'davide.marino@example.it',
    cellulare: '+393391231231',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 4_000,
    bonus: 0,
    cambioPassword: true,
    termsAccepted: false,
    richiedereIsPep: true,
  },
  {
    username: 'sofiaromano',
    contractNumber: '1000011',
    nome: 'Sofia',
    cognome: 'Romano',
    email: 'sofia.romano@example.it',
    cellulare: '+393454564564',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 2_000,
    bonus: 0,
    invitation:
      'https://www.nuovosito-gioco.it/account/migration?cf=RMNSFO90A41H501X&inv=INV-1000011&username=sofiaromano',
  },
  {
    // Provisional with contacts to confirm, like giuliabianchi, but changed by the status journeys only.
    username: 'paolagreco',
    contractNumber: '1000012',
    nome: 'Paola',
    cognome: 'Greco',
    email: 'paola.greco@example.it',
    cellulare: '+393405556677',
    statoConto: ACCOUNT_STATE.PROVISIONAL,
    userStatusOk: false,
    contactsConfirmed: false,
    cash: 1_000,
    bonus: 0,
  },
  {
    // Validated; its password is changed by the recovery journeys only (temporary password, change).
    username: 'lorenzogallo',
    contractNumber: '1000013',
    nome: 'Lorenzo',
    cognome: 'Gallo',
    email: 'lorenzo.gallo@example.it',
    cellulare: '+393356667778',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    // Validated; its password is changed by the change-password journey only (desktop run).
    username: 'martinaleone',
    contractNumber: '1000014',
    nome: 'Martina',
    cognome: 'Leone',
    email: 'martina.leone@example.it',
    cellulare: '+393478889990',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    // The same for the change-password journey of the mobile run: a password, once changed, may
    // not go back to the demo one (the last five are refused), so each run needs a player of its own.
    username: 'valentinarizzo',
    contractNumber: '1000020',
    nome: 'Valentina',
    cognome: 'Rizzo',
    email: 'valentina.rizzo@example.it',
    cellulare: '+393478889991',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    // Provisional like a just-registered player; the registration-confirmation journey sends her
    // documents and confirms her mobile.
    username: 'elisacolombo',
    contractNumber: '1000015',
    nome: 'Elisa',
    cognome: 'Colombo',
    email: 'elisa.colombo@example.it',
    cellulare: '+393489990011',
    statoConto: ACCOUNT_STATE.PROVISIONAL,
    userStatusOk: false,
    contactsConfirmed: false,
    cash: 0,
    bonus: 0,
  },
  {
    // Validated, no deposit yet; kept for the deposit journeys of the desktop run (e2e/deposit.spec.ts).
    username: 'federicamarchi',
    contractNumber: '1000016',
    nome: 'Federica',
    cognome: 'Marchi',
    email: 'federica.marchi@example.it',
    cellulare: '+393401112244',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 0,
    bonus: 0,
  },
  {
    // The same for the mobile run of the deposit journeys.
    username: 'simonebarbieri',
    contractNumber: '1000017',
    nome: 'Simone',
    cognome: 'Barbieri',
    email: 'simone.barbieri@example.it',
    cellulare: '+393401112255',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 0,
    bonus: 0,
  },
  {
    // Validated, contacts confirmed, € 2.000 cash and cards to be paid on: kept for the withdrawal
    // journeys of the desktop run (e2e/withdrawal.spec.ts).
    username: 'giorgiafontana',
    contractNumber: '1000018',
    nome: 'Giorgia',
    cognome: 'Fontana',
    email: 'giorgia.fontana@example.it',
    cellulare: '+393401112266',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 200_000,
    bonus: 0,
    cards: [
      { kind: 'mastercard', maskedNumber: '535110******4821', expiry: '09/29' },
      // A Postepay BIN: paid out as Postepay (money.md §5).
      { kind: 'apco', maskedNumber: '402360******7315', expiry: '04/28' },
      { kind: 'apco', maskedNumber: '453997******0142', expiry: '11/27' },
    ],
  },
  {
    // The same for the withdrawal journeys of the mobile run.
    username: 'andreamoretti',
    contractNumber: '1000019',
    nome: 'Andrea',
    cognome: 'Moretti',
    email: 'andrea.moretti@example.it',
    cellulare: '+393401112277',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 200_000,
    bonus: 0,
    cards: [
      { kind: 'mastercard', maskedNumber: '535110******6690', expiry: '02/30' },
      { kind: 'apco', maskedNumber: '402360******2258', expiry: '07/28' },
      { kind: 'apco', maskedNumber: '516795******9034', expiry: '05/29' },
    ],
  },
  {
    // Full registration data: the profile journey of the desktop run (e2e/profile.spec.ts).
    username: 'pierofabbri',
    contractNumber: '1000030',
    nome: 'Piero',
    cognome: 'Fabbri',
    email: 'piero.fabbri@example.it',
    cellulare: '+393401113030',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 10_000,
    bonus: 0,
    anagrafica: {
      codiceFiscale: 'FBBPRI85D12H501Y',
      sesso: 'M',
      dataNascita: '1985-04-12',
      nazioneNascitaId: 181,
      comuneNascitaId: 8501,
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via Appia Nuova 10',
      capResidenza: '00183',
      comuneResidenzaId: 8501,
      tipoDocumentoId: 1,
      numeroDocumento: 'CA1234567',
      enteRilascioId: 1,
      comuneRilascioId: 8501,
      dataRilascioDocumento: '2020-05-04',
      dataScadenzaDocumento: '2031-04-12',
    },
  },
  {
    // The same for the mobile run of the profile journey.
    username: 'ritafabbri',
    contractNumber: '1000031',
    nome: 'Rita',
    cognome: 'Fabbri',
    email: 'rita.fabbri@example.it',
    cellulare: '+393401113131',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 10_000,
    bonus: 0,
    anagrafica: {
      codiceFiscale: 'FBBRTI90P43F205H',
      sesso: 'F',
      dataNascita: '1990-09-03',
      nazioneNascitaId: 181,
      comuneNascitaId: 6205,
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via Torino 5',
      capResidenza: '20123',
      comuneResidenzaId: 6205,
      tipoDocumentoId: 2,
      numeroDocumento: 'MI7654321',
      enteRilascioId: 2,
      comuneRilascioId: 6205,
      dataRilascioDocumento: '2021-02-10',
      dataScadenzaDocumento: '2031-02-10',
    },
  },
  {
    // Validated, contacts confirmed: kept for the deposit-limit journey (€ 500 weekly limit, lowered then raised) of the desktop run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'irenesanti',
    contractNumber: '1000040',
    nome: 'Irene',
    cognome: 'Santi',
    email: 'irene.santi@example.it',
    cellulare: '+393401114040',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    // Validated, contacts confirmed: kept for the deposit-limit journey (€ 500 weekly limit, lowered then raised) of the mobile run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'noemicaruso',
    contractNumber: '1000041',
    nome: 'Noemi',
    cognome: 'Caruso',
    email: 'noemi.caruso@example.it',
    cellulare: '+393401114141',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
  },
  {
    // Validated, contacts confirmed: kept for the self-exclusion journey (excluded, then a deposit refused and a withdrawal accepted) of the desktop run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'tommasoriva',
    contractNumber: '1000042',
    nome: 'Tommaso',
    cognome: 'Riva',
    email: 'tommaso.riva@example.it',
    cellulare: '+393401114242',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
  },
  {
    // Validated, contacts confirmed: kept for the self-exclusion journey (excluded, then a deposit refused and a withdrawal accepted) of the mobile run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'filippoferri',
    contractNumber: '1000043',
    nome: 'Filippo',
    cognome: 'Ferri',
    email: 'filippo.ferri@example.it',
    cellulare: '+393401114343',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
  },
  {
    // Validated, contacts confirmed: kept for the PEP questionnaire journey (questionnaire due) of the desktop run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'beatricepellegrini',
    contractNumber: '1000044',
    nome: 'Beatrice',
    cognome: 'Pellegrini',
    email: 'beatrice.pellegrini@example.it',
    cellulare: '+393401114444',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
    richiedereIsPep: true,
  },
  {
    // Validated, contacts confirmed: kept for the PEP questionnaire journey (questionnaire due) of the mobile run
    // (e2e/responsible-gaming.spec.ts, issue 17).
    username: 'aliceguerra',
    contractNumber: '1000045',
    nome: 'Alice',
    cognome: 'Guerra',
    email: 'alice.guerra@example.it',
    cellulare: '+393401114545',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 5_000,
    bonus: 0,
    richiedereIsPep: true,
  },
  {
    // Six months of deposits and withdrawals: the statement journey (e2e/statement.spec.ts,
    // issue 18). Both runs use her: the journey only reads.
    username: 'lauraconti',
    contractNumber: '1000050',
    nome: 'Laura',
    cognome: 'Conti',
    email: 'laura.conti@example.it',
    cellulare: '+393401115050',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 20_000,
    bonus: 0,
    statementHistory: true,
  },
  {
    // Ten days of play (SEED_PLAY_HISTORY=short in the journeys): the bet list and ticket print
    // journey (e2e/bets.spec.ts, issue 18). Both runs use her: the journey only reads.
    username: 'ilariabruno',
    contractNumber: '1000051',
    nome: 'Ilaria',
    cognome: 'Bruno',
    email: 'ilaria.bruno@example.it',
    cellulare: '+393401110051',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
    playHistory: true,
  },
  {
    // Ten days of play: the cash-out journey (e2e/bets-actions.spec.ts, issue 18), desktop run.
    username: 'marcogalli',
    contractNumber: '1000052',
    nome: 'Marco',
    cognome: 'Galli',
    email: 'marco.galli@example.it',
    cellulare: '+393401110052',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
    playHistory: true,
  },
  {
    // Ten days of play: the reservations journey (e2e/bets-actions.spec.ts, issue 18), desktop run.
    username: 'elenariva',
    contractNumber: '1000053',
    nome: 'Elena',
    cognome: 'Riva',
    email: 'elena.riva@example.it',
    cellulare: '+393401110053',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
    playHistory: true,
  },
  {
    // No play yet: the play sandbox journey (e2e/play-sandbox.spec.ts, issue 18), desktop run.
    username: 'tommasoferri',
    contractNumber: '1000054',
    nome: 'Tommaso',
    cognome: 'Ferri',
    email: 'tommaso.ferri@example.it',
    cellulare: '+393401110054',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 50_000,
    bonus: 0,
  },
  {
    // The bonuses journey (e2e/bonuses.spec.ts): redeems and cancels bonuses, no other journey uses her.
    username: 'giadamartini',
    contractNumber: '1000055',
    nome: 'Giada',
    cognome: 'Martini',
    email: 'giada.martini@example.it',
    cellulare: '+393401110055',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 20_000,
    bonus: 0,
  },
  {
    // The coupons and promotions journey (e2e/promotions.spec.ts): seeded coupons, no other journey uses her.
    username: 'saramarino',
    contractNumber: '1000056',
    nome: 'Sara',
    cognome: 'Marino',
    email: 'sara.marino@example.it',
    cellulare: '+393401110056',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 20_000,
    bonus: 0,
  },
  {
    // The fidelity ranking journey (e2e/ranking.spec.ts): points from seeded play, no other journey uses him.
    username: 'lorenzogalli',
    contractNumber: '1000057',
    nome: 'Lorenzo',
    cognome: 'Galli',
    email: 'lorenzo.galli@example.it',
    cellulare: '+393401110057',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 30_000,
    bonus: 0,
  },
  {
    // The wagering journey (e2e/bonuses.spec.ts): plays BENVENUTO through the play sandbox, desktop run.
    username: 'paolodeluca',
    contractNumber: '1000058',
    nome: 'Paolo',
    cognome: 'De Luca',
    email: 'paolo.deluca@example.it',
    cellulare: '+393401110058',
    statoConto: ACCOUNT_STATE.VALIDATED,
    userStatusOk: true,
    contactsConfirmed: true,
    cash: 10_000,
    bonus: 0,
  },
];
