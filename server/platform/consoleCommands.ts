/**
 * Platform commands of the console's remaining pages: the merchant's time zone, the review of merchant
 * verifications, announcements and replies to the help center's questions.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isTimeZone } from '../dashboard/merchantDay';
import { merchants } from '../db/schema';
import { publishAnnouncement } from '../announcements/announcements';
import { openTickets, replyToTicket } from '../help/help';
import { reviewKyc } from '../kyc/kyc';
import { kycQueue } from '../platformReviews/queues';
import { opsActor } from '../staff/audit';
import { defineCommand } from './command';
import { flag } from './ledgerCommands';
import { merchantNamed } from './merchantCommands';

export const setTimeZoneCommand = defineCommand({
  name: 'set-time-zone',
  summary: "Set the time zone of a merchant's day (the dashboard's today and its daily charts)",
  positional: ['merchant', 'time_zone'],
  usage: '<merchant> <IANA time zone, e.g. Asia/Shanghai>',
  input: z.object({
    merchant: z.string().min(1),
    time_zone: z.string().refine(isTimeZone, 'time_zone: an IANA time zone such as Asia/Shanghai or UTC'),
  }),
  async run(context, input) {
    const merchant = await merchantNamed(context, input.merchant);
    await context.db.update(merchants).set({ timeZone: input.time_zone }).where(eq(merchants.id, merchant.id));
    return { merchant_id: String(merchant.id), time_zone: input.time_zone };
  },
});

export const kycSubmissionsCommand = defineCommand({
  name: 'kyc-submissions',
  summary: 'List the merchant verifications waiting for review (the oldest 100)',
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context) {
    const pending = await kycQueue(context.db, context.config.secretBox, { status: 'pending', order: 'asc', paging: { page: 1, page_size: 100 } });
    if (pending.list.length === 0) return { pending: 'none' };
    return Object.fromEntries(
      pending.list.map((row) => [
        `submission ${row.id}`,
        `merchant ${row.merchant_id}: ${row.company_name} (${row.registration_number}, ${row.country}), ${row.documents.length} document(s), ${row.create_time}`,
      ]),
    );
  },
});

const submissionArgument = z.object({ submission: z.coerce.number().int().positive() });

export const approveKycCommand = defineCommand({
  name: 'approve-kyc',
  summary: "Approve a merchant verification: the merchant's KYC becomes verified",
  positional: ['submission'],
  usage: '<submission id>',
  input: submissionArgument,
  async run(context, input, now) {
    const row = await reviewKyc(context.db, opsActor(now), input.submission, { approve: true });
    return { submission: row.id, merchant_id: String(row.merchantId), status: row.status, kyc_status: 'verified' };
  },
});

export const rejectKycCommand = defineCommand({
  name: 'reject-kyc',
  summary: 'Reject a merchant verification with a reason the merchant reads; it may submit again',
  positional: ['submission'],
  usage: '<submission id> --reason <text>',
  input: submissionArgument.extend({ reason: z.string().trim().min(1).max(200) }),
  async run(context, input, now) {
    const row = await reviewKyc(context.db, opsActor(now), input.submission, { approve: false, reason: input.reason });
    return { submission: row.id, merchant_id: String(row.merchantId), status: row.status, kyc_status: 'rejected', reason: input.reason };
  },
});

const text = (max: number) => z.string().trim().min(1).max(max);

export const publishAnnouncementCommand = defineCommand({
  name: 'publish-announcement',
  summary: 'Publish an announcement to every merchant, in the four languages (HTML is sanitized), now or --at a later time',
  positional: [],
  usage:
    '--title-en <text> --body-en <html> --title-zh-hans <text> --body-zh-hans <html> --title-zh-hant <text> --body-zh-hant <html> --title-vi <text> --body-vi <html> [--at <ISO time, later than now>]',
  input: z.object({
    'title-en': text(200),
    'body-en': text(20_000),
    'title-zh-hans': text(200),
    'body-zh-hans': text(20_000),
    'title-zh-hant': text(200),
    'body-zh-hant': text(20_000),
    'title-vi': text(200),
    'body-vi': text(20_000),
    at: z.iso.datetime().optional(),
  }),
  async run(context, input, now) {
    const row = await publishAnnouncement(
      context.db,
      opsActor(now),
      {
        title: { en: input['title-en'], zh_Hans: input['title-zh-hans'], zh_Hant: input['title-zh-hant'], vi: input['title-vi'] },
        bodyHtml: { en: input['body-en'], zh_Hans: input['body-zh-hans'], zh_Hant: input['body-zh-hant'], vi: input['body-vi'] },
        publishAt: input.at === undefined ? undefined : new Date(input.at),
      },
      (language) => `body-${language}`,
    );
    return { announcement: row.id, title: row.title.en ?? '', publish_time: row.publishedAt.toISOString() };
  },
});

export const supportTicketsCommand = defineCommand({
  name: 'support-tickets',
  summary: "List the merchants' questions waiting for support",
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context) {
    const open = await openTickets(context.db);
    if (open.length === 0) return { open: 'none' };
    return Object.fromEntries(open.map((ticket) => [`ticket ${ticket.id}`, `merchant ${ticket.merchantId}: ${ticket.subject} (${ticket.updatedAt.toISOString()})`]));
  },
});

export const replyTicketCommand = defineCommand({
  name: 'reply-ticket',
  summary: "Reply to a merchant's question (HTML is sanitized); --close closes it",
  positional: ['ticket'],
  usage: '<ticket id> --body <html> [--close]',
  input: z.object({ ticket: z.coerce.number().int().positive(), body: text(20_000), close: flag }),
  async run(context, input, now) {
    const ticket = await replyToTicket(context.db, opsActor(now), input.ticket, input.body, input.close, 'body');
    return { ticket: ticket.id, merchant_id: String(ticket.merchantId), status: ticket.status };
  },
});
