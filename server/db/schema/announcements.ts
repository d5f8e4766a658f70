import { index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

/** An announcement of the platform to every merchant, in the four languages; bodies sanitized when published. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Per API language (en, zh_Hans, zh_Hant, vi). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    bodyHtml: jsonb('body_html').$type<Record<string, string>>().notNull(),
    publishedAt: time('published_at').notNull(),
  },
  (table) => [index('announcements_published_idx').on(table.publishedAt)],
);

/** Which announcements a merchant has opened: the app bar's unread badge counts the others. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    readAt: time('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.announcementId] })],
);
