import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import type { Routes } from '../http/route';
import { listAnnouncements, openAnnouncement, unreadCount } from './announcements';

export function registerAnnouncementRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.announcementQuery, ({ body, signedIn, language, now }) =>
    listAnnouncements(context.db, signedIn.merchantId, language, { read: body.read, order: body.sort_order, ...pageOf(body) }, now),
  );
  routes.signedIn(endpoints.announcementUnread, async ({ signedIn, now }) => ({ unread: await unreadCount(context.db, signedIn.merchantId, now) }));
  routes.signedIn(endpoints.announcementDetail, ({ body, signedIn, language, now }) => openAnnouncement(context.db, signedIn.merchantId, body.id, language, now));
}
