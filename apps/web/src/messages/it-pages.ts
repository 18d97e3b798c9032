/**
 * Italian texts of the institutional pages, the service pages, the FAQ and the payout tables
 * (content-profile.md §2, §8: the spec's texts letter for letter; the others are ours).
 */
export const itPages = {
  loading: 'Caricamento...',
  notFound: 'Pagina non trovata',
  unavailable: 'La pagina non è disponibile',
  pagesLabel: 'Pagine',
  sectionsLabel: 'Sezioni',
  sideNavLabel: 'Navigazione delle pagine',
  backToIndex: (section: string) => `Torna all'indice: ${section}`,
  pageIndex: 'Indice della pagina',
  search: {
    label: 'Cerca nella pagina',
    placeholder: 'Cerca nella pagina',
    count: (current: number, total: number) => `${current} di ${total}`,
    noResults: 'Nessun risultato',
    previous: 'Risultato precedente',
    next: 'Risultato successivo',
    clear: 'Chiudi la ricerca',
  },
  service: {
    menuLabel: 'Pagine informative',
    openPdf: 'Apri il documento (PDF)',
  },
  faq: {
    title: 'FAQ',
    sectionTitle: (title: string) => `FAQ - ${title}`,
    discoverMore: 'Scopri di più',
    sectionsNav: 'Sezioni delle FAQ',
  },
  rtp: {
    families: 'Famiglie di gioco',
    year: 'Anno',
    month: 'Mese',
    family: 'Famiglia',
    monthlyRtp: 'RTP Mese',
    description: 'Descrizione',
    game: 'Gioco',
    category: 'Categoria',
    rtp: 'RTP',
    empty: 'Non sono disponibili dati',
  },
} as const;
