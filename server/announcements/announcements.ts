/**
 * Announcements of the platform to every merchant, published by staff (platform/announcement/publish, npm run ops --
 * publish-announcement) in the four languages, their HTML sanitized when published, at once or from a later time:
 * a merchant sees one only from its publish time. Staff change one while it is scheduled, and withdraw one at any time. A merchant's reads are kept per announcement, so the app bar counts
 * the unread ones; opening one marks it read.
 */
import { and, count, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ResponseOf } from '../../openapi/endpoints';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { Executor } from '../db/client';
import { sortedBy } from '../db/filters';
import { announcementReads, announcements } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { sanitizedInEachLanguage } from '../content/sanitize';
import { runTransaction } from '../db/transaction';
import { summaryOf } from '../help/help';
import { platformAudit, type StaffActor } from '../staff/audit';

export interface NewAnnouncement {
  title: Record<ApiLanguage, string>;
  bodyHtml: Record<ApiLanguage, string>;
  /** From when merchants see it: absent, at once; else later than now. */
  publishAt?: Date | undefined;
}

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * The row an announcement is stored as: every body sanitized and still saying something, the publish time now or
 * later. `bodyField` names the field of a language's body in an error (the staff call's or the ops command's).
 */
function storedAnnouncement(actor: StaffActor, announcement: NewAnnouncement, bodyField: (language: ApiLanguage) => string) {
  const bodyHtml = sanitizedInEachLanguage(announcement.bodyHtml, bodyField);
  const publishedAt = announcement.publishAt ?? actor.at;
  if (publishedAt.getTime() < actor.at.getTime()) throw invalidInput('publish_time', 'kassa.server.announcementTimePast');
  return { title: announcement.title, bodyHtml, publishedAt };
}

/** What the platform audit log keeps of an announcement. */
const audited = (row: Pick<AnnouncementRow, 'title' | 'publishedAt'>) => ({ title_en: row.title.en ?? null, publish_time: row.publishedAt.toISOString() });

export async function publishAnnouncement(db: Executor, actor: StaffActor, announcement: NewAnnouncement, bodyField: (language: ApiLanguage) => string) {
  const values = storedAnnouncement(actor, announcement, bodyField);
  return runTransaction(db, async (tx) => {
    const [row] = await tx.insert(announcements).values(values).returning();
    await platformAudit(tx, actor, 'announcement_publish', { target: String(row!.id), after: audited(row!) });
    return row!;
  });
}

/** The announcement `id`, locked for a change; 4004 when there is none. */
async function announcementToChange(tx: Executor, id: number): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound('kassa.server.announcementNotFound');
  return row;
}

/**
 * Changes an announcement merchants do not see yet. One whose time has come answers 4009: merchants may have read
 * it, so it is withdrawn and published anew rather than changed under them.
 */
export async function editAnnouncement(db: Executor, actor: StaffActor, id: number, announcement: NewAnnouncement, bodyField: (language: ApiLanguage) => string) {
  const values = storedAnnouncement(actor, announcement, bodyField);
  return runTransaction(db, async (tx) => {
    const before = await announcementToChange(tx, id);
    if (before.publishedAt.getTime() <= actor.at.getTime()) throw conflict('kassa.server.announcementPublished', { id });
    const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
    await platformAudit(tx, actor, 'announcement_edit', { target: String(id), before: audited(before), after: audited(row!) });
    return row!;
  });
}

/** Withdraws an announcement, scheduled or published: it and the merchants' reads of it are deleted. */
export async function withdrawAnnouncement(db: Executor, actor: StaffActor, id: number): Promise<void> {
  await runTransaction(db, async (tx) => {
    const before = await announcementToChange(tx, id);
    await tx.delete(announcementReads).where(eq(announcementReads.announcementId, id));
    await tx.delete(announcements).where(eq(announcements.id, id));
    await platformAudit(tx, actor, 'announcement_withdraw', { target: String(id), before: audited(before), after: null });
  });
}

const readAt = (merchantId: number) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.merchantId, merchantId));

/** What a merchant sees: the announcements whose publish time has come. */
const published = (now: Date) => lte(announcements.publishedAt, now);

export async function listAnnouncements(
  db: Executor,
  merchantId: number,
  language: ApiLanguage,
  filter: { read?: boolean; order: 'asc' | 'desc'; limit: number; offset: number },
  now: Date,
): Promise<ResponseOf<'announcementQuery'>> {
  const conditions: SQL[] = [published(now)];
  if (filter.read === true) conditions.push(sql`${announcementReads.readAt} is not null`);
  if (filter.read === false) conditions.push(isNull(announcementReads.readAt));
  const where = and(...conditions);
  const rows = await db
    .select({ announcement: announcements, readAt: announcementReads.readAt })
    .from(announcements)
    .leftJoin(announcementReads, readAt(merchantId))
    .where(where)
    .orderBy(...sortedBy(announcements.publishedAt, filter.order, announcements.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ value: count() }).from(announcements).leftJoin(announcementReads, readAt(merchantId)).where(where);
  return {
    list: rows.map(({ announcement, readAt: read }) => ({
      id: announcement.id,
      title: announcement.title[language] ?? announcement.title.en ?? '',
      summary: summaryOf(announcement.bodyHtml[language] ?? ''),
      publish_time: announcement.publishedAt.toISOString(),
      read: read !== null,
    })),
    total: total?.value ?? 0,
  };
}

export async function unreadCount(db: Executor, merchantId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(announcements)
    .leftJoin(announcementReads, readAt(merchantId))
    .where(and(published(now), isNull(announcementReads.readAt)));
  return row?.value ?? 0;
}

/** One announcement for a merchant; opening it marks it read (once: the first reading's time stays). */
export async function openAnnouncement(db: Executor, merchantId: number, id: number, language: ApiLanguage, now: Date): Promise<ResponseOf<'announcementDetail'>> {
  const [announcement] = await db.select().from(announcements).where(and(eq(announcements.id, id), published(now)));
  if (!announcement) throw notFound('kassa.server.announcementNotFound');
  await db.insert(announcementReads).values({ merchantId, announcementId: id, readAt: now }).onConflictDoNothing();
  const body = announcement.bodyHtml[language] ?? '';
  return {
    id: announcement.id,
    title: announcement.title[language] ?? '',
    summary: summaryOf(body),
    publish_time: announcement.publishedAt.toISOString(),
    read: true,
    body_html: body,
  };
}
