/**
 * Announcements of the platform to every merchant, published by staff (npm run ops -- publish-announcement) in the
 * four languages, their HTML sanitized when published. A merchant's reads are kept per announcement, so the app
 * bar counts the unread ones; opening one marks it read.
 */
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ResponseOf } from '../../openapi/endpoints';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import type { Executor } from '../db/client';
import { sortedBy } from '../db/filters';
import { announcementReads, announcements } from '../db/schema';
import { invalidInput, notFound } from '../http/errors';
import { sanitizeRichText, textOf } from '../content/sanitize';
import { summaryOf } from '../help/help';

export interface NewAnnouncement {
  title: Record<ApiLanguage, string>;
  bodyHtml: Record<ApiLanguage, string>;
}

export async function publishAnnouncement(db: Executor, announcement: NewAnnouncement, now: Date) {
  const bodyHtml = Object.fromEntries(apiLanguages.map((language) => [language, sanitizeRichText(announcement.bodyHtml[language])])) as Record<ApiLanguage, string>;
  for (const language of apiLanguages) {
    if (textOf(bodyHtml[language]) === '') throw invalidInput(`body-${language}`, 'kassa.validation.required');
  }
  const [row] = await db.insert(announcements).values({ title: announcement.title, bodyHtml, publishedAt: now }).returning();
  return row!;
}

const readAt = (merchantId: number) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.merchantId, merchantId));

export async function listAnnouncements(
  db: Executor,
  merchantId: number,
  language: ApiLanguage,
  filter: { read?: boolean; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<ResponseOf<'announcementQuery'>> {
  const conditions: SQL[] = [];
  if (filter.read === true) conditions.push(sql`${announcementReads.readAt} is not null`);
  if (filter.read === false) conditions.push(isNull(announcementReads.readAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
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

export async function unreadCount(db: Executor, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(announcements)
    .leftJoin(announcementReads, readAt(merchantId))
    .where(isNull(announcementReads.readAt));
  return row?.value ?? 0;
}

/** One announcement for a merchant; opening it marks it read (once: the first reading's time stays). */
export async function openAnnouncement(db: Executor, merchantId: number, id: number, language: ApiLanguage, now: Date): Promise<ResponseOf<'announcementDetail'>> {
  const [announcement] = await db.select().from(announcements).where(eq(announcements.id, id));
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
