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
  changePasswordThrottled: 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  // Passkeys and SSO (docs/decisions.md, passkeys and sso).
  biometricsUnavailable: "L'accesso biometrico non è disponibile su questo sito.",
  ssoUnavailable: "L'accesso dal sito partner non è disponibile.",
} as const;
