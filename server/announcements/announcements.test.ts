import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

const announcement = (title: string, body: string) => ({
  'title-en': title,
  'body-en': body,
  'title-zh-hans': `${title}（简体）`,
  'body-zh-hans': '<p>简体正文</p>',
  'title-zh-hant': `${title}（繁體）`,
  'body-zh-hant': '<p>繁體正文</p>',
  'title-vi': `${title} (vi)`,
  'body-vi': '<p>Nội dung</p>',
});

describe('announcements', () => {
  it('are published by staff in four languages with the body sanitized; each merchant has its own unread count', async () => {
    const missing = await server.ops('publish-announcement', [], { 'title-en': 'Only English', 'body-en': '<p>x</p>' });
    expect(missing.body.code).toBe(4000);

    const published = await server.ops<{ announcement: number }>(
      'publish-announcement',
      [],
      announcement('Maintenance on Sunday', '<p onmouseover="steal()">The console is <strong>closed</strong> 02:00–03:00.<script>alert(1)</script></p>'),
    );
    expect(published.body.code).toBe(200);
    server.clock.advance(60_000);
    await server.ops('publish-announcement', [], announcement('New fees', '<p>Lower USDT fees.</p>'));

    const merchant = await server.signIn(await server.createMerchant());
    const other = await server.signIn(await server.createMerchant());
    expect((await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: merchant })).body.data.unread).toBe(2);

    const list = await server.call<ResponseOf<'announcementQuery'>>(endpoints.announcementQuery.path, {}, { token: merchant, language: 'vi' });
    expect(list.body.data.list.map((item) => [item.title, item.read])).toEqual([
      ['New fees (vi)', false],
      ['Maintenance on Sunday (vi)', false],
    ]);

    const detail = await server.call<ResponseOf<'announcementDetail'>>(endpoints.announcementDetail.path, { id: published.body.data.announcement }, { token: merchant });
    expect(detail.body.data).toMatchObject({
      title: 'Maintenance on Sunday',
      read: true,
      body_html: '<p>The console is <strong>closed</strong> 02:00–03:00.</p>',
      summary: 'The console is closed 02:00–03:00.',
    });
    expect((await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: merchant })).body.data.unread).toBe(1);
    expect((await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: other })).body.data.unread).toBe(2);
    // Opening it again changes nothing.
    await server.call(endpoints.announcementDetail.path, { id: published.body.data.announcement }, { token: merchant });
    expect((await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: merchant })).body.data.unread).toBe(1);

    const unread = await server.call<ResponseOf<'announcementQuery'>>(endpoints.announcementQuery.path, { read: false }, { token: merchant });
    expect(unread.body.data).toMatchObject({ total: 1, list: [{ title: 'New fees' }] });
    const read = await server.call<ResponseOf<'announcementQuery'>>(endpoints.announcementQuery.path, { read: true }, { token: merchant });
    expect(read.body.data).toMatchObject({ total: 1, list: [{ title: 'Maintenance on Sunday', read: true }] });

    expect((await server.call(endpoints.announcementDetail.path, { id: 999999 }, { token: merchant })).body).toMatchObject({
      code: 4004,
      detail: 'This announcement does not exist.',
    });
  });
});
