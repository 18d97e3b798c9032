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
} as const;
