/** Italian texts of the content widgets (content-profile.md §2, §4), loaded with them. */
export const itCms = {
  loading: 'Caricamento dei contenuti...',
  readMore: 'Leggi di più',
  readLess: 'Leggi di meno',
  hide: 'Nascondi',
  widgetMenu: 'Opzioni del riquadro',
  previousSlide: 'Precedente',
  nextSlide: 'Successivo',
  goToSlide: (n: number, total: number) => `Vai alla slide ${n} di ${total}`,
  video: 'Video',
  openInNewTab: '(si apre in una nuova scheda)',
} as const;
