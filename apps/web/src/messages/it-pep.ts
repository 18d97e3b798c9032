/**
 * Italian texts of the PEP questionnaire (/account/edit/pep-profile). The failure text is the
 * spec's (content-profile.md §8); the others are ours.
 */
export const itPep = {
  pageTitle: 'Adeguata Verifica',
  pageIntro:
    'Per legge (normativa antiriciclaggio) ti chiediamo di aggiornare alcune informazioni sulla tua attività e sull’origine dei fondi che usi per giocare.',
  loading: 'Caricamento...',
  loadFailed: 'Non è stato possibile caricare il questionario.',
  retry: 'Riprova',
  professione: 'Professione',
  fasciaReddito: 'Fascia di reddito annuo',
  origineFondi: 'Origine dei fondi',
  origineFondiAltro: 'Specifica l’origine dei fondi',
  ragione: 'Motivo del rapporto di gioco (facoltativo)',
  choose: 'Seleziona',
  submit: 'Invia',
  failure: "Si è verificato un errore durante l'invio dei dati. Per favore riprova.",
} as const;
