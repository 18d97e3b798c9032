/** Italian texts of the passkeys screens, loaded with them (messages/it.ts holds the app shell's). */
/** Passkeys: the spec's biometric login (access.md §2 fingerprint button, §8 -5028). */
export const itPasskeys = {
  cardTitle: 'Accesso biometrico',
  cardText:
    "Accedi più velocemente con l'impronta digitale, il volto o il blocco schermo di questo dispositivo, senza digitare la password.",
  activate: 'Attiva accesso biometrico',
  activeTitle: 'Accesso biometrico attivo',
  activeText:
    "Da questo dispositivo puoi accedere con l'impronta digitale: usa il pulsante con l'impronta nella pagina di accesso.",
  registrationFailedTitle: 'Attivazione non riuscita',
  registrationCancelled: 'Operazione annullata o non completata sul dispositivo. Riprova.',
  loginButton: 'Accedi con impronta',
  or: 'oppure',
  /** access.md §8: -5028, and any biometric ceremony that did not complete. */
  failed: 'Errore autenticazione biometrica',
  /** The Sicurezza tab's list (ours, issue 17). */
  list: {
    title: 'Le tue passkey',
    loading: 'Caricamento delle passkey...',
    loadFailed: "Non è stato possibile caricare l'elenco delle passkey.",
    empty: 'Non hai ancora registrato una passkey.',
    unnamed: 'Passkey senza nome',
    created: (when: string) => `Creata il ${when}`,
    lastUsed: (when: string) => `usata il ${when}`,
    nameLabel: 'Nome della passkey',
    rename: 'Rinomina',
    remove: 'Rimuovi',
    save: 'Salva',
    cancel: 'Annulla',
    failed: 'Operazione non riuscita. Riprova.',
  },
} as const;
