/**
 * The export with more than 100 000 rows: every row is written (no cap), in the order of the query, with the same
 * figures; the header and the types are in the request's language and the times in the merchant's time zone.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { TransactionType } from '../../openapi/entities';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { accounts, merchants } from '../db/schema';
import { translate } from '../http/language';
import { csvTable, localTimeText } from '../testing/csv';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { csvLineInSql, fundFlowCsvColumns } from './csv';
import { fundFlowCsvBatches } from './repository';

const server = useTestServer();
const generated = 100_500;
const timeZone = 'Asia/Ho_Chi_Minh';

type Flow = ResponseOf<'fundFlowQuery'>['list'][number];

let merchant: TestMerchant;
let token: string;

beforeAll(async () => {
  merchant = await server.createMerchant();
  // A name that needs quoting in CSV, and a zone seven hours from UTC.
  await server.db.update(merchants).set({ name: 'Zed "Best", Ltd', timeZone }).where(eq(merchants.id, merchant.merchantId));
  const start = server.clock.now();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1.00', start);
  await creditMerchant(server.db, merchant.merchantId, 'USDT', '1', start);
  const accountOf = async (coin: string) =>
    (await server.db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.ownerId} = ${String(merchant.merchantId)} and ${accounts.coinCode} = ${coin}`))[0]?.id;
  const cny = await accountOf('CNY');
  const usdt = await accountOf('USDT');
  // Many rows at once; two rows share each second, so the order needs the id as a tie-break.
  await server.db.execute(sql`
    insert into fund_flows (account_id, merchant_id, coin_code, serial_number, transaction_type, transaction_number, charge,
      available_before, available_after, frozen_before, frozen_after, reward_before, reward_after, to_be_confirmed_before, to_be_confirmed_after, created_at)
    select case when g % 3 = 0 then ${usdt}::integer else ${cny}::integer end, ${merchant.merchantId}::integer,
      case when g % 3 = 0 then 'USDT' else 'CNY' end,
      'EX' || lpad(g::text, 8, '0'),
      (array['recharge', 'withdrawal', 'transfer_in'])[g % 3 + 1],
      (case when g % 2 = 0 then '-' else '' end || (g % 997)::text || '.25')::numeric, '0.10',
      '1000.00', '1001.25', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00',
      ${start.toISOString()}::timestamptz + ((g + 1) / 2) * interval '1 second'
    from generate_series(1, ${generated}) as g`);
  server.clock.advance(generated * 1000);
  token = await server.signIn(merchant);
}, 120_000);

async function exportCsv(filters: Record<string, unknown>, language?: ApiLanguage) {
  const response = await server.app.inject({
    method: 'POST',
    url: endpoints.fundFlowExport.path,
    headers: { authorization: token, ...(language ? { language } : {}) },
    payload: filters,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { ...csvTable(response.body), rowCount: Number(response.headers['x-row-count']) };
}

async function queryPage(filters: Record<string, unknown>, page: number, pageSize = 100) {
  return (await server.call<{ list: Flow[]; total: number }>(endpoints.fundFlowQuery.path, { ...filters, page, page_size: pageSize }, { token })).body.data;
}

/** A row of the list as the export writes it for an operator of `language`. */
function asCells(row: Flow, language: ApiLanguage): string[] {
  return fundFlowCsvColumns.map((column) => {
    if (column === 'time') return localTimeText(row.time, timeZone);
    if (column === 'transaction_type') return translate(language, `kassa.fundFlow.transactionType.${row.transaction_type}`);
    return row[column];
  });
}

describe('asset_flow/export with more than 100 000 rows', () => {
  it('writes every row, newest first, as the list shows them, and says how many', async () => {
    const csv = await exportCsv({});
    expect(csv.rows).toHaveLength(generated + 2);
    expect(csv.rowCount).toBe(generated + 2);
    const newest = await queryPage({}, 1);
    expect(csv.rows.slice(0, 100)).toEqual(newest.list.map((row) => asCells(row, 'en')));
    const oldest = await queryPage({ sort_field: 'time', sort_order: 'asc' }, 1);
    expect(csv.rows.slice(-100).reverse()).toEqual(oldest.list.map((row) => asCells(row, 'en')));
    expect(csv.rows[0]?.[2]).toBe('Zed "Best", Ltd');
    // Newest first throughout: serial numbers of the generated rows count down.
    const serials = csv.rows.slice(0, generated).map((row) => Number(row[0]?.slice(2)));
    expect(serials.every((serial, index) => index === 0 || serial < (serials[index - 1] as number))).toBe(true);
  }, 120_000);

  it('writes every row matching a filter', async () => {
    const filters = {
      coin_name: 'USDT',
      transaction_type: 'recharge',
      start_time: new Date(Date.parse('2025-06-02T08:00:00.000Z') + 900_000).toISOString(),
      end_time: new Date(Date.parse('2025-06-02T08:00:00.000Z') + 4_900_000).toISOString(),
    };
    const csv = await exportCsv(filters);
    const query = await queryPage(filters, 1);
    expect(query.total).toBeGreaterThan(1000);
    expect(csv.rows).toHaveLength(query.total);
    expect(csv.rows.slice(0, 100)).toEqual(query.list.map((row) => asCells(row, 'en')));
    const prefix = await exportCsv({ keyword: 'EX0000' });
    expect(prefix.rows.map((row) => row[0])).toEqual(Array.from({ length: 9999 }, (_, index) => `EX${String(9999 - index).padStart(8, '0')}`));
  }, 120_000);

  it('speaks the request language: Vietnamese column names and types, times in the merchant’s zone', async () => {
    const csv = await exportCsv({ keyword: 'EX0000000' }, 'vi');
    expect(csv.header).toEqual(fundFlowCsvColumns.map((column) => (column === 'time' ? `Thời gian (${timeZone})` : translate('vi', `kassa.fundFlow.columns.${column}`))));
    expect(csv.header.slice(0, 2)).toEqual(['Số sê-ri', 'ID thương nhân']);
    const query = await queryPage({ keyword: 'EX0000000' }, 1);
    expect(csv.rows).toEqual(query.list.map((row) => asCells(row, 'vi')));
    const types = new Set(csv.rows.map((row) => row[10]));
    expect(types).toEqual(new Set(['Người dùng nạp tiền', 'Người dùng rút tiền', 'Chuyển đến']));
    // 2025-06-02 08:00:01 UTC is 15:00:01 in Ho Chi Minh City.
    expect(csv.rows.at(-1)?.[11]).toBe(localTimeText(query.list.at(-1)?.time ?? '', timeZone));
    expect(csv.rows.at(-1)?.[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Every type the contract has is translated.
    for (const type of TransactionType.options) expect(translate('vi', `kassa.fundFlow.transactionType.${type}`)).not.toContain('kassa.');
  });

  it('reads the lines a batch at a time (the next one read ahead), so memory holds two batches however many rows match', async () => {
    const sizes: number[] = [];
    const line = csvLineInSql({ merchantId: merchant.merchantId, merchantName: 'x', language: 'en', timeZone: 'UTC' });
    for await (const batch of fundFlowCsvBatches(server.db, { merchantId: merchant.merchantId, coin: 'USDT' }, { upToId: Number.MAX_SAFE_INTEGER, batchSize: 5000, line })) {
      sizes.push(batch.split('\r\n').length - 1);
    }
    expect(sizes).toEqual([...Array(6).fill(5000), 3501]);
  }, 60_000);

  it('guards spreadsheet users: a name that starts like a formula is written as text', async () => {
    await server.db.update(merchants).set({ name: '=HYPERLINK("http://evil.example")' }).where(eq(merchants.id, merchant.merchantId));
    const csv = await exportCsv({ keyword: 'EX00000001' });
    expect(csv.rows).toEqual([[expect.any(String), String(merchant.merchantId), `'=HYPERLINK("http://evil.example")`, ...Array(9).fill(expect.any(String))]]);
  });

  it('guards and quotes an order number the way it guards a name, and passes a plain one through', async () => {
    const other = await server.createMerchant();
    const orderNumbers = ['=1+2', '@SUM(A1),"x"', 'ORD,7', 'line\nbreak', '-5', 'ORD-42'];
    for (const [index, orderNumber] of orderNumbers.entries()) {
      server.clock.advance(1000);
      await creditMerchant(server.db, other.merchantId, 'CNY', '1.00', server.clock.now());
      await server.db.execute(sql`update fund_flows set serial_number = ${orderNumber}
        where id = (select max(id) from fund_flows where merchant_id = ${other.merchantId}) and ${index} >= 0`);
    }
    const response = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: await server.signIn(other) }, payload: {} });
    // Newest first; a spreadsheet reads each field back as the text written, with a formula's start made text.
    expect(csvTable(response.body).rows.map((row) => row[0])).toEqual(["ORD-42", "'-5", 'line\nbreak', 'ORD,7', `'@SUM(A1),"x"`, "'=1+2"]);
  });

  it('matches a keyword with quotes, backslashes and wildcards as written (the values a COPY carries in its text)', async () => {
    const other = await server.createMerchant();
    const orderNumbers = ["Q'1\\x", "Q'1", "Q'1\\%", "Q'1_y"];
    for (const [index, orderNumber] of orderNumbers.entries()) {
      server.clock.advance(1000);
      await creditMerchant(server.db, other.merchantId, 'CNY', '1.00', server.clock.now());
      await server.db.execute(sql`update fund_flows set serial_number = ${orderNumber}
        where id = (select max(id) from fund_flows where merchant_id = ${other.merchantId}) and ${index} >= 0`);
    }
    const otherToken = await server.signIn(other);
    const exportOf = async (keyword: string) => {
      const response = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: otherToken }, payload: { keyword } });
      expect(response.statusCode).toBe(200);
      return csvTable(response.body).rows.map((row) => row[0]);
    };
    expect(await exportOf("Q'1\\")).toEqual(["Q'1\\%", "Q'1\\x"]);
    expect(await exportOf("Q'1\\%")).toEqual(["Q'1\\%"]);
    expect(await exportOf("Q'1_")).toEqual(["Q'1_y"]);
    expect(await exportOf("Q' or '1'='1")).toEqual([]);
  });
});
