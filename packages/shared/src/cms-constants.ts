/**
 * The content system's constants and types (content-profile.md §2, §3, §4, §9), without zod: the
 * web app's first load imports them. The call schemas are in cms.ts.
 */

export const CMS_VISIBILITY = { ALWAYS: 1, LOGGED_OUT: 2, LOGGED_IN: 3, BETA: 4 } as const;
export type CmsVisibility = (typeof CMS_VISIBILITY)[keyof typeof CMS_VISIBILITY];

/** Risoluzione (§4): 0 all, 1 desktop only (tablet counts as desktop), 2 mobile only. */
export const CMS_RESOLUTION = { ALL: 0, DESKTOP: 1, MOBILE: 2 } as const;
export type CmsResolution = (typeof CMS_RESOLUTION)[keyof typeof CMS_RESOLUTION];

/** The six widget types (§3). */
export const WIDGET_TYPES = [
  'visore_generico',
  'visore_news',
  'news_ticker',
  'html_block',
  'visore_immagine_descrizione',
  'visore_generico_navigazione',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/**
 * Every other TypeName: the area's root, the spec's child types (§3), and ours for the news items,
 * navigation items and FAQ levels (docs/decisions.md 'content').
 */
export const CHILD_TYPES = [
  'layout_area',
  'elemento_visore_generico',
  'promo',
  'static_page',
  'static_pages_container',
  'news_item',
  'elemento_navigazione',
  'faq_section',
  'faq_subsection',
  'faq_item',
] as const;
export type ChildType = (typeof CHILD_TYPES)[number];
export const CMS_TYPE_NAMES = [...WIDGET_TYPES, ...CHILD_TYPES] as const;
export type CmsTypeName = (typeof CMS_TYPE_NAMES)[number];

/** The home page's own content area ('/'), below its welcome hero. */
export const HOME_AREA = 'V3_LayoutArea_Home';
export const FAQ_AREA = 'V3_LayoutArea_FAQ';
/** The nine welcome hero areas (§2), each a layout area holding one hero slider. */
export const WELCOME_AREAS = [
  'Home',
  'Promozioni',
  'Casino',
  'VegasLive',
  'Poker',
  'GiochiCarte',
  'Lotterie',
  'Bingo',
  'BingoLive',
] as const;
export type WelcomeArea = (typeof WELCOME_AREAS)[number];
export const welcomeLayoutArea = (area: WelcomeArea) => `V3_LayoutArea_Welcome_${area}`;
/** Institutional pages: route pages/{layoutarea}/... reads the area Pages_{layoutarea}. */
export const pagesLayoutArea = (layoutarea: string) => `Pages_${layoutarea}`;
/** The institutional pages every footer links to. */
export const INSTITUTIONAL_LAYOUTAREA = 'pagine-istituzionali';
/** /account/pages/{url} reads this area. */
export const ACCOUNT_PAGES_LAYOUTAREA = 'account';

/** The event a content click is tracked with (§7), carrying the widget name, id and link. */
export const CMS_CLICK_EVENT = '[CMS][VISORE][ITEM] CLICK';

/** CTA actions (§3): LOGIN and REGISTER are ours to handle; the others emit a named event. */
export const CTA_ACTIONS = ['LOGIN', 'REGISTER', 'SMARTICO', 'PROMOTOPBAR', 'WMPROMO'] as const;
export type CtaAction = (typeof CTA_ACTIONS)[number];
/** Button condition (§4): none = always, NOTLOGGED only logged out, LOGGED only logged in. */
export const CTA_CONDITIONS = ['NOTLOGGED', 'LOGGED'] as const;
/** A slide's three buttons: {prefix}Text, {prefix}Action, {prefix}Condition, {prefix}ExternalLink, {prefix}GameCode, {prefix}InternalLink, {prefix}Target. */
export const CTA_PREFIXES = ['cta', 'cta2', 'cta3'] as const;

/** §9 constants. */
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_GAP = 16;
/** Slides per view from each width up (§9: 1 at 320, stepwise from 1.1 at 480 to 2.5 at 2600). */
export const SLIDER_SLIDES_PER_VIEW: readonly (readonly [minWidth: number, perView: number])[] = [
  [320, 1],
  [480, 1.1],
  [768, 1.5],
  [1024, 1.8],
  [1440, 2],
  [1920, 2.2],
  [2600, 2.5],
];
/** Added to slides per view when PromosNewLayout_Attivo is on. */
export const SLIDER_NEW_LAYOUT_EXTRA = 0.3;
export const NAV_TILES_PER_VIEW: readonly (readonly [minWidth: number, perView: number])[] = [
  [320, 1.2],
  [960, 3],
  [1200, 4],
  [1600, 5],
];
export const NEWS_DEFAULT_COUNT = 4;
export const TICKER_ITEMS = 20;
/** Ticker speed: its text width divided by this many pixels per second. */
export const TICKER_PIXELS_PER_SECOND = 45;
export const IMAGE_TEXT_TRUNCATE = 500;
export const RTP_DECIMALS = 2;
/** In-page search (§2, §9). */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 200;
export const SEARCH_STICKY_OFFSET = { mobile: 44, other: 70 } as const;
export const SEARCH_SCROLL_OFFSET = { mobile: 210, other: 200 } as const;
export const SEARCH_SCROLL_DELAY_MS = 500;
export const FRAGMENT_JUMP_DELAY_MS = 500;

/** A content object (§3). Parameters are a free map of strings, as the CMS stores them. */
export type CmsObject = {
  Id: number;
  Name: string;
  TypeName: string;
  /** Network codes (a player's `father`), comma separated; empty or null: everyone. */
  Hierarchy: string | null;
  Children: CmsObject[];
  Parameters: Record<string, string>;
  Visibility: number;
  ViewOrder: number;
  Risoluzione: number;
};

/** ResponseCode of the content calls: 0 found, 1 no such area, object or page (the screen shows 'Pagina non trovata'). */
export const CMS_CODE = { OK: 0, NOT_FOUND: 1 } as const;

/** Game families of the RTP pages (§2). */
export const RTP_FAMILIES = { 1: 'SCOMMESSE', 2: 'IPPICHE', 6: 'CASINO' } as const;

/**
 * The service pages (§2, route /{page}) in side-menu order. `file`: where its HTML is
 * (/storage/public/static-pages/{globals | skins/{SiteId} | promos}/it/{file}.html); `rtp`: the
 * payout tables instead of a file; `href`: a link, not a page; `hidden`: reachable, not in the menu.
 */
export type ServicePage = {
  page: string;
  title: string;
  scope?: 'globals' | 'skins' | 'promos';
  file?: string;
  aliases?: readonly string[];
  hidden?: boolean;
  rtp?: 'static' | 'monthly';
  href?: string;
  versionLabel?: string;
  children?: readonly ServicePage[];
};
export const CONTRACT_PDF_HREF = '/storage/public/static-pages/globals/it/contratto-di-gioco.pdf';
export const TERMS_VERSION_LABEL = 'VER 1.1 - 15/10/2019';
export const POKER_LOGOUT_PAGE = 'pokerLogout';
export const SERVICE_PAGES: readonly ServicePage[] = [
  { page: 'chi-siamo', title: 'Chi siamo' },
  { page: 'contatti', title: 'Contatti', scope: 'skins' },
  { page: 'carta-servizi', title: 'Carta dei servizi' },
  {
    page: 'termini-condizioni',
    title: 'Termini e condizioni',
    aliases: ['termini'],
    versionLabel: TERMS_VERSION_LABEL,
  },
  { page: 'privacy', title: 'Privacy' },
  { page: 'cookies', title: 'Cookie policy' },
  { page: 'gioco-responsabile', title: 'Gioco responsabile' },
  { page: 'gioco-responsabile-generale', title: 'Gioco responsabile', hidden: true },
  { page: 'consigli-sul-gioco-responsabile', title: 'Consigli sul gioco responsabile' },
  { page: 'contratto-di-gioco', title: 'Contratto di gioco (PDF)', href: CONTRACT_PDF_HREF },
  { page: 'anti-riciclaggio', title: 'Anti-riciclaggio' },
  { page: 'consigli-giocatore', title: 'Consigli al giocatore' },
  {
    page: 'regolamento-poker',
    title: 'Regolamento poker',
    children: [
      { page: 'omaha', title: 'Omaha', file: 'regolamento-poker-omaha' },
      { page: 'texas', title: "Texas Hold'em", file: 'regolamento-poker-texas' },
      { page: 'cash', title: 'Cash game', file: 'regolamento-poker-cash' },
      { page: 'tornei', title: 'Tornei', file: 'regolamento-poker-tornei' },
      { page: 'room', title: 'Room', file: 'regolamento-poker-room' },
    ],
  },
  {
    page: 'regolamenti',
    title: 'Regolamenti',
    children: [
      { page: 'scommesse', title: 'Scommesse', file: 'regolamenti-scommesse' },
      { page: 'ippica', title: 'Ippica', file: 'regolamenti-ippica' },
      { page: 'casino', title: 'Casinò', file: 'regolamenti-casino' },
      { page: 'bonus-generale', title: 'Bonus', file: 'regolamenti-bonus-generale' },
    ],
  },
  { page: 'percentuali-di-vincita', title: 'Percentuali di vincita', rtp: 'static' },
  { page: 'percentuali-di-vincita-mensile', title: 'Percentuali di vincita mensili', rtp: 'monthly' },
  { page: 'requisiti-sistema', title: 'Requisiti di sistema' },
  { page: 'promo-benevenuto-sport', title: 'Bonus di benvenuto Sport', scope: 'promos', hidden: true },
  { page: 'promo-benevenuto-casino', title: 'Bonus di benvenuto Casinò', scope: 'promos', hidden: true },
];

/** The service page a route value names (its own name or an alias), or undefined. */
export function findServicePage(page: string): ServicePage | undefined {
  return SERVICE_PAGES.find((entry) => entry.page === page || entry.aliases?.includes(page));
}

/** Placeholders of the storage HTML, filled in by the server (§7). */
export const STORAGE_PLACEHOLDERS = {
  siteName: '{{SITE_NAME}}',
  siteDomain: '{{SITE_DOMAIN}}',
  depositFeeRows: '{{DEPOSIT_FEE_ROWS}}',
  withdrawalFeeRows: '{{WITHDRAWAL_FEE_ROWS}}',
} as const;
