import { z } from 'zod';
import { describe, typeError, vkey } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Content pages (added: user agreement, privacy policy, legal statement, about), readable without signing in.
 */

// ---------- entities ----------

export const ContentSlug = z.enum(['user_agreement', 'privacy_policy', 'legal_statement', 'about'], typeError('choice')).meta({
  id: 'ContentSlug',
  description: '(added) A content page: user agreement, privacy policy, legal statement, about.',
});

export const ContentDocument = z
  .object({
    slug: ContentSlug,
    version: describe(z.number().int().min(1), 'This version’s number.'),
    effective_date: describe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), 'The day this version took effect.'),
    latest_version: describe(z.number().int().min(1), 'The newest version.'),
    title: z.string(),
    body_html: describe(z.string(), 'Sanitized HTML (formatting and links only).'),
    versions: describe(z.array(z.object({ version: z.number().int(), effective_date: z.string() })), 'Every version, newest first.'),
  })
  .meta({ id: 'ContentDocument', description: '(added) One version of a content page, in the caller’s language.' });

// ---------- calls ----------

export const contentCalls = {
  contentDocument: endpoint({
    path: '/v1/content/document',
    method: 'post',
    tag: 'Content',
    summary: 'A content page (user agreement, privacy policy, legal statement, about) in the caller’s language: the latest version, or the one asked',
    auth: false,
    request: z
      .object({
        slug: ContentSlug,
        version: z.number(typeError()).int({ error: vkey('invalid') }).min(1, { error: vkey('invalid') }).optional().meta({ description: 'Absent: the latest.' }),
      })
      .meta({ id: 'ContentDocumentRequest' }),
    response: ContentDocument,
  }),
} satisfies Record<string, Endpoint>;
