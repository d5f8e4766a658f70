/**
 * Platform support's lists: every announcement (scheduled and published) and every merchant's questions, and one of
 * each. Publishing, changing, withdrawing and replying are the announcements' and the help center's own functions
 * (server/announcements/, server/help/), which the staff calls and `npm run ops` share.
 */
import { eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { ResponseOf } from '../../openapi/endpoints';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { AnnouncementRow } from '../announcements/announcements';
import type { Executor } from '../db/client';
import { createdBetween } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { announcements, supportTickets, type SupportTicketStatus } from '../db/schema';
import { staffTicketViews, type TicketRow } from '../help/help';
import { notFound } from '../http/errors';

type StaffAnnouncement = ResponseOf<'platformAnnouncementPublish'>;

export function staffAnnouncementView(row: AnnouncementRow, now: Date): StaffAnnouncement {
  return {
    id: row.id,
    title: row.title as Record<ApiLanguage, string>,
    body_html: row.bodyHtml as Record<ApiLanguage, string>,
    publish_time: row.publishedAt.toISOString(),
    state: row.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published',
  };
}

export async function staffAnnouncements(
  db: Executor,
  query: { state?: 'scheduled' | 'published' | undefined; order: 'asc' | 'desc'; paging: PageRequest },
  now: Date,
): Promise<{ list: StaffAnnouncement[] } & PageInfo> {
  const conditions: SQL[] = [];
  if (query.state === 'scheduled') conditions.push(gt(announcements.publishedAt, now));
  if (query.state === 'published') conditions.push(lte(announcements.publishedAt, now));
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(announcements).$dynamic(),
    table: announcements,
    where: conditions,
    sort: { name: 'publish_time', column: announcements.publishedAt, order: query.order },
    id: announcements.id,
    request: query.paging,
  });
  return { list: rows.map((row) => staffAnnouncementView(row, now)), ...paging };
}

/** One announcement as staff see it; 4004 when there is none. */
export async function staffAnnouncement(db: Executor, id: number, now: Date): Promise<StaffAnnouncement> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw notFound('kassa.server.announcementNotFound');
  return staffAnnouncementView(row, now);
}

export async function staffTickets(
  db: Executor,
  query: { status?: SupportTicketStatus | undefined; merchantId?: string | undefined; start?: string | undefined; end?: string | undefined; order: 'asc' | 'desc'; paging: PageRequest },
) {
  const conditions: SQL[] = [...createdBetween(supportTickets.updatedAt, query.start, query.end)];
  if (query.status) conditions.push(eq(supportTickets.status, query.status));
  if (query.merchantId !== undefined) conditions.push(/^\d{1,9}$/.test(query.merchantId) ? eq(supportTickets.merchantId, Number(query.merchantId)) : sql`false`);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(supportTickets).$dynamic(),
    table: supportTickets,
    where: conditions,
    sort: { name: 'update_time', column: supportTickets.updatedAt, order: query.order },
    id: supportTickets.id,
    request: query.paging,
  });
  return { list: await staffTicketViews(db, rows), ...paging };
}

export async function staffTicket(db: Executor, row: TicketRow) {
  const [view] = await staffTicketViews(db, [row]);
  return view!;
}
