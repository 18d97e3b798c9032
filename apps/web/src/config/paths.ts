/**
 * Every route of the spec (access.md §2, money.md §2, content-profile.md §2), with its href builder.
 * `login: true` marks the routes that need a logged-in player; the router guards them.
 */
type Route<Args extends unknown[] = []> = {
  readonly path: string;
  readonly login: boolean;
  readonly getHref: (...args: Args) => string;
};

const route = (path: string, login: boolean): Route => ({ path, login, getHref: () => path });

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const BONUS_TABS = ['real-bonus', 'scaduti', 'fun-bonus', 'free-spin', 'free-bet'] as const;
export const BET_LIST_FILTERS = ['in-corso', 'completate', 'prenotate', 'cashout', 'fun'] as const;
export const DEPOSIT_RESULT_STATUSES = ['success', 'failed', 'pending', 'back'] as const;
export const WITHDRAWAL_RESULT_STATUSES = ['success', 'failed', 'pending'] as const;

export const paths = {
  home: route('/', false),
  /** Institutional pages (content-profile.md §2): index, section (its first page), page, subsection page. */
  pages: {
    index: {
      path: '/pages/:layoutarea',
      login: false,
      getHref: (layoutarea: string) => `/pages/${encodeURIComponent(layoutarea)}`,
    } satisfies Route<[string]>,
    section: {
      path: '/pages/:layoutarea/:section',
      login: false,
      getHref: (layoutarea: string, section: string) =>
        `/pages/${encodeURIComponent(layoutarea)}/${encodeURIComponent(section)}`,
    } satisfies Route<[string, string]>,
    page: {
      path: '/pages/:layoutarea/:section/:url',
      login: false,
      getHref: (layoutarea: string, section: string, url: string) =>
        `/pages/${encodeURIComponent(layoutarea)}/${encodeURIComponent(section)}/${encodeURIComponent(url)}`,
    } satisfies Route<[string, string, string]>,
    subsectionPage: {
      path: '/pages/:layoutarea/:section/:subsection/:url',
      login: false,
      getHref: (layoutarea: string, section: string, subsection: string, url: string) =>
        `/pages/${[layoutarea, section, subsection, url].map(encodeURIComponent).join('/')}`,
    } satisfies Route<[string, string, string, string]>,
  },
  faq: {
    index: route('/faq', false),
    section: {
      path: '/faq/:section',
      login: false,
      getHref: (section: string) => `/faq/${encodeURIComponent(section)}`,
    } satisfies Route<[string]>,
  },
  /**
   * Service pages (§2, route {page}), payout tables included. Ranked below every static route:
   * /faq, /account/... and the rest always win over these.
   */
  servicePage: {
    path: '/:page',
    login: false,
    getHref: (page: string) => `/${encodeURIComponent(page)}`,
  } satisfies Route<[string]>,
  serviceSubPage: {
    path: '/:page/:subpage',
    login: false,
    getHref: (page: string, subpage: string) => `/${encodeURIComponent(page)}/${encodeURIComponent(subpage)}`,
  } satisfies Route<[string, string]>,
  sportHome: route('/scommesse/prematch/calcio/1/palinsesto/home', false),
  sso: {
    login: {
      path: '/sso/login',
      login: false,
      getHref: (query: { assertion?: string; returnUrl?: string } = {}) => withQuery('/sso/login', query),
    } satisfies Route<[{ assertion?: string; returnUrl?: string }?]>,
  },
  account: {
    home: route('/account', false),
    dashboard: route('/account/dashboard', true),
    status: route('/account/status', true),
    /** Ours: the page the confirmation e-mail's link opens (email, code, source). */
    verifyEmail: route('/account/verify-email', false),
    help: route('/account/help', false),
    login: {
      path: '/account/login',
      login: false,
      getHref: (
        options: {
          returnUrl?: string | null;
          username?: string | null;
          recover?: 'username' | 'password';
        } = {},
      ) =>
        withQuery('/account/login', {
          returnUrl: options.returnUrl,
          username: options.username,
          recover: options.recover,
        }),
    } satisfies Route<
      [{ returnUrl?: string | null; username?: string | null; recover?: 'username' | 'password' }?]
    >,
    logout: route('/account/logout', false),
    changePassword: route('/account/change-password', true),
    registration: route('/account/registration', false),
    registrationConfirm: route('/account/registration/confirm', false),
    migration: {
      path: '/account/migration',
      login: false,
      getHref: (query: { cf?: string; inv?: string; username?: string } = {}) =>
        withQuery('/account/migration', query),
    } satisfies Route<[{ cf?: string; inv?: string; username?: string }?]>,
    edit: {
      root: route('/account/edit', true),
      anagrafica: route('/account/edit/anagrafica', true),
      documenti: route('/account/edit/documenti', true),
      contattiPrivacy: route('/account/edit/contatti-e-privacy', true),
      editContacts: route('/account/edit/contatti-e-privacy/edit-contacts', true),
      password: route('/account/edit/password', true),
      security: route('/account/edit/security', true),
      status: route('/account/edit/status', true),
      giocoConsapevole: route('/account/edit/gioco-consapevole', true),
      pepProfile: route('/account/edit/pep-profile', true),
    },
    deposit: route('/account/ricarica', true),
    depositResult: {
      path: '/account/ricarica/results/:status',
      login: false,
      getHref: (status: (typeof DEPOSIT_RESULT_STATUSES)[number]) => `/account/ricarica/results/${status}`,
    } satisfies Route<[(typeof DEPOSIT_RESULT_STATUSES)[number]]>,
    withdraw: route('/account/prelievo', true),
    withdrawResult: {
      path: '/account/prelievo/results/:status',
      login: false,
      getHref: (status: (typeof WITHDRAWAL_RESULT_STATUSES)[number]) => `/account/prelievo/results/${status}`,
    } satisfies Route<[(typeof WITHDRAWAL_RESULT_STATUSES)[number]]>,
    withdrawals: route('/account/elenco-prelievi', true),
    bonuses: route('/account/promozioni-bonus', true),
    bonusTab: {
      path: '/account/promozioni-bonus/:tab',
      login: true,
      getHref: (tab: (typeof BONUS_TABS)[number]) => `/account/promozioni-bonus/${tab}`,
    } satisfies Route<[(typeof BONUS_TABS)[number]]>,
    /** 'attivi' is an old name of the real-bonus tab. */
    bonusActive: route('/account/promozioni-bonus/attivi', true),
    bonusCoupons: route('/account/bonus-coupons', true),
    promotions: route('/account/promozioni', true),
    page: {
      path: '/account/pages/:page',
      login: false,
      getHref: (page: string) => `/account/pages/${encodeURIComponent(page)}`,
    } satisfies Route<[string]>,
    affiliate: route('/account/affiliate', false),
    vipSport: route('/account/vip', true),
    vipProgram: route('/account/vip-program', true),
    compPoint: route('/account/comp-point', true),
    statement: route('/account/estratto-conto', true),
    /** Ours, not the spec's: the game platform's sandbox (issue 18), when PLAY_SANDBOX is on. */
    playSandbox: route('/account/ambiente-di-prova', true),
    bets: route('/account/elenco-giocate', true),
    betsFilter: {
      path: '/account/elenco-giocate/:filter',
      login: true,
      getHref: (filter: (typeof BET_LIST_FILTERS)[number]) => `/account/elenco-giocate/${filter}`,
    } satisfies Route<[(typeof BET_LIST_FILTERS)[number]]>,
    notifications: route('/account/notifiche', true),
    ticketPrint: {
      path: '/account/ticket-print/:aamscode',
      login: false,
      getHref: (aamscode: string, auth?: string) =>
        withQuery(`/account/ticket-print/${encodeURIComponent(aamscode)}`, { auth }),
    } satisfies Route<[string, string?]>,
    userSettings: route('/account/user-settings', false),
    /** Old name: redirects to classifiche-fidelity. */
    ranking: route('/account/classifiche-ranking', false),
    fidelity: route('/account/classifiche-fidelity', true),
    fidelityEndpoint: {
      path: '/account/classifiche-fidelity/:endpoint',
      login: true,
      getHref: (endpoint: string) => `/account/classifiche-fidelity/${encodeURIComponent(endpoint)}`,
    } satisfies Route<[string]>,
  },
} as const;

/** Routes that later issues build: they exist, guarded when the spec says so, and show "not found" for now. */
export const LATER_ROUTES = [
  paths.sportHome,
  paths.account.vipSport,
  paths.account.vipProgram,
  paths.account.compPoint,
  paths.account.notifications,
  paths.account.userSettings,
] as const;
