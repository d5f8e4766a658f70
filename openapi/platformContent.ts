import { z } from 'zod';
import { Id, MerchantId, NoData, Timestamp, commonFilters, describe, listRequest, listResponse, typeError } from './common';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { fileId } from './files';
import { HelpTopic, SupportTicket, SupportTicketStatus, richText } from './help';
import { fourLanguages } from './platformSettings';
import { limits, requiredText } from './sharedRules';

/*
 * What support says to merchants, as staff calls: announcements in the four languages, published at once or from a
 * time, changed while still scheduled, withdrawn; the merchants' questions to support with their replies and
 * attachments; and the help center's articles. Support and administrators make these calls; each change is written
 * to the platform audit log.
 */

const supportStaff: readonly StaffRoleName[] = ['support', 'admin'];

// ---------- entities ----------

export const AnnouncementState = z.enum(['scheduled', 'published'], typeError('choice')).meta({
  id: 'AnnouncementState',
  description: '(added) scheduled: merchants see it from `publish_time`; published: merchants see it.',
});

export const StaffAnnouncement = z
  .object({
    id: Id,
    title: describe(fourLanguages(z.string()), 'The title in each language.'),
    body_html: describe(fourLanguages(z.string()), 'The sanitized HTML in each language.'),
    publish_time: describe(Timestamp, 'From when merchants see it.'),
    state: AnnouncementState,
  })
  .meta({ id: 'StaffAnnouncement', description: '(added) An announcement as staff see it: every language, and whether merchants see it yet.' });

export const StaffSupportTicket = SupportTicket.extend({
  merchant_id: MerchantId,
  merchant_name: describe(z.string(), 'The merchant’s name.'),
}).meta({ id: 'StaffSupportTicket', description: '(added) A merchant’s question to support with the replies, and whose it is.' });

export const StaffHelpArticle = z
  .object({
    id: describe(z.string(), 'The slug, made from the English title when the article is added: it names the article in the help center’s links and never changes.'),
    topic: HelpTopic,
    title: describe(fourLanguages(z.string()), 'The title in each language.'),
    body_html: describe(fourLanguages(z.string()), 'The sanitized HTML in each language.'),
    published: describe(z.boolean(), 'Whether merchants find and read it in the help center.'),
    create_time: Timestamp,
    update_time: describe(Timestamp, 'Its last change.'),
  })
  .meta({ id: 'StaffHelpArticle', description: '(added) A help center article as staff edit it: every language, and whether merchants see it.' });

// ---------- rules ----------

/** An announcement: a title and a body in each language, published now or from a later time. */
export const announcementForm = z.object({
  title: fourLanguages(requiredText(limits.subjectMax)).meta({ description: 'The title in en, zh_Hans, zh_Hant and vi.' }),
  body_html: fourLanguages(richText).meta({ description: 'The body in each language, HTML of at most 20 000 characters (sanitized when published).' }),
  publish_time: Timestamp.optional().meta({ description: 'From when merchants see it, in the future; absent: now.' }),
});

/** A scheduled announcement as it will stand: the publication's form, for the announcement named. */
export const announcementEditForm = announcementForm.extend({ id: Id.meta({ description: 'The announcement, still scheduled.' }) });

/** A help article: its topic, a title and a body in each language, and whether merchants see it. */
export const helpArticleForm = z.object({
  topic: HelpTopic,
  title: fourLanguages(requiredText(limits.subjectMax)).meta({ description: 'The title in en, zh_Hans, zh_Hant and vi, plain text.' }),
  body_html: fourLanguages(richText).meta({ description: 'The body in each language, HTML of at most 20 000 characters (sanitized when saved).' }),
  published: z.boolean(typeError()).default(false).meta({ description: 'true: merchants find it in the help center; absent or false: staff only.' }),
});

/** The article a call names: its slug. */
const helpArticleId = requiredText(64).meta({ description: 'The article’s slug.' });

/** A help article as it will stand, named by its slug; whether it is published is said every time, never assumed. */
export const helpArticleEditForm = helpArticleForm.extend({
  id: helpArticleId,
  published: z.boolean(typeError()).meta({ description: 'true: merchants find it in the help center; false: staff only.' }),
});

/** Support's reply to a question. */
export const ticketReplyForm = z.object({
  id: Id.meta({ description: 'The ticket.' }),
  body_html: richText.meta({ description: 'The reply, HTML of at most 20 000 characters (sanitized).' }),
  close: z.boolean().default(false).meta({ description: 'true closes the ticket with this reply; otherwise it becomes answered.' }),
});

// ---------- calls ----------

const tag = 'Platform content';

export const platformContentCalls = {
  platformAnnouncementQuery: endpoint({
    path: '/v1/platform/announcement/query',
    method: 'post',
    tag,
    summary: 'Every announcement, scheduled and published, newest publish time first',
    auth: false,
    staff: supportStaff,
    request: listRequest({ sortFields: ['publish_time'], filters: { state: AnnouncementState.optional() } }),
    response: listResponse(StaffAnnouncement),
  }),
  platformAnnouncementPublish: endpoint({
    path: '/v1/platform/announcement/publish',
    method: 'post',
    tag,
    summary: 'Publish an announcement to every merchant in the four languages, now or from a later time',
    auth: false,
    staff: supportStaff,
    request: announcementForm,
    response: StaffAnnouncement,
  }),
  platformAnnouncementDetail: endpoint({
    path: '/v1/platform/announcement/detail',
    method: 'post',
    tag,
    summary: 'One announcement, scheduled or published, with all its languages (4004 when there is none)',
    auth: false,
    staff: supportStaff,
    request: z.object({ id: Id }),
    response: StaffAnnouncement,
  }),
  platformAnnouncementUpdate: endpoint({
    path: '/v1/platform/announcement/update',
    method: 'post',
    tag,
    summary:
      'Change a scheduled announcement: its title and body in the four languages and its publish time (absent: now, so it is published at once); one already published answers 4009',
    auth: false,
    staff: supportStaff,
    request: announcementEditForm,
    response: StaffAnnouncement,
  }),
  platformAnnouncementWithdraw: endpoint({
    path: '/v1/platform/announcement/withdraw',
    method: 'post',
    tag,
    summary: 'Withdraw an announcement, scheduled or published: merchants no longer see it, nor count it unread; it is deleted',
    auth: false,
    staff: supportStaff,
    request: z.object({ id: Id }),
    response: NoData,
  }),
  platformTicketQuery: endpoint({
    path: '/v1/platform/support/ticket/query',
    method: 'post',
    tag,
    summary: 'Every merchant’s questions to support with their replies, the most recently active first',
    auth: false,
    staff: supportStaff,
    request: listRequest({
      sortFields: ['update_time'],
      filters: {
        status: SupportTicketStatus.optional().meta({ description: 'Only tickets in this state.' }),
        merchant_id: MerchantId.optional().meta({ description: 'One merchant’s tickets.' }),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
      },
    }),
    response: listResponse(StaffSupportTicket),
  }),
  platformTicketDetail: endpoint({
    path: '/v1/platform/support/ticket/detail',
    method: 'post',
    tag,
    summary: 'One merchant’s question with its replies and their attachments (4004 when there is none)',
    auth: false,
    staff: supportStaff,
    request: z.object({ id: Id.meta({ description: 'The ticket.' }) }),
    response: StaffSupportTicket,
  }),
  platformTicketAttachment: endpoint({
    path: '/v1/platform/support/ticket/attachment',
    method: 'post',
    tag,
    summary: 'One file attached to a ticket’s messages, for display in the browser (images and PDF inline); a file not attached to that ticket answers 4004',
    auth: false,
    staff: supportStaff,
    file: 'binary',
    request: z.object({ ticket_id: Id.meta({ description: 'The ticket.' }), file_id: fileId }),
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: inline), with the content type read from them at upload.' }),
  }),
  platformTicketReply: endpoint({
    path: '/v1/platform/support/ticket/reply',
    method: 'post',
    tag,
    summary: 'Reply to a merchant’s question: it becomes answered, or closed when asked; a closed ticket answers 4009',
    auth: false,
    staff: supportStaff,
    request: ticketReplyForm,
    response: StaffSupportTicket,
  }),
  platformHelpArticleQuery: endpoint({
    path: '/v1/platform/help/article/query',
    method: 'post',
    tag,
    summary: 'Every help center article, published or not, with all its languages, the most recently changed first',
    auth: false,
    staff: supportStaff,
    request: listRequest({
      sortFields: ['update_time'],
      filters: {
        topic: HelpTopic.optional(),
        published: z.boolean(typeError()).optional().meta({ description: 'Only the published articles (true) or the others (false).' }),
        keyword: commonFilters.keyword.meta({ description: 'The start of the slug, or words of the title in any language.' }),
      },
    }),
    response: listResponse(StaffHelpArticle),
  }),
  platformHelpArticleDetail: endpoint({
    path: '/v1/platform/help/article/detail',
    method: 'post',
    tag,
    summary: 'One help center article with all its languages, published or not (4004 when there is none)',
    auth: false,
    staff: supportStaff,
    request: z.object({ id: helpArticleId }),
    response: StaffHelpArticle,
  }),
  platformHelpArticleCreate: endpoint({
    path: '/v1/platform/help/article/create',
    method: 'post',
    tag,
    summary: 'Add a help center article in the four languages; its slug is made from the English title; published, merchants find it at once',
    auth: false,
    staff: supportStaff,
    request: helpArticleForm,
    response: StaffHelpArticle,
  }),
  platformHelpArticleUpdate: endpoint({
    path: '/v1/platform/help/article/update',
    method: 'post',
    tag,
    summary: 'Change a help center article: topic, title and body in the four languages, published or not; merchants read the change at once',
    auth: false,
    staff: supportStaff,
    request: helpArticleEditForm,
    response: StaffHelpArticle,
  }),
  platformHelpArticleDelete: endpoint({
    path: '/v1/platform/help/article/delete',
    method: 'post',
    tag,
    summary: 'Delete a help center article: merchants no longer find it, and its link answers 4004',
    auth: false,
    staff: supportStaff,
    request: z.object({ id: helpArticleId }),
    response: NoData,
  }),
} satisfies Record<string, Endpoint>;
