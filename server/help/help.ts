/**
 * The help center's questions: the merchant's questions to support with the platform's replies and their
 * attachments (the articles are articles.ts). Questions and replies are rich text, sanitized before they are stored.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { Executor } from '../db/client';
import { sortedBy } from '../db/filters';
import { supportMessages, supportTickets, type SupportTicketStatus } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import { sanitizeRichText, textOf } from '../content/sanitize';
import { filesOfMerchant, readOwnFile, uploadedFileView } from '../files/files';
import { findMerchant } from '../account/repository';
import { platformAudit, type StaffActor } from '../staff/audit';

/** The first sentences of some HTML, at most about 160 characters. */
export function summaryOf(html: string): string {
  const text = textOf(html);
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

type TicketRow = typeof supportTickets.$inferSelect;

async function ticketViews(db: Executor, merchantId: number, tickets: TicketRow[]): Promise<ResponseOf<'supportTicketSubmit'>[]> {
  if (tickets.length === 0) return [];
  const messages = await db
    .select()
    .from(supportMessages)
    .where(
      inArray(
        supportMessages.ticketId,
        tickets.map((ticket) => ticket.id),
      ),
    )
    .orderBy(asc(supportMessages.id));
  const files = await filesOfMerchant(db, merchantId, [...new Set(messages.flatMap((message) => message.attachmentIds))]);
  return tickets.map((ticket) => ({
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    create_time: ticket.createdAt.toISOString(),
    update_time: ticket.updatedAt.toISOString(),
    messages: messages
      .filter((message) => message.ticketId === ticket.id)
      .map((message) => ({
        id: message.id,
        author: message.author,
        body_html: message.bodyHtml,
        attachments: message.attachmentIds.flatMap((id) => files.filter((file) => file.id === id).map(uploadedFileView)),
        create_time: message.createdAt.toISOString(),
      })),
  }));
}

export async function submitTicket(db: Executor, merchantId: number, body: RequestOf<'supportTicketSubmit'>, now: Date) {
  const bodyHtml = sanitizeRichText(body.body_html);
  // What is left once scripts and the like are gone must still say something.
  if (textOf(bodyHtml) === '') throw invalidInput('body_html', 'kassa.validation.required');
  const attachmentIds = [...new Set(body.attachment_ids)];
  return runTransaction(db, async (tx) => {
    if ((await filesOfMerchant(tx, merchantId, attachmentIds)).length !== attachmentIds.length) {
      throw invalidInput('attachment_ids', 'kassa.server.attachmentNotFound');
    }
    const [ticket] = await tx.insert(supportTickets).values({ merchantId, subject: body.subject, status: 'open', createdAt: now, updatedAt: now }).returning();
    await tx.insert(supportMessages).values({ ticketId: ticket!.id, author: 'merchant', bodyHtml, attachmentIds, createdAt: now });
    const [view] = await ticketViews(tx, merchantId, [ticket!]);
    return view!;
  });
}

export type { TicketRow };

export async function listTickets(db: Executor, merchantId: number, body: RequestOf<'supportTicketQuery'>, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(supportTickets.merchantId, merchantId)];
  if (body.status) conditions.push(eq(supportTickets.status, body.status));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(...sortedBy(supportTickets.updatedAt, body.sort_order, supportTickets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(supportTickets).where(where);
  return { list: await ticketViews(db, merchantId, rows), total: total?.value ?? 0 };
}

/**
 * Platform support's reply (platform/support/ticket/reply, npm run ops -- reply-ticket), with its platform audit row:
 * the question becomes answered, or closed when asked.
 */
export async function replyToTicket(db: Executor, actor: StaffActor, id: number, html: string, close: boolean, bodyField = 'body_html') {
  const bodyHtml = sanitizeRichText(html);
  if (textOf(bodyHtml) === '') throw invalidInput(bodyField, 'kassa.validation.required');
  return runTransaction(db, async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!ticket) throw notFound('kassa.server.supportTicketNotFound', { id });
    if (ticket.status === 'closed') throw conflict('kassa.server.supportTicketClosed', { id });
    await tx.insert(supportMessages).values({ ticketId: id, author: 'platform', bodyHtml, attachmentIds: [], createdAt: actor.at });
    const status: SupportTicketStatus = close ? 'closed' : 'answered';
    const [updated] = await tx.update(supportTickets).set({ status, updatedAt: actor.at }).where(eq(supportTickets.id, id)).returning();
    await platformAudit(tx, actor, 'ticket_reply', {
      target: String(id),
      before: { merchant_id: String(ticket.merchantId), status: ticket.status },
      after: { merchant_id: String(ticket.merchantId), status },
    });
    return updated!;
  });
}

/** A ticket for platform support; 4004 when there is none. */
export async function ticketOfId(db: Executor, id: number): Promise<TicketRow> {
  const [ticket] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  if (!ticket) throw notFound('kassa.server.supportTicketNotFound', { id });
  return ticket;
}

/**
 * A file attached to one of the ticket's messages, as its merchant uploaded it: staff read what was sent with the
 * question and its replies, not the merchant's other uploads (4004).
 */
export async function ticketAttachment(db: Executor, ticketId: number, fileId: string) {
  const ticket = await ticketOfId(db, ticketId);
  const messages = await db.select({ attachmentIds: supportMessages.attachmentIds }).from(supportMessages).where(eq(supportMessages.ticketId, ticket.id));
  if (!messages.some((message) => message.attachmentIds.includes(fileId))) throw notFound('kassa.server.ticketAttachmentNotFound', { id: ticketId });
  return readOwnFile(db, ticket.merchantId, fileId);
}

/** Questions waiting for support, oldest first (npm run ops -- support-tickets). */
export async function openTickets(db: Executor) {
  return db.select().from(supportTickets).where(eq(supportTickets.status, 'open')).orderBy(asc(supportTickets.updatedAt), desc(supportTickets.id));
}

/** Every merchant's tickets for platform support, each with its messages, its merchant and the merchant's name. */
export async function staffTicketViews(db: Executor, tickets: TicketRow[]) {
  const names = new Map<number, string>();
  const views = new Map<number, ResponseOf<'supportTicketSubmit'>>();
  for (const merchantId of new Set(tickets.map((ticket) => ticket.merchantId))) {
    const own = tickets.filter((ticket) => ticket.merchantId === merchantId);
    for (const view of await ticketViews(db, merchantId, own)) views.set(view.id, view);
    names.set(merchantId, (await findMerchant(db, merchantId))?.name ?? '');
  }
  return tickets.map((ticket) => ({ ...views.get(ticket.id)!, merchant_id: String(ticket.merchantId), merchant_name: names.get(ticket.merchantId) ?? '' }));
}
