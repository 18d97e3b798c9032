import { ACCOUNT_STATE } from '@conto-gioco/shared/constants';

/** Demo players of the README; every one has the password Demo12345. */
export const DEMO_PASSWORD = 'Demo12345';

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
];
