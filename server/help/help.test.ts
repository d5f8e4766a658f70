import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { pngBytes, uploadFile } from '../testing/files';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

type Articles = ResponseOf<'helpArticles'>;
type Ticket = ResponseOf<'supportTicketSubmit'>;

describe('help center articles', () => {
  it('list every topic and search every word, in the caller’s language', async () => {
    const token = await server.signIn(await server.createMerchant());
    const all = await server.call<Articles>(endpoints.helpArticles.path, {}, { token });
    expect(all.body.data.topics.map((topic) => topic.topic)).toEqual(['getting_started', 'payments', 'withdrawals', 'api', 'security']);
    expect(all.body.data.list.length).toBeGreaterThan(6);

    const found = await server.call<Articles>(endpoints.helpArticles.path, { keyword: 'review limit' }, { token });
    expect(found.body.data.list.map((article) => article.id)).toEqual(['review-free-limit']);
    expect(found.body.data.topics.find((topic) => topic.topic === 'withdrawals')?.count).toBe(1);

    const vietnamese = await server.call<Articles>(endpoints.helpArticles.path, { keyword: 'khoa api', topic: 'api' }, { token, language: 'vi' });
    expect(vietnamese.body.data.list).toEqual([expect.objectContaining({ id: 'api-key', title: 'Tạo khóa API' })]);
    const chinese = await server.call<Articles>(endpoints.helpArticles.path, { keyword: '白名单' }, { token, language: 'zh_Hans' });
    expect(chinese.body.data.list.map((article) => article.id)).toEqual(['whitelist']);

    const article = await server.call<ResponseOf<'helpArticle'>>(endpoints.helpArticle.path, { id: 'api-key' }, { token });
    expect(article.body.data).toMatchObject({ id: 'api-key', topic: 'api', title: 'Creating your API key' });
    expect(article.body.data.body_html).toContain('<p>An account has one API key.');
    expect((await server.call(endpoints.helpArticle.path, { id: 'nope' }, { token })).body).toMatchObject({ code: 4004, detail: 'This help article does not exist.' });
    expect((await server.call(endpoints.helpArticles.path, {})).status).toBe(401);
  });
});

describe('questions to support', () => {
  it('store the description sanitized with its attachments; support replies with ops; only the merchant sees them', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const screenshot = await uploadFile(server, token, pngBytes, 'error.png');

    const empty = await server.call(endpoints.supportTicketSubmit.path, { subject: 'Help', body_html: '<p><br></p>' }, { token });
    expect(empty.body).toMatchObject({ code: 4000, data: { field: 'body_html' } });
    const onlyScript = await server.call(endpoints.supportTicketSubmit.path, { subject: 'Help', body_html: '<script>alert(1)</script>' }, { token });
    expect(onlyScript.body).toMatchObject({ code: 4000, detail: 'This field is required', data: { field: 'body_html' } });

    const otherToken = await server.signIn(await server.createMerchant());
    const theirs = await uploadFile(server, otherToken, pngBytes);
    const stolen = await server.call(endpoints.supportTicketSubmit.path, { subject: 'Help', body_html: '<p>x</p>', attachment_ids: [theirs.body.data.file_id] }, { token });
    expect(stolen.body).toMatchObject({ code: 4000, data: { field: 'attachment_ids' } });

    const sent = await server.call<Ticket>(
      endpoints.supportTicketSubmit.path,
      {
        subject: 'Webhook not received',
        body_html: '<p onclick="steal()">Our <strong>webhook</strong> gets nothing.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        attachment_ids: [screenshot.body.data.file_id],
      },
      { token },
    );
    expect(sent.body).toMatchObject({ code: 200, data: { subject: 'Webhook not received', status: 'open' } });
    expect(sent.body.data.messages).toEqual([
      expect.objectContaining({
        author: 'merchant',
        body_html: '<p>Our <strong>webhook</strong> gets nothing.</p>',
        attachments: [expect.objectContaining({ file_id: screenshot.body.data.file_id, file_name: 'error.png' })],
      }),
    ]);

    const waiting = await server.ops<Record<string, string>>('support-tickets');
    expect(waiting.body.data[`ticket ${sent.body.data.id}`]).toContain('Webhook not received');
    server.clock.advance(60_000);
    const replied = await server.ops('reply-ticket', [String(sent.body.data.id)], { body: '<p>Check the <a href="https://kassa.example/docs" onclick="x()">guide</a>.</p>' });
    expect(replied.body).toMatchObject({ code: 200, data: { status: 'answered' } });

    const list = await server.call<ResponseOf<'supportTicketQuery'>>(endpoints.supportTicketQuery.path, {}, { token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ status: 'answered', update_time: server.clock.now().toISOString() });
    expect(list.body.data.list[0]?.messages.map((message) => [message.author, message.body_html])).toEqual([
      ['merchant', '<p>Our <strong>webhook</strong> gets nothing.</p>'],
      ['platform', '<p>Check the <a href="https://kassa.example/docs" target="_blank" rel="noopener noreferrer nofollow">guide</a>.</p>'],
    ]);
    expect((await server.call<ResponseOf<'supportTicketQuery'>>(endpoints.supportTicketQuery.path, { status: 'open' }, { token })).body.data.total).toBe(0);
    expect((await server.call<ResponseOf<'supportTicketQuery'>>(endpoints.supportTicketQuery.path, {}, { token: otherToken })).body.data.total).toBe(0);

    expect((await server.ops('reply-ticket', [String(sent.body.data.id)], { body: 'Closing.', close: true })).body).toMatchObject({ data: { status: 'closed' } });
    expect((await server.ops('reply-ticket', [String(sent.body.data.id)], { body: 'Again' })).body).toMatchObject({ code: 4009 });
  });
});
