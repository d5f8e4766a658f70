import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { pngBytes, uploadFile } from '../testing/files';
import { useTestServer, type CallOptions } from '../testing/harness';
import { newStaffMember, type TestStaffMember } from '../testing/staff';

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

describe('help articles edited by platform support', () => {
  type Article = ResponseOf<'platformHelpArticleDetail'>;
  type Page = { list: Article[]; total: number };
  const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}, options: CallOptions = {}) =>
    server.call<T>(path, body, { ...options, headers: { ...options.headers, 'x-staff-token': member.token } });
  const fourLanguages = (text: string) => ({ en: `${text}`, zh_Hans: `${text}（简）`, zh_Hant: `${text}（繁）`, vi: `${text} (vi)` });
  const refund = {
    topic: 'withdrawals',
    title: { en: 'Refunds: how they work', zh_Hans: '退款说明', zh_Hant: '退款說明', vi: 'Hoàn tiền hoạt động thế nào' },
    body_html: { en: '<p>A refund returns the amount.<script>alert(1)</script></p>', zh_Hans: '<p>退款将退回金额。</p>', zh_Hant: '<p>退款將退回金額。</p>', vi: '<p>Hoàn tiền trả lại số tiền.</p>' },
  };
  let sam: TestStaffMember;
  let admin: TestStaffMember;
  let merchantToken: string;
  const search = async (keyword: string, language = 'en') =>
    (await server.call<Articles>(endpoints.helpArticles.path, { keyword }, { token: merchantToken, language })).body.data.list.map((article) => article.id);

  it('lists every article in all four languages to support and administrators, and to no reviewer', async () => {
    sam = await newStaffMember(server, 'help-sam', 'support');
    admin = await newStaffMember(server, 'help-admin', 'admin');
    const rita = await newStaffMember(server, 'help-rita', 'reviewer');
    merchantToken = await server.signIn(await server.createMerchant());
    expect((await staffCall(endpoints.platformHelpArticleQuery.path, rita)).body.code).toBe(4003);

    const all = await staffCall<Page>(endpoints.platformHelpArticleQuery.path, sam, { page_size: 100 });
    const merchantSees = await server.call<Articles>(endpoints.helpArticles.path, {}, { token: merchantToken });
    expect(all.body.data.list.map((article) => article.id).sort()).toEqual(merchantSees.body.data.list.map((article) => article.id).sort());
    expect(all.body.data.list.every((article) => article.published && Object.keys(article.title).sort().join() === 'en,vi,zh_Hans,zh_Hant')).toBe(true);
    const byTitle = await staffCall<Page>(endpoints.platformHelpArticleQuery.path, sam, { keyword: '限制登录 ip' });
    expect(byTitle.body.data.list.map((article) => article.id)).toEqual(['whitelist']);
    const bySlug = await staffCall<Page>(endpoints.platformHelpArticleQuery.path, admin, { keyword: 'api-k', topic: 'api' });
    expect(bySlug.body.data.list.map((article) => article.id)).toEqual(['api-key']);
    const detail = await staffCall<Article>(endpoints.platformHelpArticleDetail.path, sam, { id: 'api-key' });
    expect(detail.body.data).toMatchObject({ id: 'api-key', topic: 'api', published: true, title: { en: 'Creating your API key', vi: 'Tạo khóa API' } });
    expect((await staffCall(endpoints.platformHelpArticleDetail.path, sam, { id: 'nope' }, { language: 'en' })).body).toMatchObject({ code: 4004, detail: 'This help article does not exist.' });
  });

  it('adds an article under the slug of its English title, unseen by merchants until published', async () => {
    const empty = await staffCall(endpoints.platformHelpArticleCreate.path, sam, { ...refund, body_html: { ...refund.body_html, vi: '<script>x</script>' } });
    expect(empty.body).toMatchObject({ code: 4000, data: { field: 'body_html.vi' } });
    const noTitle = await staffCall(endpoints.platformHelpArticleCreate.path, sam, { ...refund, title: { ...refund.title, zh_Hant: ' ' } }, { language: 'zh_Hant' });
    expect(noTitle.body).toMatchObject({ code: 4000, data: { field: 'title.zh_Hant' } });
    expect((await staffCall<Page>(endpoints.platformHelpArticleQuery.path, sam, { keyword: 'refund' })).body.data.total).toBe(0);

    const draft = await staffCall<Article>(endpoints.platformHelpArticleCreate.path, sam, refund);
    expect(draft.body.data).toMatchObject({ id: 'refunds-how-they-work', topic: 'withdrawals', published: false, body_html: { en: '<p>A refund returns the amount.</p>' } });
    const again = await staffCall<Article>(endpoints.platformHelpArticleCreate.path, admin, { ...refund, published: true });
    expect(again.body.data).toMatchObject({ id: 'refunds-how-they-work-2', published: true });
    const vietnamese = await staffCall<Article>(endpoints.platformHelpArticleCreate.path, sam, { ...refund, title: fourLanguages('Đổi mật khẩu nhanh') });
    expect(vietnamese.body.data.id).toBe('doi-mat-khau-nhanh');

    expect(await search('refund')).toEqual(['refunds-how-they-work-2']);
    expect((await server.call(endpoints.helpArticle.path, { id: 'refunds-how-they-work' }, { token: merchantToken })).body.code).toBe(4004);
  });

  it('publishes a change at once, and a deleted article is gone from the help center', async () => {
    const changed = await staffCall<Article>(endpoints.platformHelpArticleUpdate.path, sam, {
      ...refund,
      id: 'refunds-how-they-work',
      topic: 'payments',
      body_html: { ...refund.body_html, vi: '<p>Hoàn tiền trong <strong>3 ngày</strong>.<img src=x onerror=alert(1)></p>' },
      published: true,
    });
    expect(changed.body.data).toMatchObject({ id: 'refunds-how-they-work', topic: 'payments', published: true, body_html: { vi: '<p>Hoàn tiền trong <strong>3 ngày</strong>.</p>' } });
    expect(await search('hoan tien 3 ngay', 'vi')).toEqual(['refunds-how-they-work']);
    const read = await server.call<ResponseOf<'helpArticle'>>(endpoints.helpArticle.path, { id: 'refunds-how-they-work' }, { token: merchantToken, language: 'vi' });
    expect(read.body.data).toMatchObject({ topic: 'payments', title: 'Hoàn tiền hoạt động thế nào', body_html: '<p>Hoàn tiền trong <strong>3 ngày</strong>.</p>' });
    expect((await staffCall(endpoints.platformHelpArticleUpdate.path, sam, { ...refund, id: 'nope', published: true })).body.code).toBe(4004);
    const unsaid = await staffCall(endpoints.platformHelpArticleUpdate.path, sam, { ...refund, id: 'refunds-how-they-work' }, { language: 'en' });
    expect(unsaid.body).toMatchObject({ code: 4000, data: { field: 'published' }, detail: 'This field is required' });
    expect(await search('refund')).toContain('refunds-how-they-work');

    for (const id of ['refunds-how-they-work-2', 'market-switch']) {
      expect((await staffCall(endpoints.platformHelpArticleDelete.path, admin, { id })).body).toMatchObject({ code: 200, data: null });
      expect((await server.call(endpoints.helpArticle.path, { id }, { token: merchantToken })).body.code).toBe(4004);
    }
    expect(await search('refund')).toEqual(['refunds-how-they-work']);
    expect(await search('market')).not.toContain('market-switch');
    expect((await staffCall(endpoints.platformHelpArticleDelete.path, admin, { id: 'market-switch' })).body.code).toBe(4004);

    const audit = await staffCall<ResponseOf<'platformAuditQuery'>>(endpoints.platformAuditQuery.path, admin, { page_size: 100 });
    const rows = audit.body.data.list.filter((row) => row.action.startsWith('help_article_')).map((row) => [row.staff, row.action, row.target, row.before, row.after]);
    expect(rows).toEqual([
      ['help-admin', 'help_article_delete', 'market-switch', { topic: 'getting_started', title_en: 'Opening and closing a market', published: true }, null],
      ['help-admin', 'help_article_delete', 'refunds-how-they-work-2', { topic: 'withdrawals', title_en: 'Refunds: how they work', published: true }, null],
      ['help-sam', 'help_article_update', 'refunds-how-they-work', { topic: 'withdrawals', title_en: 'Refunds: how they work', published: false }, { topic: 'payments', title_en: 'Refunds: how they work', published: true }],
      ['help-sam', 'help_article_create', 'doi-mat-khau-nhanh', null, { topic: 'withdrawals', title_en: 'Đổi mật khẩu nhanh', published: false }],
      ['help-admin', 'help_article_create', 'refunds-how-they-work-2', null, { topic: 'withdrawals', title_en: 'Refunds: how they work', published: true }],
      ['help-sam', 'help_article_create', 'refunds-how-they-work', null, { topic: 'withdrawals', title_en: 'Refunds: how they work', published: false }],
    ]);
  });
});
