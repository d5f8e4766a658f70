import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/**
 * The demo's mailbox (server/mail/demoMailbox.ts): in demo mode the one-time links' emails and SMS are kept here
 * instead of leaving the machine, and shown at GET /demo/mailbox. Outside demo mode nothing is written to it.
 */
export const demoMailbox = pgTable('demo_mailbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  /** The email address or the phone number it was sent to. */
  recipient: text('recipient').notNull(),
  /** The email's subject; null for an SMS. */
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: time('created_at').notNull(),
});
