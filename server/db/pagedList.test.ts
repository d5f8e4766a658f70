/**
 * Lists at scale, through the fund-flow list: the total is counted up to the cap, and the pages
 * read by cursor are the pages of the same sort read by position, ties on the sort value included.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTotalCap } from '../../openapi/common';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { ResultCode } from '../../openapi/codes';
import { accounts } from './schema';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';

const server = useTestServer();
type Page = ResponseOf<'fundFlowQuery'>;

/** More CNY rows than the cap; a few USDT rows to walk page by page. */
const cnyRows = listTotalCap + 500;
const usdtRows = 137;

let merchant: TestMerchant;
let token: string;

beforeAll(async () => {
  merchant = await server.createMerchant();
  const start = server.clock.now();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1.00', start);
  await creditMerchant(server.db, merchant.merchantId, 'USDT', '1', start);
  const accountOf = async (coin: string) =>
    (await server.db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.ownerId} = ${String(merchant.merchantId)} and ${accounts.coinCode} = ${coin}`))[0]?.id;
  const seed = (coin: string, account: number | undefined, rows: number) =>
    server.db.execute(sql`
      insert into fund_flows (account_id, merchant_id, coin_code, serial_number, transaction_type, transaction_number, charge,
        available_before, available_after, frozen_before, frozen_after, reward_before, reward_after, to_be_confirmed_before, to_be_confirmed_after, created_at)
      select ${account}::integer, ${merchant.merchantId}::integer, ${coin}, ${coin} || lpad(g::text, 8, '0'), 'recharge',
        ((g % 7)::text || '.5')::numeric, '0', '0', '0', '0', '0', '0', '0', '0', '0',
        -- Three rows share each second, and seven amounts repeat: both sorts have ties to break by id.
        ${start.toISOString()}::timestamptz + (g / 3) * interval '1 second'
      from generate_series(1, ${rows}) as g`);
  await seed('CNY', await accountOf('CNY'), cnyRows);
  await seed('USDT', await accountOf('USDT'), usdtRows);
  server.clock.advance(cnyRows * 1000);
  token = await server.signIn(merchant);
});

async function list(body: Record<string, unknown>) {
  return server.call<Page>(endpoints.fundFlowQuery.path, body, { token });
}

async function page(body: Record<string, unknown>): Promise<Page> {
  const answer = await list(body);
  expect(answer.body.code, answer.body.detail).toBe(ResultCode.ok);
  return answer.body.data;
}

/** The ids of the USDT rows in the order the database sorts them, read apart from the list call. */
async function referenceIds(sort: 'time' | 'transaction_number', order: 'asc' | 'desc'): Promise<number[]> {
  const column = sql.raw(sort === 'time' ? 'created_at' : 'transaction_number');
  const direction = sql.raw(order);
  const result = await server.db.execute(
    sql`select id from fund_flows where merchant_id = ${merchant.merchantId} and coin_code = 'USDT' order by ${column} ${direction}, id ${direction}`,
  );
  // Both drivers answer { rows }.
  return (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
}

describe('the total of a list', () => {
  it('is capped: more matching rows than the cap answer the cap, marked inexact', async () => {
    const answer = await page({ page: 1, page_size: 20, coin_name: 'CNY' });
    expect(answer.total).toBe(listTotalCap);
    expect(answer.total_is_exact).toBe(false);
    expect(answer.list).toHaveLength(20);
    expect(answer.next_cursor).toEqual(expect.any(String));
  });

  it('is exact up to the cap', async () => {
    const answer = await page({ page: 1, page_size: 20, coin_name: 'USDT' });
    // The seeded rows and the credit that opened the account.
    expect(answer.total).toBe(usdtRows + 1);
    expect(answer.total_is_exact).toBe(true);
    expect(answer.prev_cursor).toBeNull();
  });

  it('stays capped on the next calls while the rows on the page are read fresh', async () => {
    const before = await page({ page: 1, page_size: 20, coin_name: 'CNY' });
    server.clock.advance(1000);
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '2.00', server.clock.now());
    const after = await page({ page: 1, page_size: 20, coin_name: 'CNY' });
    expect(after).toMatchObject({ total: listTotalCap, total_is_exact: false });
    // The credit is the newest row: the page moved by one.
    expect(after.list[0]).toMatchObject({ transaction_number: '2.00' });
    expect(after.list.slice(1).map((row) => row.id)).toEqual(before.list.slice(0, 19).map((row) => row.id));
  });
});

describe('keyset paging', () => {
  const sorts = [
    { sort_field: 'time', sort_order: 'desc' },
    { sort_field: 'time', sort_order: 'asc' },
    { sort_field: 'transaction_number', sort_order: 'desc' },
    { sort_field: 'transaction_number', sort_order: 'asc' },
  ] as const;

  it.each(sorts)('next and previous by cursor are the pages by number ($sort_field $sort_order)', async (sort) => {
    const size = 20;
    const expected = await referenceIds(sort.sort_field, sort.sort_order);
    const pages = Math.ceil(expected.length / size);
    const base = { ...sort, coin_name: 'USDT', page_size: size };
    const idsOf = (answer: Page) => answer.list.map((row) => row.id);
    const slice = (number: number) => expected.slice((number - 1) * size, number * size);

    // Forwards by next_cursor, each page compared with the same page read by number and with the reference.
    let answer = await page({ ...base, page: 1 });
    const cursors: Page[] = [answer];
    expect(idsOf(answer)).toEqual(slice(1));
    for (let number = 2; number <= pages; number += 1) {
      expect(answer.next_cursor).toEqual(expect.any(String));
      answer = await page({ ...base, page: number, cursor: answer.next_cursor });
      expect(idsOf(answer)).toEqual(slice(number));
      expect(idsOf(await page({ ...base, page: number }))).toEqual(slice(number));
      cursors.push(answer);
    }
    expect(answer.next_cursor).toBeNull();

    // Backwards by prev_cursor from the last page to the first.
    for (let number = pages - 1; number >= 1; number -= 1) {
      expect(answer.prev_cursor).toEqual(expect.any(String));
      answer = await page({ ...base, page: number, cursor: answer.prev_cursor });
      expect(idsOf(answer)).toEqual(slice(number));
    }
    expect(answer.prev_cursor).toBeNull();

    // last_cursor: the last page_size rows, in list order.
    const last = await page({ ...base, page: 1, cursor: cursors[0]?.last_cursor });
    expect(idsOf(last)).toEqual(expected.slice(-size));
    expect(last.next_cursor).toBeNull();
  });

  it('reads past the cap by cursor only: a page by number must start within the first 10,000 rows', async () => {
    const base = { coin_name: 'CNY', page_size: 100 };
    const result = await server.db.execute(
      sql`select id from fund_flows where merchant_id = ${merchant.merchantId} and coin_code = 'CNY' order by created_at desc, id desc offset ${listTotalCap} limit 300`,
    );
    const beyondCap = (result as unknown as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
    // The last page by number ends at the cap.
    let answer = await page({ ...base, page: 100 });
    for (let number = 101; number <= 103; number += 1) {
      const byCursor = await page({ ...base, page: number, cursor: answer.next_cursor });
      expect(byCursor.list.map((row) => row.id)).toEqual(beyondCap.slice((number - 101) * 100, (number - 100) * 100));
      expect(byCursor.total_is_exact).toBe(false);
      const byNumber = await list({ ...base, page: number });
      expect(byNumber.body).toMatchObject({
        code: ResultCode.invalidInput,
        detail: 'Rows after the first 10000 cannot be read by page number: send the next_cursor of the page before, or last_cursor, as cursor.',
        data: { field: 'page', key: 'kassa.validation.page_needs_cursor' },
      });
      answer = byCursor;
    }
    // The same rule whatever the page size: page 501 of 20 starts at row 10,001.
    expect((await list({ coin_name: 'CNY', page_size: 20, page: 500 })).body.code).toBe(ResultCode.ok);
    expect((await list({ coin_name: 'CNY', page_size: 20, page: 501 })).body.data).toMatchObject({ field: 'page' });
    expect((await server.call(endpoints.fundFlowQuery.path, { coin_name: 'CNY', page: 501 }, { token, language: 'vi' })).body.detail).toMatch(/^Không thể đọc các dòng sau 10000 dòng đầu/);
  });

  it('refuses a cursor that was tampered with, or belongs to another sort, with 4000 on the field cursor', async () => {
    const first = await page({ page: 1, page_size: 20, coin_name: 'USDT' });
    const cursor = first.next_cursor as string;
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      `${cursor.slice(0, -3)}!!!`,
      cursor.slice(0, 10),
      encoded({ ...decoded, v: 'yesterday' }),
      encoded({ ...decoded, i: -4 }),
      encoded({ ...decoded, d: 'sideways' }),
      encoded('just a string'),
    ];
    for (const bad of tampered) {
      const answer = await list({ page: 2, page_size: 20, coin_name: 'USDT', cursor: bad });
      expect(answer.body.code, bad).toBe(ResultCode.invalidInput);
      expect(answer.body.data).toMatchObject({ field: 'cursor' });
    }
    // A cursor of the time sort sent with the amount sort.
    const otherSort = await list({ page: 2, page_size: 20, coin_name: 'USDT', sort_field: 'transaction_number', cursor });
    expect(otherSort.body.code).toBe(ResultCode.invalidInput);
  });
});

describe('keyset paging on a column that may be empty', () => {
  const rows = 47;

  beforeAll(async () => {
    // USDT recharges sorted by review time: every third one not reviewed yet (NULL), the others in pairs of ties.
    await server.db.execute(sql`
      insert into usdt_recharges (order_no, merchant_id, status, trade_count, in_abbreviation, rate, exchange_count, usdt_recharge_fee,
        fee, count, network, address, txid, created_at, audit_time)
      select 'UR' || lpad(g::text, 6, '0'), ${merchant.merchantId}::integer, case when g % 3 = 0 then 'pending' else 'approved' end,
        '100', 'CNY', '7', '700', '0', '0', '700', 'TRC20', 'Taddress', 'tx' || g,
        ${server.clock.now().toISOString()}::timestamptz - g * interval '1 minute',
        case when g % 3 = 0 then null else ${server.clock.now().toISOString()}::timestamptz - (g / 2) * interval '1 hour' end
      from generate_series(1, ${rows}) as g`);
  });

  it.each(['desc', 'asc'] as const)('walks every row once, NULLs where PostgreSQL sorts them (%s)', async (order) => {
    const direction = sql.raw(order);
    const reference = await server.db.execute(
      sql`select order_no from usdt_recharges where merchant_id = ${merchant.merchantId} order by audit_time ${direction}, id ${direction}`,
    );
    const expected = (reference as unknown as { rows: { order_no: string }[] }).rows.map((row) => row.order_no);
    const base = { sort_field: 'audit_time', sort_order: order, page_size: 10 };
    const call = async (body: Record<string, unknown>) => {
      const answer = await server.call<ResponseOf<'usdtRechargeQuery'>>(endpoints.usdtRechargeQuery.path, { ...base, ...body }, { token });
      expect(answer.body.code, answer.body.detail).toBe(ResultCode.ok);
      return answer.body.data;
    };
    const seen: string[] = [];
    let answer = await call({ page: 1 });
    seen.push(...answer.list.map((row) => row.order_no));
    for (let number = 2; answer.next_cursor; number += 1) {
      answer = await call({ page: number, cursor: answer.next_cursor });
      seen.push(...answer.list.map((row) => row.order_no));
    }
    expect(seen).toEqual(expected);
    // And back from the end by prev_cursor.
    const back: string[] = [];
    answer = await call({ page: 1, cursor: answer.last_cursor });
    back.unshift(...answer.list.map((row) => row.order_no));
    while (answer.prev_cursor) {
      answer = await call({ page: 1, cursor: answer.prev_cursor });
      back.unshift(...answer.list.map((row) => row.order_no));
    }
    expect(back).toEqual(expected);
  });
});
