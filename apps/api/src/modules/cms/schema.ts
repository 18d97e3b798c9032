import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Content objects (content-profile.md §3), every node of every layout area. The files of content/
 * are the source: `key` is the node's stable name there (area/child/child...), so an import updates
 * in place and ids stay the same.
 */
export const cmsObjects = pgTable(
  'cms_objects',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    /** The layout area the node belongs to (its root's name): one indexed read per area. */
    layoutArea: text().notNull(),
    parentId: integer().references((): AnyPgColumn => cmsObjects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    typeName: text().notNull(),
    hierarchy: text(),
    parameters: jsonb().$type<Record<string, string>>().notNull().default({}),
    visibility: smallint().notNull().default(1),
    viewOrder: integer().notNull().default(0),
    risoluzione: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_objects_key_idx').on(t.key),
    index('cms_objects_area_idx').on(t.layoutArea),
    index('cms_objects_parent_idx').on(t.parentId),
  ],
);

/** The local news source GetGogoalNews reads (external news items, §3). */
export const cmsNews = pgTable(
  'cms_news',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    content: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    link: text().notNull().default(''),
    publishDate: timestamp({ withTimezone: true }).notNull(),
    /** Sport ids as strings. */
    categories: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('cms_news_key_idx').on(t.key), index('cms_news_publish_idx').on(t.publishDate)],
);

/** Monthly payout percentages (§3 Monthly RTP row). */
export const rtpMonthly = pgTable(
  'rtp_monthly',
  {
    id: serial().primaryKey(),
    anno: integer().notNull(),
    mese: integer().notNull(),
    famiglia: integer().notNull(),
    descrizioneFamiglia: text().notNull(),
    piattaforma: text().notNull(),
    descrizioneGioco: text().notNull(),
    /** Percent, e.g. 95.37. */
    rtp: doublePrecision().notNull(),
  },
  (t) => [
    uniqueIndex('rtp_monthly_row_idx').on(t.anno, t.mese, t.famiglia, t.piattaforma, t.descrizioneGioco),
  ],
);

/** Static payout percentages per provider (§3 Static RTP row). */
export const rtpStatic = pgTable(
  'rtp_static',
  {
    id: serial().primaryKey(),
    fornitore: text().notNull(),
    nomeGioco: text().notNull(),
    descrizione: text().notNull().default(''),
    categoria: text().notNull().default(''),
    rtpTxt: text().notNull(),
  },
  (t) => [uniqueIndex('rtp_static_row_idx').on(t.fornitore, t.nomeGioco)],
);

/**
 * Files served under /storage/public/ (static-pages/..., account-pages/...): HTML with
 * placeholders, or a binary such as the contract PDF (base64).
 */
export const cmsDocuments = pgTable('cms_documents', {
  /** The path after /storage/public/, e.g. static-pages/globals/it/privacy.html. */
  path: text().primaryKey(),
  contentType: text().notNull(),
  body: text().notNull(),
  encoding: text().notNull().default('utf8'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the content version, bumped by every import that changes something. Servers compare it
 * (at most once a second) to drop their in-memory cache, across processes and instances. sourceHash
 * lets an import of unchanged files skip the work.
 */
export const cmsState = pgTable('cms_state', {
  id: integer().primaryKey().default(1),
  version: integer().notNull().default(0),
  sourceHash: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
