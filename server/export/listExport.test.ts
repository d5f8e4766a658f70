/**
 * The export made from a list (here the user withdrawals): the rows the list selects and no other merchant's, every
 * one of them past the 10,000 a page number reaches, with the headers and value names the console sends, times in
 * the merchant's zone and formulas disarmed.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { listExportOf } from '../../openapi/listExport';
import { merchants } from '../db/schema';
import { csvTable, localTimeText } from '../testing/csv';
import { useTestServer, type TestMerchant } from '../testing/harness';

const server = useTestServer();
const exportPath = listExportOf(endpoints.withdrawalRecordQuery).path;
const generated = 10_050;
const timeZone = 'Asia/Ho_Chi_Minh';

type Row = ResponseOf<'withdrawalRecordQuery'>['list'][number];

/** The columns as a Vietnamese console sends them. */
const columns = [
  { field: 'order_id', header: 'Số đơn' },
  { field: 'nick', header: 'Biệt danh' },
  { field: 'amount', header: 'Số tiền' },
  { field: 'order_status', header: 'Trạng thái', values: { pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Đã từ chối' } },
  { field: 'create_time', header: 'Thời gian tạo' },
];
const statusNames: Record<string, string> = { pending: 'Chờ duyệt', approved: 'Đã duyệt', rejected: 'Đã từ chối' };

let merchant: TestMerchant;
let other: TestMerchant;
let token: string;
let otherToken: string;

async function insertWithdrawals(merchantId: number, prefix: string, rows: number, nick: string) {
  const start = server.clock.now();
  await server.db.execute(sql`
    insert into user_withdrawals (merchant_id, order_id, serial_number, payment_id, nick, coin_code, amount, handling_fee, settlement_amount, order_status, source, created_at, updated_at)
    select ${merchantId}::integer, ${prefix} || lpad(g::text, 6, '0'), 'S' || ${prefix} || lpad(g::text, 6, '0'), 'EXPORT-U1',
      case when g = 7 then ${nick} else 'Nick ' || g end, 'CNY', ((g % 997)::text || '.50')::numeric, '1.00', ((g % 997)::text || '.50')::numeric - 1,
      (array['pending', 'approved', 'rejected'])[g % 3 + 1], 'wallet',
      ${start.toISOString()}::timestamptz - g * interval '1 minute', ${start.toISOString()}::timestamptz - g * interval '1 minute'
    from generate_series(1, ${rows}) as g`);
}

beforeAll(async () => {
  merchant = await server.createMerchant();
  other = await server.createMerchant();
  await server.db.update(merchants).set({ timeZone }).where(eq(merchants.id, merchant.merchantId));
  await server.db.execute(sql`insert into wallet_users (uid, nickname, created_at) values ('EXPORT-U1', 'Exporter', now())`);
  await insertWithdrawals(merchant.merchantId, 'WA', generated, '=HYPERLINK("http://evil.example")');
  await insertWithdrawals(other.merchantId, 'WB', 3, 'Other');
  token = await server.signIn(merchant);
  otherToken = await server.signIn(other);
}, 120_000);

async function exportCsv(body: Record<string, unknown>, as = token) {
  const response = await server.app.inject({ method: 'POST', url: exportPath, headers: { authorization: as }, payload: { columns, ...body } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="withdrawal-record-\d{8}\.csv"$/);
  const rowCount = response.headers['x-row-count'];
  return { ...csvTable(response.body), rowCount: rowCount === undefined ? undefined : Number(rowCount) };
}

async function listed(filters: Record<string, unknown>, page = 1) {
  return (await server.call<{ list: Row[]; total: number }>(endpoints.withdrawalRecordQuery.path, { ...filters, page, page_size: 100 }, { token })).body.data;
}

/** A row of the list as the export writes it. */
function asCells(row: Row): string[] {
  const nick = row.nick.startsWith('=') ? `'${row.nick}` : row.nick;
  return [row.order_id, nick, row.amount, statusNames[row.order_status] ?? '', localTimeText(row.create_time, timeZone)];
}

describe('the export made from a list', () => {
  it('writes every row the list holds, past the 10,000 a page number reaches, in the list’s order', async () => {
    const csv = await exportCsv({});
    expect(csv.header).toEqual(['Số đơn', 'Biệt danh', 'Số tiền', 'Trạng thái', `Thời gian tạo (${timeZone})`]);
    expect(csv.rows).toHaveLength(generated);
    // The list counts up to 10,000: past that it gives no count to measure progress against.
    expect(csv.rowCount).toBeUndefined();
    expect(csv.rows.slice(0, 100)).toEqual((await listed({})).list.map(asCells));
    // Newest first: the order numbers count up as the times go back.
    expect(csv.rows.map((row) => row[0])).toEqual(Array.from({ length: generated }, (_, index) => `WA${String(index + 1).padStart(6, '0')}`));
  });

  it('writes the rows the filters and the sort select, and says how many', async () => {
    const filters = { status: 'approved', keyword: 'WA0001', sort_field: 'amount', sort_order: 'asc' };
    const query = await listed(filters);
    expect(query.total).toBeGreaterThan(0);
    const csv = await exportCsv(filters);
    expect(csv.rowCount).toBe(query.total);
    expect(csv.rows).toEqual(query.list.map(asCells));
    expect(new Set(csv.rows.map((row) => row[3]))).toEqual(new Set(['Đã duyệt']));
  });

  it('writes only the merchant’s own rows', async () => {
    const csv = await exportCsv({}, otherToken);
    expect(csv.rows.map((row) => row[0])).toEqual(['WB000001', 'WB000002', 'WB000003']);
    expect(csv.rowCount).toBe(3);
    // The other merchant's zone is UTC.
    expect(csv.header.at(-1)).toBe('Thời gian tạo (UTC)');
  });

  it('writes a time in the merchant’s zone and disarms text a spreadsheet would run, but not an amount', async () => {
    const csv = await exportCsv({ keyword: 'WA000007' });
    const [row] = (await listed({ keyword: 'WA000007' })).list;
    expect(csv.rows).toEqual([['WA000007', `'=HYPERLINK("http://evil.example")`, row?.amount, statusNames[row?.order_status ?? ''], localTimeText(row?.create_time ?? '', timeZone)]]);
    expect(csv.rows[0]?.[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a column that is not a field of the list’s rows, and a header too long', async () => {
    const refused = async (body: Record<string, unknown>) => (await server.call<{ field: string }>(exportPath, body, { token, language: 'en' })).body;
    const unknown = await refused({ columns: [{ field: 'password_hash', header: 'Password' }] });
    expect(unknown).toMatchObject({ code: 4000, data: { field: 'columns.0.field' } });
    const long = await refused({ columns: [{ field: 'nick', header: 'x'.repeat(101) }] });
    expect(long).toMatchObject({ code: 4000, data: { field: 'columns.0.header' }, detail: expect.stringContaining('100') });
    expect((await refused({ columns: [] })).code).toBe(4000);
  });
});
