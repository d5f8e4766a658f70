import { z } from 'zod';
import { EmptyBody, Id, Timestamp, describe, listRequest, listResponse, typeError } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The platform's announcements (added) and whether this merchant has read them.
 */

// ---------- entities ----------

export const Announcement = z
  .object({
    id: Id,
    title: z.string(),
    summary: describe(z.string(), 'Its first sentences, as plain text.'),
    publish_time: Timestamp,
    read: describe(z.boolean(), 'Whether this merchant has opened it.'),
  })
  .meta({ id: 'Announcement', description: '(added) An announcement of the platform, in the caller’s language.' });

export const AnnouncementDetail = Announcement.extend({
  body_html: describe(z.string(), 'Sanitized HTML.'),
}).meta({ id: 'AnnouncementDetail' });

// ---------- calls ----------

export const announcementCalls = {
  announcementQuery: endpoint({
    path: '/v1/announcement/query',
    method: 'post',
    tag: 'Announcements',
    summary: 'The platform’s announcements, newest first, each with whether this merchant has read it',
    auth: true,
    request: listRequest({ sortFields: ['publish_time'], filters: { read: z.boolean(typeError()).optional() } }),
    response: listResponse(Announcement),
  }),
  announcementUnread: endpoint({
    path: '/v1/announcement/unread',
    method: 'post',
    tag: 'Announcements',
    summary: 'How many announcements this merchant has not read (the app bar’s badge)',
    auth: true,
    request: EmptyBody,
    response: z.object({ unread: z.number().int().min(0) }).meta({ id: 'AnnouncementUnread' }),
  }),
  announcementDetail: endpoint({
    path: '/v1/announcement/detail',
    method: 'post',
    tag: 'Announcements',
    summary: 'One announcement; opening it marks it read',
    auth: true,
    request: z.object({ id: Id }).meta({ id: 'AnnouncementReference' }),
    response: AnnouncementDetail,
  }),
} satisfies Record<string, Endpoint>;
