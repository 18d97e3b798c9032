import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';
import type { CmsObject } from './cms-constants.ts';

export * from './cms-constants.ts';

/**
 * The content calls' schemas (content-profile.md §7): content objects as a tree per layout area,
 * the news source, the payout-percentage (RTP) tables. Constants and types: cms-constants.ts.
 */

export const cmsObject: z.ZodType<CmsObject> = z.lazy(() =>
  z.object({
    Id: z.number().int(),
    Name: z.string(),
    TypeName: z.string(),
    Hierarchy: z.string().nullable(),
    Children: z.array(cmsObject),
    Parameters: z.record(z.string(), z.string()),
    Visibility: z.number().int().min(1).max(4),
    ViewOrder: z.number().int(),
    Risoluzione: z.number().int().min(0).max(2),
  }),
);

/**
 * GET api/CMS/GetCmsObject: `id` is sent empty by the client (kept for the old loader). The area
 * name comes from a page's URL (Pages_{layoutarea}): one no area has is answered 'Pagina non
 * trovata' (code 1), not refused.
 */
export const getCmsObjectQuery = z.object({
  id: z.string().max(20).optional(),
  layoutArea: z.string().trim().min(1).max(200),
});
/** The area's root (TypeName layout_area) with the children this viewer may see, or null. */
export const getCmsObjectResponse = responseEnvelope(cmsObject.nullable());
export type GetCmsObjectResponse = z.infer<typeof getCmsObjectResponse>;

export const getCmsObjParametersQuery = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
/** One object's parameters, static pages' Content included (GetCmsObject leaves Content out). */
export const getCmsObjParametersResponse = responseEnvelope(z.record(z.string(), z.string()).nullable());

/** External news (§3), from the local news source table. */
export const newsItem = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Content: z.string(),
  ImageUrl: z.string(),
  Link: z.string(),
  /** ISO 8601. */
  PublishDate: z.string(),
  Categories: z.array(z.object({ Category: z.string() })),
});
export type NewsItem = z.infer<typeof newsItem>;
export const getGogoalNewsQuery = z.object({
  /** A sport id: only news carrying that category. */
  category: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9]*$/, 'Categoria non valida')
    .optional(),
  newClient: z.enum(['true', 'false']).optional(),
});
/** Sorted by PublishDate, newest first. */
export const getGogoalNewsResponse = responseEnvelope(z.array(newsItem));

export const rtpMonthlyRow = z.object({
  annoField: z.number().int(),
  meseField: z.number().int().min(1).max(12),
  famigliaField: z.number().int(),
  descrizione_famigliaField: z.string(),
  /** Percent, e.g. 95.37. */
  rtpField: z.number(),
  descrizione_giocoField: z.string(),
  descrizione_piattaformaField: z.string(),
});
export type RtpMonthlyRow = z.infer<typeof rtpMonthlyRow>;
export const rtpStaticRow = z.object({
  Nome_Gioco: z.string(),
  Descrizione: z.string(),
  Categoria: z.string(),
  /** HTML text (§2: shown as HTML), e.g. '96,50%'. */
  Rtp_Txt: z.string(),
  Fornitore: z.string(),
});
export type RtpStaticRow = z.infer<typeof rtpStaticRow>;
export const rtpQuery = z.object({ mensile: z.enum(['true', 'false']).default('false') });
/** GET api/Game/GetRTPGames: a plain list, monthly rows with mensile=true, static rows otherwise. */
export const getRtpGamesResponse = z.union([z.array(rtpMonthlyRow), z.array(rtpStaticRow)]);
/** GET api/Game/CasinoGameLists: the same lists, casino family only (docs/decisions.md 'content'). */
export const casinoGameListsResponse = getRtpGamesResponse;
