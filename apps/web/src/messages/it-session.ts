/** Italian texts of the session screens, loaded with them (messages/it.ts holds the app shell's). */
export const itSession = {
  renewalFailed: 'Rinnovo della sessione fallita. Effettuare nuovamente il login.',
  warningTitle: 'Sessione in scadenza',
  warningText: "Non rileviamo attività da un po'. Per la tua sicurezza la sessione scadrà tra",
  warningHint: 'Premi Rinnova per restare collegato o Annulla per uscire.',
  /** The countdown's last seconds (access.md §4: "the session expires in 15 seconds"). */
  expiresInSeconds: (seconds: number) =>
    seconds === 1 ? 'La sessione scadrà tra 1 secondo.' : `La sessione scadrà tra ${seconds} secondi.`,
  renew: 'Rinnova',
  cancel: 'Annulla',
  expiredTitle: 'Sessione scaduta',
  expired: "La sessione è scaduta per inattività. Effettua nuovamente l'accesso.",
} as const;
