/**
 * Italian texts of the migration page (/account/migration), loaded with it. The spec's words
 * letter for letter where it gives them; the others are ours (docs/decisions.md, migration).
 */
export const itMigration = {
  title: 'Trasferisci il tuo conto',
  intro:
    'Scegli le credenziali del nuovo conto di gioco: i tuoi dati personali restano quelli del conto che trasferisci.',
  fromAccount: (username: string) => `Conto da trasferire: ${username}`,
  credentials: 'Credenziali di accesso',
  username: 'Nuovo nome utente',
  usernameHint: 'Almeno 6 caratteri, solo lettere e numeri.',
  password: 'Password',
  passwordHint: 'Da 8 a 200 caratteri, con almeno una lettera e un numero, senza spazi.',
  confermaPassword: 'Ripeti la password',
  showPassword: 'Mostra password',
  security: 'Sicurezza',
  securityHint: 'Ti servirà per recuperare le credenziali di accesso.',
  deposit: 'Limite di ricarica',
  privacy: 'Privacy e consensi',
  submit: 'Trasferisci il conto',

  done: {
    title: 'Complimenti! La tua registrazione è andata a buon fine',
    nickname: 'Il tuo nickname è',
    login: 'Effettua la login',
  },

  abnormalTraffic: {
    title: 'Traffico anomalo',
    text: 'Abbiamo rilevato un traffico anomalo dalla tua connessione. Riprova più tardi.',
  },
  error: {
    title: 'Si è verificato un errore',
    text: (code: number, message: string) => `${code} - ${message}`,
    network: "Riprova e se dovesse ripetersi l'errore contatta l'assistenza clienti",
    goToLogin: 'Vai al login',
  },
  close: 'Chiudi',

  invalidLink: {
    title: 'Link di invito non valido',
    text: "Per trasferire il tuo conto apri il link completo che hai ricevuto via e-mail. Se il problema persiste, contatta l'assistenza clienti.",
    home: 'Torna alla home',
  },
} as const;
