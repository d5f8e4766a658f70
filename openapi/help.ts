import { z } from 'zod';
import { Id, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { limits, requiredText } from './sharedRules';
import { UploadedFile, fileId } from './files';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The help center (added): articles by topic and search, and questions to support with their replies.
 */

// ---------- entities ----------

export const HelpTopic = z.enum(['getting_started', 'payments', 'withdrawals', 'api', 'security'], typeError('choice')).meta({
  id: 'HelpTopic',
  description: '(added) A topic of the help center.',
});

export const HelpArticleSummary = z
  .object({
    id: describe(z.string(), 'The article’s slug.'),
    topic: HelpTopic,
    title: z.string(),
    summary: describe(z.string(), 'Its first sentences, as plain text.'),
  })
  .meta({ id: 'HelpArticleSummary' });

export const HelpArticles = z
  .object({
    topics: describe(z.array(z.object({ topic: HelpTopic, title: z.string(), count: z.number().int().min(0) })), 'Every topic, with how many articles match.'),
    list: z.array(HelpArticleSummary),
  })
  .meta({ id: 'HelpArticles', description: '(added) The help center’s articles matching a topic and a search, in the caller’s language.' });

export const HelpArticle = HelpArticleSummary.extend({
  body_html: describe(z.string(), 'Sanitized HTML.'),
}).meta({ id: 'HelpArticle', description: '(added) One help article.' });

export const SupportTicketStatus = z.enum(['open', 'answered', 'closed'], typeError('choice')).meta({
  id: 'SupportTicketStatus',
  description: '(added) open: waiting for support; answered: support replied; closed.',
});

export const SupportMessage = z
  .object({
    id: Id,
    author: describe(z.enum(['merchant', 'platform']), 'Who wrote it: the merchant, or platform support.'),
    body_html: describe(z.string(), 'Sanitized HTML.'),
    attachments: z.array(UploadedFile),
    create_time: Timestamp,
  })
  .meta({ id: 'SupportMessage' });

export const SupportTicket = z
  .object({
    id: Id,
    subject: z.string(),
    status: SupportTicketStatus,
    create_time: Timestamp,
    update_time: Timestamp,
    messages: describe(z.array(SupportMessage), 'The question, then the replies, oldest first.'),
  })
  .meta({ id: 'SupportTicket', description: '(added) A question the merchant sent to support, with the replies.' });

// ---------- rules ----------

/** At most this many attachments to a question for support. */
export const supportAttachmentsMax = 5;

/** The rich text of a question: HTML of at most 20 000 characters (the server sanitizes it). */
export const richText = requiredText(20_000).refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '', {
  error: vkey('required'),
});

/** The help center's contact form. */
export const supportTicketForm = z.object({
  subject: requiredText(limits.subjectMax),
  body_html: richText,
  attachment_ids: z.array(fileId, typeError()).max(supportAttachmentsMax, { error: vkey('too_many') }).default([]),
});

// ---------- calls ----------

export const helpCalls = {
  helpArticles: endpoint({
    path: '/v1/help/articles',
    method: 'post',
    tag: 'Help center',
    summary: 'Help articles of a topic and matching a search (every word, in title or text), in the caller’s language',
    auth: true,
    request: z
      .object({
        topic: HelpTopic.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Words to search for; an article matches when it holds every one.' }),
      })
      .meta({ id: 'HelpArticlesRequest' }),
    response: HelpArticles,
  }),
  helpArticle: endpoint({
    path: '/v1/help/article',
    method: 'post',
    tag: 'Help center',
    summary: 'One help article',
    auth: true,
    request: z.object({ id: requiredText(64) }).meta({ id: 'HelpArticleRequest' }),
    response: HelpArticle,
  }),
  supportTicketSubmit: endpoint({
    path: '/v1/help/ticket/submit',
    method: 'post',
    tag: 'Help center',
    summary: 'Send a question to support: a subject, a rich-text description (sanitized by the server) and attachments uploaded first',
    auth: true,
    request: supportTicketForm.meta({ id: 'SupportTicketRequest' }),
    response: SupportTicket,
  }),
  supportTicketQuery: endpoint({
    path: '/v1/help/ticket/query',
    method: 'post',
    tag: 'Help center',
    summary: 'The merchant’s questions with the replies of support, the latest activity first',
    auth: true,
    request: listRequest({ sortFields: ['update_time'], filters: { status: SupportTicketStatus.optional() } }),
    response: listResponse(SupportTicket),
  }),
} satisfies Record<string, Endpoint>;
