/**
 * Italian texts of the affiliate page (/account/affiliate). 'Complimenti!' is the spec's
 * (content-profile.md §8); the labels are ours, required ones marked as the spec says (§5).
 */
export const itAffiliate = {
  pageTitle: 'Diventa affiliato',
  pageIntro:
    'Vuoi diventare nostro affiliato o aprire un punto vendita? Compila il modulo: ti ricontatteremo al più presto.',
  request: 'Vuoi diventare',
  requests: { affiliato: 'Affiliato', 'punto-vendita': 'Punto vendita' },
  fname: 'Nome e cognome',
  rsociale: 'Ragione sociale',
  iscliente: 'Sei già nostro cliente?',
  userid: 'Nome utente',
  cellulare: 'Cellulare',
  email: 'E-mail',
  provincia: 'Provincia',
  social: 'Sito web o profili social',
  fatturato: 'Fatturato settimanale previsto',
  iscommerciale: 'Hai un’attività commerciale?',
  annisettore: 'Esperienza nel settore',
  years: { nessuna: 'Nessuna', '1-anno': 'Meno di 1 anno', '1-3anni': 'Da 1 a 3 anni', piu: 'Più di 3 anni' },
  infos: 'Informazioni aggiuntive',
  yes: 'Sì',
  no: 'No',
  submit: 'Invia la richiesta',
  success: 'Complimenti!',
  failure: 'Si è verificato un errore durante il collegamento al server. Riprova più tardi',
} as const;
