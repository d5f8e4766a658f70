/**
 * The export with many thousand rows: the CSV has exactly the rows of the query (up to the export's
 * limit), in the same order, with the same figures; it is written page by page.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { accounts, merchants } from '../db/schema';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { fundFlowCsvColumns } from './csv';
import { fundFlowPages } from './repository';

const exportLimit = 10_000;
const server = useTestServer({ fundFlowExportLimit: exportLimit });
const generated = 12_000;

type Flow = ResponseOf<'fundFlowQuery'>['list'][number];

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') (field += '"'), (index += 1);
      else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') row.push(field), (field = '');
    else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field), rows.push(row), (row = []), (field = ''), (index += 1);
    } else field += character;
  }
  if (field !== '' || row.length > 0) row.push(field), rows.push(row);
  return rows;
}

let merchant: TestMerchant;
let token: string;

beforeAll(async () => {
  merchant = await server.createMerchant();
  // A name that needs quoting in CSV.
  await server.db.update(merchants).set({ name: 'Zed "Best", Ltd' }).where(eq(merchants.id, merchant.merchantId));
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
});

async function exportCsv(filters: Record<string, unknown>) {
  const response = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: token }, payload: filters });
  expect(response.statusCode).toBe(200);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  expect(header).toEqual([...fundFlowCsvColumns]);
  return rows;
}

/** Every row the query answers for the filters, page by page (at most `upTo`). */
async function queryAll(filters: Record<string, unknown>, upTo: number): Promise<{ rows: Flow[]; total: number }> {
  const rows: Flow[] = [];
  let total = 0;
  for (let page = 1; rows.length < upTo; page += 1) {
    const answer = await server.call<{ list: Flow[]; total: number }>(endpoints.fundFlowQuery.path, { ...filters, page, page_size: 100 }, { token });
    total = answer.body.data.total;
    rows.push(...answer.body.data.list);
    if (answer.body.data.list.length < 100) break;
  }
  return { rows: rows.slice(0, upTo), total };
}

const asCells = (row: Flow) => fundFlowCsvColumns.map((column) => row[column]);

describe('asset_flow/export with many thousand rows', () => {
  it('writes the newest rows up to its limit, identical to the query, in the same order', async () => {
    const csv = await exportCsv({});
    const query = await queryAll({}, exportLimit);
    expect(query.total).toBe(generated + 2);
    expect(csv).toHaveLength(exportLimit);
    expect(csv).toEqual(query.rows.map(asCells));
    expect(csv[0]?.[2]).toBe('Zed "Best", Ltd');
  }, 120_000);

  it('writes every row matching a filter', async () => {
    const filters = {
      coin_name: 'USDT',
      transaction_type: 'recharge',
      start_time: new Date(Date.parse('2025-06-02T08:00:00.000Z') + 900_000).toISOString(),
      end_time: new Date(Date.parse('2025-06-02T08:00:00.000Z') + 4_900_000).toISOString(),
    };
    const csv = await exportCsv(filters);
    const query = await queryAll(filters, exportLimit);
    expect(query.total).toBeGreaterThan(1000);
    expect(csv).toHaveLength(query.total);
    expect(csv).toEqual(query.rows.map(asCells));
    const prefix = await exportCsv({ keyword: 'EX0000' });
    expect(prefix.map((row) => row[0])).toEqual(Array.from({ length: 9999 }, (_, index) => `EX${String(9999 - index).padStart(8, '0')}`));
  }, 120_000);

  it('reads one page at a time, so memory holds a page however many rows match', async () => {
    const sizes: number[] = [];
    for await (const page of fundFlowPages(server.db, { merchantId: merchant.merchantId }, { upToId: Number.MAX_SAFE_INTEGER, limit: 100_000, pageSize: 1000 })) {
      sizes.push(page.length);
    }
    expect(sizes).toEqual([...Array(12).fill(1000), 2]);
  });

  it('guards spreadsheet users: a name that starts like a formula is written as text', async () => {
    await server.db.update(merchants).set({ name: '=HYPERLINK("http://evil.example")' }).where(eq(merchants.id, merchant.merchantId));
    const csv = await exportCsv({ keyword: 'EX00000001' });
    expect(csv).toEqual([[expect.any(String), String(merchant.merchantId), `'=HYPERLINK("http://evil.example")`, ...Array(9).fill(expect.any(String))]]);
  });
});
