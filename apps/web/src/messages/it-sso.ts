/** Italian texts of the sso screens, loaded with them (messages/it.ts holds the app shell's). */
/** /sso/login: single sign-on from a partner site (access.md §2, §7 LoginUserSSO). */
export const itSso = {
  title: 'Accesso dal sito partner',
  signingIn: 'Accesso in corso...',
  noData: 'Nessun dato disponibile',
  noDataText: 'Questa pagina si apre solo dal sito partner, con i dati di accesso.',
  failedTitle: 'Accesso non riuscito',
  toLogin: 'Vai alla pagina di accesso',
  home: 'Torna alla home',
} as const;
