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
} as const;
