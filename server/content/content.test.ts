import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { apiLanguages } from '../../openapi/i18n/languages';
import { useTestServer } from '../testing/harness';
import { documentSlugs } from './documents';

const server = useTestServer();

type Document = ResponseOf<'contentDocument'>;

describe('content pages', () => {
  it('are read without signing in, the latest version by default, in the caller’s language', async () => {
    const english = await server.call<Document>(endpoints.contentDocument.path, { slug: 'user_agreement' });
    expect(english.body).toMatchObject({ code: 200, data: { slug: 'user_agreement', version: 2, latest_version: 2, effective_date: '2025-07-01', title: 'User Agreement' } });
    expect(english.body.data.versions).toEqual([
      { version: 2, effective_date: '2025-07-01' },
      { version: 1, effective_date: '2025-01-01' },
    ]);
    const vietnamese = await server.call<Document>(endpoints.contentDocument.path, { slug: 'privacy_policy' }, { language: 'vi' });
    expect(vietnamese.body.data.title).toBe('Chính sách quyền riêng tư');
    const traditional = await server.call<Document>(endpoints.contentDocument.path, { slug: 'legal_statement' }, { language: 'zh_Hant' });
    expect(traditional.body.data.title).toBe('法律聲明');
  });

  it('serve an older version by its number, and refuse one that does not exist', async () => {
    const first = await server.call<Document>(endpoints.contentDocument.path, { slug: 'user_agreement', version: 1 }, { language: 'zh_Hans' });
    expect(first.body.data).toMatchObject({ version: 1, latest_version: 2, effective_date: '2025-01-01', title: '用户协议' });
    expect(first.body.data.body_html).not.toContain('审计日志');
    const missing = await server.call(endpoints.contentDocument.path, { slug: 'about', version: 9 });
    expect(missing.body).toMatchObject({ code: 4004, detail: 'This document or version does not exist.' });
    const unknown = await server.call(endpoints.contentDocument.path, { slug: 'cookies' });
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'slug' } });
  });

  it('exist for every page in every language, as sanitized HTML', async () => {
    for (const slug of documentSlugs) {
      for (const language of apiLanguages) {
        const answer = await server.call<Document>(endpoints.contentDocument.path, { slug }, { language });
        expect(answer.body.code, `${slug} ${language}`).toBe(200);
        expect(answer.body.data.title.length).toBeGreaterThan(2);
        expect(answer.body.data.body_html).toMatch(/^<(p|h2)>/);
        expect(answer.body.data.body_html).not.toMatch(/<script|on\w+=/i);
      }
    }
  });
});
