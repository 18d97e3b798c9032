import { PASSWORD_HISTORY_SIZE } from './constants.ts';

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
  deviceCodeSent: 'Ti abbiamo inviato un SMS con il codice per autorizzare il dispositivo.',
  deviceCodeTooSoon: 'Hai appena ricevuto un codice: attendi un minuto prima di chiederne un altro.',
  deviceVerified: 'Codice verificato',
  deviceCodeWrong: 'Il codice non è corretto o è scaduto.',
  deviceUnknown: 'Dispositivo non riconosciuto. Effettua di nuovo il login.',
  selfExcludedLogin: 'Sei in modalità autoesclusione: puoi prelevare, ma non ricaricare né giocare.',
  // Recovery and password change (docs/decisions.md, recovery): the same reply whether or not the data match.
  recoveryRequestedEmail:
    'Se i dati inseriti sono corretti, riceverai a breve via e-mail una password temporanea valida 30 minuti.',
  recoveryRequestedSms:
    'Se i dati inseriti sono corretti, riceverai a breve via SMS una password temporanea valida 30 minuti.',
  usernameRecoveryRequested:
    'Se i dati inseriti sono corretti, riceverai a breve una e-mail con il tuo username.',
  recoveryThrottled: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  passwordChanged: 'Password modificata correttamente. Accedi con la nuova password.',
  wrongOldPassword: 'La password attuale non è corretta.',
  passwordSameAsOld: 'La nuova password deve essere diversa da quella attuale.',
  passwordRecentlyUsed: `La nuova password deve essere diversa dalle ultime ${PASSWORD_HISTORY_SIZE} password che hai usato.`,
  changePasswordThrottled: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  // Passkeys and SSO (docs/decisions.md, passkeys and sso).
  biometricsUnavailable: "L'accesso biometrico non è disponibile su questo sito.",
  ssoUnavailable: "L'accesso dal sito partner non è disponibile.",
  // Registration (docs/decisions.md, registration (issue 4)); -6643 and -5296 are the spec's situations in our words.
  registrationClosed: 'La pagina non è disponibile',
  registrationSelfExcluded:
    'Registrazione non consentita: il codice fiscale risulta in autoesclusione dal gioco',
  registrationWrongCall: 'La registrazione è cambiata nel frattempo: ricarica la pagina e riprova.',
  abnormalTraffic:
    'Abbiamo rilevato un traffico anomalo dalla tua connessione. Per sicurezza la registrazione è bloccata: riprova più tardi.',
  registrationBlocked:
    "Non è possibile aprire un conto con questo codice fiscale. Per informazioni contatta l'assistenza clienti.",
  registrationUnderage: 'La registrazione è riservata ai maggiorenni.',
  emailInUse: 'Questo indirizzo e-mail è già registrato su un altro conto: inseriscine un altro.',
  mobileInUseVerify: 'Questo numero di cellulare è già registrato su un altro conto: inseriscine un altro.',
  mobileInUse: "Questo numero di telefono è già registrato su un altro conto. Contatta l'assistenza clienti.",
  otpSent: 'Ti abbiamo inviato un codice via SMS e uno via e-mail: sono validi 3 minuti.',
  otpResent: 'Ti abbiamo inviato un nuovo codice: è valido 3 minuti.',
  otpResumed: 'Ti abbiamo inviato nuovi codici per i recapiti ancora da verificare: sono validi 3 minuti.',
  contactsAlreadyVerified: 'I tuoi recapiti sono già verificati: completa la registrazione.',
  multiAccountFound: 'Risulti già cliente di un nostro sito: completa la registrazione del nuovo conto.',
  otpMissing: 'Completa la verifica OTP',
  otpWrong: 'Il codice non è corretto.',
  otpExpired: 'Il codice è scaduto: chiedine uno nuovo.',
  otpTooManyAttempts: 'Troppi tentativi con questo codice: chiedine uno nuovo.',
  otpDataMismatch: 'Il recapito non corrisponde a quello indicato nella registrazione.',
  otpNotFound: 'La verifica dei dati è scaduta: torna ai dati e riprova.',
  otpTooSoon: 'Hai appena ricevuto un codice: attendi un minuto prima di chiederne un altro.',
  otpVerified: 'Codice verificato',
  multiAccountMismatch: 'I dati non corrispondono al conto esistente: ripeti la verifica dei dati.',
  fiscalCodeMismatch: 'Il codice fiscale non corrisponde ai dati anagrafici inseriti.',
  fiscalCodeNotComputable: 'Non è stato possibile calcolare il codice fiscale: controlla i dati inseriti.',
  catastaleUnknown: 'Luogo di nascita non trovato.',
  birthPlaceInvalid: 'Il luogo di nascita non è valido.',
  residenceInvalid: 'Il comune di residenza non è valido.',
  documentDataInvalid: 'I dati del documento non sono validi.',
  documentExpired: 'Il documento è scaduto: inserisci un documento in corso di validità.',
  documentIssueDateInvalid: 'La data di rilascio del documento non è valida.',
  birthDateInvalid: 'La data di nascita non è valida.',
  promoCodeUnknown: 'Il codice promo non è valido o è scaduto.',
  couponInCart:
    'Registrazione completata. Il codice promo che hai inserito è un coupon: ricordati di inserirlo nel carrello quando giochi la tua schedina.',
  preRegistrationOff: 'La preregistrazione non è attiva.',
  vneNotFound: 'Non è stato possibile recuperare i dati di registrazione.',
  // Migration of old accounts (docs/decisions.md, migration).
  migrationNotFound:
    "Il link di invito non è valido. Controlla di averlo aperto per intero o contatta l'assistenza clienti.",
  migrationUsernameTaken: 'Nome utente non disponibile',
  migrationAlreadyDone: 'Questo conto è già stato trasferito: accedi con lo username che hai scelto.',
  migrationAlreadyRegistered:
    "Hai già un conto di gioco su questo sito: accedi con le tue credenziali o contatta l'assistenza clienti.",
  migrationThrottled: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
} as const;
