import { asc, desc, eq } from 'drizzle-orm';
import {
  CMS_CODE,
  type CmsObject,
  type NewsItem,
  type RtpMonthlyRow,
  type RtpStaticRow,
} from '@conto-gioco/shared/cms';
import { treeForViewer, type CmsViewer } from '@conto-gioco/shared/cms-rules';
import type { Database } from '../../db/client.ts';
import { findPlayerById } from '../auth/players.ts';
import type { CmsCache } from './cache.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { cmsNews, cmsObjects, rtpMonthly, rtpStatic } from './schema.ts';

/** The family of the casino games in the monthly payout table (RTP_FAMILIES). */
export const CASINO_FAMILY = 6;
/** 'Pagina non trovata' (content-profile.md §8): the answer for an unknown area, object or page. */
export const PAGE_NOT_FOUND = 'Pagina non trovata';
const ROOT_TYPE = 'layout_area';
/** Static pages' bodies travel with GetCMSObjParameters only: an area's tree stays small. */
const STATIC_PAGE_TYPE = 'static_page';
const CONTENT_PARAMETER = 'Content';
/** HTML blocks: their Content is sent sanitised, so the web renders it as it comes (sanitize-html.ts). */
const HTML_BLOCK_TYPE = 'html_block';

export const GUEST: CmsViewer = { loggedIn: false, hierarchy: null };
/** How long a player's network is trusted before it is read again (as long as a session look-up). */
export const VIEWER_TTL_MS = 5000;
/** Players remembered at most: past it the memory starts again, so it never grows without bound. */
const VIEWER_CACHE_LIMIT = 10_000;

type AreaTree = {
  /** The root with every child, static pages' Content left out. */
  root: CmsObject;
  /** Each node's full parameters and its chain from the root's first child down to itself. */
  nodes: Map<number, { parameters: Record<string, string>; chain: CmsObject[] }>;
};
type ContentIndex = { areaOfId: Map<number, string>; areas: Set<string> };

export type CmsResult<T> = { code: typeof CMS_CODE.OK; data: T } | { code: typeof CMS_CODE.NOT_FOUND };

/** The jsonb map as the CMS answers it: every value a string. */
function parametersOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [
        k,
        typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
  );
}

/** True when the rules of treeForViewer keep this one object (its children aside). */
function keptFor(object: CmsObject, viewer: CmsViewer, now: Date): boolean {
  const probe: CmsObject = {
    Id: 0,
    Name: '',
    TypeName: ROOT_TYPE,
    Hierarchy: null,
    Children: [{ ...object, Children: [] }],
    Parameters: {},
    Visibility: 1,
    ViewOrder: 0,
    Risoluzione: 0,
  };
  return treeForViewer(probe, viewer, now).Children.length === 1;
}

/**
 * The content calls' rules (content-profile.md §3, §4, §7): trees of content objects per layout
 * area, one object's parameters, the news source and the payout tables. The raw data is cached
 * (cache.ts); the login, hierarchy and expiry rules are applied per request.
 */
export function createCmsService(deps: { db: Database; cache: CmsCache; now?: () => Date }) {
  const { db, cache } = deps;
  const now = deps.now ?? (() => new Date());
  const viewers = new Map<number, { viewer: CmsViewer; at: number }>();

  /** Which area each object belongs to, and which areas exist: unknown names never reach the table. */
  const contentIndex = () =>
    cache.get<ContentIndex>('index', async () => {
      const rows = await db.select({ id: cmsObjects.id, layoutArea: cmsObjects.layoutArea }).from(cmsObjects);
      return {
        areaOfId: new Map(rows.map((row) => [row.id, row.layoutArea])),
        areas: new Set(rows.map((row) => row.layoutArea)),
      };
    });

  /** One indexed read per area; null when the area has no root or nothing under it. */
  const areaTree = (layoutArea: string) =>
    cache.get<AreaTree | null>(`area:${layoutArea}`, async () => {
      const rows = await db
        .select()
        .from(cmsObjects)
        .where(eq(cmsObjects.layoutArea, layoutArea))
        .orderBy(asc(cmsObjects.viewOrder), asc(cmsObjects.id));
      const objects = new Map<number, CmsObject>();
      const parameters = new Map<number, Record<string, string>>();
      for (const row of rows) {
        const all = parametersOf(row.parameters);
        if (row.typeName === HTML_BLOCK_TYPE && all[CONTENT_PARAMETER])
          all[CONTENT_PARAMETER] = await sanitizeHtml(all[CONTENT_PARAMETER]);
        parameters.set(row.id, all);
        const { [CONTENT_PARAMETER]: _content, ...withoutContent } = all;
        objects.set(row.id, {
          Id: row.id,
          Name: row.name,
          TypeName: row.typeName,
          Hierarchy: row.hierarchy,
          Children: [],
          Parameters: row.typeName === STATIC_PAGE_TYPE ? withoutContent : all,
          Visibility: row.visibility,
          ViewOrder: row.viewOrder,
          Risoluzione: row.risoluzione,
        });
      }
      let root: CmsObject | undefined;
      for (const row of rows) {
        const object = objects.get(row.id)!;
        if (row.parentId === null) {
          if (row.typeName === ROOT_TYPE && !root) root = object;
        } else {
          objects.get(row.parentId)?.Children.push(object);
        }
      }
      if (!root || root.Children.length === 0) return null;

      const nodes: AreaTree['nodes'] = new Map();
      const walk = (object: CmsObject, chain: CmsObject[]) => {
        for (const child of object.Children) {
          const childChain = [...chain, child];
          nodes.set(child.Id, { parameters: parameters.get(child.Id)!, chain: childChain });
          walk(child, childChain);
        }
      };
      nodes.set(root.Id, { parameters: parameters.get(root.Id)!, chain: [] });
      walk(root, []);
      return { root, nodes };
    });

  return {
    /**
     * The viewer of a request: a guest, or a logged-in player with their network (`father`), kept
     * briefly so that a page's content calls cost no database round trip each.
     */
    async viewerOf(playerId: number | null): Promise<CmsViewer> {
      if (playerId === null) return GUEST;
      const known = viewers.get(playerId);
      const age = known ? Date.now() - known.at : -1;
      // A clock that went back (age < 0) trusts nothing.
      if (known && age >= 0 && age < VIEWER_TTL_MS) return known.viewer;
      const row = await findPlayerById(db, playerId);
      const viewer: CmsViewer = row ? { loggedIn: true, hierarchy: row.father?.trim() || null } : GUEST;
      if (viewers.size >= VIEWER_CACHE_LIMIT) viewers.clear();
      viewers.set(playerId, { viewer, at: Date.now() });
      return viewer;
    },

    /**
     * GetCmsObject: the area's root with the children this viewer may see; an area with nothing
     * for this viewer is answered as an empty one.
     */
    async getArea(layoutArea: string, viewer: CmsViewer): Promise<CmsResult<CmsObject>> {
      if (!(await contentIndex()).areas.has(layoutArea)) return { code: CMS_CODE.NOT_FOUND };
      const tree = await areaTree(layoutArea);
      const root = tree && treeForViewer(tree.root, viewer, now());
      if (!root || root.Children.length === 0) return { code: CMS_CODE.NOT_FOUND };
      return { code: CMS_CODE.OK, data: root };
    },

    /**
     * GetCMSObjParameters: one object's parameters, Content included. An object the viewer may
     * not see, or one under a parent they may not see, is answered as unknown.
     */
    async getParameters(id: number, viewer: CmsViewer): Promise<CmsResult<Record<string, string>>> {
      const layoutArea = (await contentIndex()).areaOfId.get(id);
      const node = layoutArea ? (await areaTree(layoutArea))?.nodes.get(id) : undefined;
      if (!node) return { code: CMS_CODE.NOT_FOUND };
      const at = now();
      if (!node.chain.every((object) => keptFor(object, viewer, at))) return { code: CMS_CODE.NOT_FOUND };
      return { code: CMS_CODE.OK, data: node.parameters };
    },

    /** GetGogoalNews: newest first; with a category, only the news carrying it. */
    async news(category: string | undefined): Promise<NewsItem[]> {
      const all = await cache.get<NewsItem[]>('news', async () => {
        const rows = await db.select().from(cmsNews).orderBy(desc(cmsNews.publishDate), desc(cmsNews.id));
        return rows.map((row) => ({
          Id: row.id,
          Title: row.title,
          Summary: row.summary,
          Content: row.content,
          ImageUrl: row.imageUrl,
          Link: row.link,
          PublishDate: row.publishDate.toISOString(),
          Categories: row.categories.map((value) => ({ Category: String(value) })),
        }));
      });
      return category ? all.filter((item) => item.Categories.some((c) => c.Category === category)) : all;
    },

    /** Monthly payout percentages, newest month first, then family, platform and game. */
    monthlyRtp: () =>
      cache.get<RtpMonthlyRow[]>('rtp:monthly', async () => {
        const rows = await db
          .select()
          .from(rtpMonthly)
          .orderBy(
            desc(rtpMonthly.anno),
            desc(rtpMonthly.mese),
            asc(rtpMonthly.famiglia),
            asc(rtpMonthly.piattaforma),
            asc(rtpMonthly.descrizioneGioco),
          );
        return rows.map((row) => ({
          annoField: row.anno,
          meseField: row.mese,
          famigliaField: row.famiglia,
          descrizione_famigliaField: row.descrizioneFamiglia,
          rtpField: row.rtp,
          descrizione_giocoField: row.descrizioneGioco,
          descrizione_piattaformaField: row.piattaforma,
        }));
      }),

    /** Static payout percentages per provider, by provider and game. */
    staticRtp: () =>
      cache.get<RtpStaticRow[]>('rtp:static', async () => {
        const rows = await db
          .select()
          .from(rtpStatic)
          .orderBy(asc(rtpStatic.fornitore), asc(rtpStatic.nomeGioco));
        return rows.map((row) => ({
          Nome_Gioco: row.nomeGioco,
          Descrizione: row.descrizione,
          Categoria: row.categoria,
          Rtp_Txt: row.rtpTxt,
          Fornitore: row.fornitore,
        }));
      }),
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
