import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/** A question a merchant sent to support (the help center's contact form). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    subject: text('subject').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('support_tickets_merchant_idx').on(table.merchantId, table.updatedAt)],
);

/** The messages of a ticket: the merchant's question and the platform's replies; HTML sanitized when written. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    author: text('author').$type<'merchant' | 'platform'>().notNull(),
    bodyHtml: text('body_html').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.id)],
);

/**
 * The help center's articles, edited by platform support (server/help/articles.ts): a topic, a title and a sanitized
 * body in each API language, and whether merchants see it. The migration that made the table seeded it with the
 * articles the help center first shipped with.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    /** The slug: it names the article in the help center's links and never changes. */
    id: text('id').primaryKey(),
    /** The order the help center lists articles in (the order they were added), and the lists' tie-break. */
    position: integer('position').notNull().unique().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    /** Per API language (en, zh_Hans, zh_Hant, vi). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    bodyHtml: jsonb('body_html').$type<Record<string, string>>().notNull(),
    published: boolean('published').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('help_articles_updated_idx').on(table.updatedAt, table.position)],
);
