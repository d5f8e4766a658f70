import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

interface Record {
  id: number;
  create_time: string;
  IP: string;
  result: string;
}

describe('login_log/list', () => {
  it("lists the merchant's own attempts, newest first, paged, with IP and result", async () => {
    const merchant = await server.createMerchant();
    const other = await server.createMerchant();
    await server.signIn(other, { ip: '192.0.2.99' });
    await server.login(merchant, { ip: '192.0.2.1', password: 'Wrong-pass-1' });
    server.clock.advance(1000);
    await server.signIn(merchant, { ip: '192.0.2.2' });
    server.clock.advance(1000);
    const token = await server.signIn(merchant, { ip: '2001:db8::3' });

    const all = await server.call<{ list: Record[]; total: number }>(endpoints.loginLogList.path, {}, { token });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map(({ IP, result }) => ({ IP, result }))).toEqual([
      { IP: '2001:db8::3', result: 'success' },
      { IP: '192.0.2.2', result: 'success' },
      { IP: '192.0.2.1', result: 'bad_credentials' },
    ]);
    expect(all.body.data.list[0]?.create_time).toBe(server.clock.now().toISOString());

    const secondPage = await server.call<{ list: Record[]; total: number }>(endpoints.loginLogList.path, { page: 2, page_size: 2 }, { token });
    expect(secondPage.body.data.total).toBe(3);
    expect(secondPage.body.data.list.map((row) => row.IP)).toEqual(['192.0.2.1']);

    const oldestFirst = await server.call<{ list: Record[] }>(endpoints.loginLogList.path, { sort_order: 'asc' }, { token });
    expect(oldestFirst.body.data.list[0]?.IP).toBe('192.0.2.1');
  });

  it('filters by result, IP prefix and time range', async () => {
    const merchant = await server.createMerchant();
    const start = server.clock.now();
    await server.login(merchant, { ip: '10.0.0.1', password: 'Wrong-pass-1' });
    server.clock.advance(60_000);
    const middle = server.clock.now();
    await server.signIn(merchant, { ip: '10.0.0.2' });
    server.clock.advance(60_000);
    const token = await server.signIn(merchant, { ip: '172.16.0.1' });
    const list = async (filters: object) =>
      (await server.call<{ list: Record[]; total: number }>(endpoints.loginLogList.path, filters, { token })).body.data.list.map((row) => row.IP);

    expect(await list({ result: 'bad_credentials' })).toEqual(['10.0.0.1']);
    expect(await list({ keyword: '10.0.' })).toEqual(['10.0.0.2', '10.0.0.1']);
    expect(await list({ start_time: middle.toISOString() })).toEqual(['172.16.0.1', '10.0.0.2']);
    expect(await list({ start_time: start.toISOString(), end_time: middle.toISOString() })).toEqual(['10.0.0.1']);
  });

  it('validates the list request with the contract', async () => {
    const token = await server.signIn(await server.createMerchant());
    const answer = await server.call(endpoints.loginLogList.path, { page_size: 1000 }, { token });
    expect(answer.body).toMatchObject({ code: 4000, data: { field: 'page_size' } });
  });
});
