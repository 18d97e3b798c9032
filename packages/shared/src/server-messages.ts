/**
 * Italian texts the API sends in ResponseMessage. Where the spec names the text it is copied
 * letter for letter; the others are ours (docs/decisions.md) and kept here so the web app and
 * the tests read the same words.
 */
export const SERVER_MESSAGES = {
  wrongCredentials: 'Nome utente o password non corretti',
  accountBlocked: "Il conto di gioco è bloccato. Contatta l'assistenza clienti.",
  oldSessionsClosed: 'Accesso effettuato, altre sessioni aperte sono state disconnesse.',
  unauthorized: 'Sessione non valida o scaduta. Effettua nuovamente il login.',
  badRequest: 'Dati non validi',
  notFound: 'Risorsa non trovata',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  internal: 'Si è verificato un errore. Riprova più tardi.',
  unknownSiteModule: 'Modulo del sito non trovato',
  botCheckFailed: 'Verifica anti-bot non superata. Riprova.',
  loginThrottled: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  deviceNotAuthorised:
    'Questo dispositivo non è ancora autorizzato. Ti abbiamo inviato una mail con il codice per autorizzarlo.',
  twoFactorRequired: 'Inserisci il codice a due fattori.',
  twoFactorWrong: 'Il codice a due fattori non è corretto.',
  biometricFailed: 'Errore autenticazione biometrica',
  accountInactive:
    'Il conto non è attivo perché i dati di registrazione non sono corretti. Invia i documenti per attivarlo.',
  accountMoved: 'Il tuo conto è stato trasferito su un altro sito.',
  depositLimitRequired: 'Per continuare imposta il tuo limite di ricarica.',
  selfExcludedLogin: 'Sei in modalità autoesclusione: puoi prelevare, ma non ricaricare né giocare.',
} as const;
