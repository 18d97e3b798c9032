import { z } from 'zod';
import { CMS_TYPE_NAMES } from '@conto-gioco/shared/cms';

/**
 * The files of the content/ folder (docs/decisions.md 'content'), as zod schemas. Every object is
 * strict: an unknown property is an error, so a misspelt `visibilty` or `childern` cannot pass
 * silently. The importer (content-validation.ts) maps each issue back to its line in the file.
 *
 *   areas/<layoutArea>.json   one layout area: its root and the tree of nodes below it
 *   news.json                 the news source of GetGogoalNews
 *   rtp/monthly.json          monthly payout percentages
 *   rtp/static.json           payout percentages per provider
 *   storage/<path>            files served under /storage/public/<path> (not validated here)
 *   pages/**.md | **.html     bodies a {"file": ...} parameter value points to
 */

/** A node's key: unique among its siblings, part of the stored key `<layoutArea>/<key>/...`. */
export const CONTENT_KEY = /^[a-z0-9-]+$/;
export const LAYOUT_AREA = /^[A-Za-z0-9_-]+$/;
/** A {"file": ...} reference: a relative path under content/, Markdown or HTML, never outside it. */
export const FILE_REFERENCE = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]+\.(?:md|html)$/;

/** The root of an area is stored with this TypeName; the files never name it. */
export const ROOT_TYPE_NAME = 'layout_area';
export const NODE_TYPE_NAMES = CMS_TYPE_NAMES.filter((type) => type !== ROOT_TYPE_NAME) as [
  string,
  ...string[],
];

const contentKey = z.string().regex(CONTENT_KEY, { error: 'must be lower-case letters, digits and dashes' });
const nonEmpty = z.string().trim().min(1, { error: 'must not be empty' });

export const fileReference = z.strictObject({
  file: z.string().regex(FILE_REFERENCE, {
    error: 'must be a relative path under content/ ending in .md or .html (no "..")',
  }),
});
export type FileReference = z.infer<typeof fileReference>;

/** A parameter value: stored as a string (12 → "12", true → "true"); a file's body for {file}. */
export const parameterValue = z.union([z.string(), z.number().finite(), z.boolean(), fileReference], {
  error: 'must be a string, a number, true/false or {"file": "<path>"}',
});
export type ParameterValue = z.infer<typeof parameterValue>;
const parameters = z.record(z.string().min(1), parameterValue);

export type ContentNode = {
  key: string;
  type: string;
  /** Defaults to the key. */
  name?: string | undefined;
  visibility: number;
  resolution: number;
  /** Defaults to (index among siblings + 1) * 10. */
  viewOrder?: number | undefined;
  hierarchy: string | null;
  parameters: Record<string, ParameterValue>;
  children: ContentNode[];
};
export type ContentNodeInput = {
  key: string;
  type: string;
  name?: string | undefined;
  visibility?: number | undefined;
  resolution?: number | undefined;
  viewOrder?: number | undefined;
  hierarchy?: string | null | undefined;
  parameters?: Record<string, ParameterValue> | undefined;
  children?: ContentNodeInput[] | undefined;
};

export const contentNode: z.ZodType<ContentNode, ContentNodeInput> = z.lazy(() =>
  z.strictObject({
    key: contentKey,
    type: z.enum(NODE_TYPE_NAMES, {
      error: (issue) =>
        typeof issue.input === 'string'
          ? `unknown type "${issue.input}" (one of: ${NODE_TYPE_NAMES.join(', ')})`
          : 'must be a type name',
    }),
    name: nonEmpty.optional(),
    visibility: z
      .number()
      .int()
      .min(1, { error: 'must be 1, 2, 3 or 4' })
      .max(4, { error: 'must be 1, 2, 3 or 4' })
      .default(1),
    resolution: z
      .number()
      .int()
      .min(0, { error: 'must be 0, 1 or 2' })
      .max(2, { error: 'must be 0, 1 or 2' })
      .default(0),
    viewOrder: z.number().int().min(0).max(2_147_483_647).optional(),
    hierarchy: z.string().nullable().default(null),
    parameters: parameters.default({}),
    children: z.array(contentNode).default([]),
  }),
);

/** areas/<layoutArea>.json; the file's name must be its layoutArea. */
export const areaFile = z.strictObject({
  layoutArea: z.string().max(100).regex(LAYOUT_AREA, { error: 'must be letters, digits, _ and -' }),
  name: nonEmpty,
  parameters: parameters.default({}),
  children: z.array(contentNode).default([]),
});
export type AreaFile = z.infer<typeof areaFile>;

/** ISO 8601: a date, or a date and time with Z or an offset. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const isoDate = z.string().refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), {
  error: 'must be an ISO date such as 2026-11-20 or 2026-11-20T09:30:00+01:00',
});

export const newsEntry = z.strictObject({
  key: contentKey,
  title: nonEmpty,
  summary: z.string().default(''),
  content: z.union([z.string(), fileReference]).default(''),
  imageUrl: z.string().default(''),
  link: z.string().default(''),
  publishDate: isoDate,
  /** Sport ids, as strings. */
  categories: z.array(z.string().regex(/^[0-9]+$/, { error: 'must be a sport id such as "1"' })).default([]),
});
export const newsFile = z.array(newsEntry);
export type NewsEntry = z.infer<typeof newsEntry>;

export const rtpMonthlyEntry = z.strictObject({
  anno: z.number().int().min(2000).max(2100),
  mese: z.number().int().min(1, { error: 'must be 1 to 12' }).max(12, { error: 'must be 1 to 12' }),
  famiglia: z.union([z.literal(1), z.literal(2), z.literal(6)], {
    error: 'must be 1 (scommesse), 2 (ippiche) or 6 (casino)',
  }),
  descrizioneFamiglia: nonEmpty,
  piattaforma: nonEmpty,
  descrizioneGioco: nonEmpty,
  rtp: z.number().min(0, { error: 'must be 0 to 100' }).max(100, { error: 'must be 0 to 100' }),
});
export const rtpMonthlyFile = z.array(rtpMonthlyEntry);
export type RtpMonthlyEntry = z.infer<typeof rtpMonthlyEntry>;

export const rtpStaticEntry = z.strictObject({
  fornitore: nonEmpty,
  nomeGioco: nonEmpty,
  descrizione: z.string().default(''),
  categoria: z.string().default(''),
  rtpTxt: nonEmpty,
});
export const rtpStaticFile = z.array(rtpStaticEntry);
export type RtpStaticEntry = z.infer<typeof rtpStaticEntry>;

/** The content types of storage/ files by extension; `text` ones are kept as UTF-8, others base64. */
export const STORAGE_TYPES: Record<string, { contentType: string; text: boolean }> = {
  '.html': { contentType: 'text/html; charset=utf-8', text: true },
  '.htm': { contentType: 'text/html; charset=utf-8', text: true },
  '.css': { contentType: 'text/css; charset=utf-8', text: true },
  '.txt': { contentType: 'text/plain; charset=utf-8', text: true },
  '.json': { contentType: 'application/json; charset=utf-8', text: true },
  '.xml': { contentType: 'application/xml; charset=utf-8', text: true },
  '.svg': { contentType: 'image/svg+xml', text: true },
  '.pdf': { contentType: 'application/pdf', text: false },
  '.png': { contentType: 'image/png', text: false },
  '.jpg': { contentType: 'image/jpeg', text: false },
  '.jpeg': { contentType: 'image/jpeg', text: false },
  '.gif': { contentType: 'image/gif', text: false },
  '.webp': { contentType: 'image/webp', text: false },
  '.ico': { contentType: 'image/x-icon', text: false },
  '.woff2': { contentType: 'font/woff2', text: false },
};
export const STORAGE_FALLBACK_TYPE = { contentType: 'application/octet-stream', text: false };
