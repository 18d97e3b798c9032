/** The spec's validation messages, letter for letter (access.md §5, content-profile.md §5). */
export const VALIDATION_MESSAGES = {
  required: 'Il campo è richiesto',
  mandatoryCheckbox: 'Il campo è obbligatorio',
  invalidEmail: 'Inserire una mail valida',
  passwordWeak: 'Sicurezza password non sufficiente',
  passwordsDiffer: 'Le password non coincidono',
  minLength6: 'Lunghezza minima 6 caratteri',
  lettersAndDigitsOnly: 'Usare solo lettere e numeri',
  invalidAddress: 'Indirizzo non valido',
  answerRequired: 'Inserire la risposta',
  // Registration and migration (access.md §5).
  mobileItalianOnly:
    'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
  mobileInternational:
    'Inserire un numero di telefono valido con il prefisso internazionale (es. +39) davanti al numero di cellulare',
  invalidFiscalCode: 'Codice fiscale non valido',
  invalidCap: 'Inserire un CAP valido',
  invalidDocumentNumber: 'Numero documento non valido',
  usernameTaken: 'Nome utente non disponibile',
  answersDiffer: 'Le risposte non coincidono',
  invalidOtp: "Inserire l'OTP valido",
  otpMissing: 'Completa la verifica OTP',
  invalidCode: 'Inserire un codice valido',
} as const;
