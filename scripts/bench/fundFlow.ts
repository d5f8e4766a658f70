/**
 * Measures 2–4 on the fund flow of one merchant with `rows` rows: the list's page 1 under 10 clients against a
 * bare Fastify route answering the same bytes; deep pages against page 1; the CSV export against `psql \copy`.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { listTotalCap } from '../../openapi/common';
import type { Baselines, DbContext } from './context';
import { dbLabel, exportQuery, newMerchant, newSite, openSite, seedFundFlows, startKassa } from './kassa';
import {
  benchDir,
  count,
  freePort,
  libpqEnv,
  load,
  mb,
  median,
  ms,
  nowMs,
  rate,
  request,
  runCommand,
  sampleRss,
  startProcess,
  treeRss,
  waitUntilAnswering,
  type LoadResult,
} from './lib';

export const listPath = '/v1/merchant/asset_flow/query';
export const exportPath = '/v1/merchant/asset_flow/export';
const okPrefix = Buffer.from('{"code":200');

/**
 * A filter that keeps every row (an end far in the future) and differs at every call, so the server cannot answer
 * from the answers it keeps between changes (server/http/keptAnswers.ts): each such call reads the database.
 */
let distinctCalls = 0;
export function distinctEnd(): string {
  distinctCalls += 1;
  return new Date(Date.UTC(9000, 0, 1) + distinctCalls * 1000).toISOString();
}

export function listCall(base: string, token: string, page: number, pageSize: number, distinct = false) {
  const fixed = JSON.stringify({ page, page_size: pageSize });
  return async (): Promise<string | null> => {
    const body = distinct ? JSON.stringify({ page, page_size: pageSize, end_time: distinctEnd() }) : fixed;
    const answer = await request('POST', base + listPath, body, { authorization: token });
    if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`;
    // The envelope's first key: cheaper than parsing 18 KB per call, and the same check for both servers.
    if (answer.body.subarray(0, okPrefix.length).compare(okPrefix) !== 0) return answer.body.toString('utf8').slice(0, 200);
    return null;
  };
}

const loadFigures = (result: LoadResult) => `${rate(result.perSecond)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`;

export async function measureList(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site } = ctx;
  const db = dbLabel(site.kind);
  console.log(`list page 1 (${options.pageSize} of ${count(options.rows)} rows), ${options.listClients} clients, ${options.seconds} s…`);
  const first = await request('POST', kassa.url + listPath, JSON.stringify({ page: 1, page_size: options.pageSize }), { authorization: ctx.listToken });
  const page = JSON.parse(first.body.toString('utf8')) as { code: number; data: { list: unknown[]; total?: number } };
  if (page.code !== 200 || page.data.list.length !== Math.min(options.pageSize, options.rows)) throw new Error(`list page 1 answered ${first.body.toString('utf8').slice(0, 300)}`);
  console.log(`  page 1: ${count(first.body.length)} bytes, ${page.data.list.length} rows, total ${page.data.total ?? '(none)'}`);

  // Each call a filter of its own (an end_time far in the future, another at every call): no kept answer serves it,
  // so each reads its page from the database, as the first reader after a change or another filter does.
  const call = listCall(kassa.url, ctx.listToken, 1, options.pageSize, true);
  const project = await load({ clients: options.listClients, seconds: options.seconds, warmupSeconds: options.warmupSeconds, call });
  if (project.failed > 0) console.log(`  ${project.failed} calls failed; first: ${project.firstFailure}`);
  if (project.done === 0) throw new Error(`no list call succeeded; first failure: ${project.firstFailure}`);

  // The baseline: the same bytes and content type from a bare Fastify route, in its own process.
  const bodyFile = join(site.runDir, 'list-page-1.json');
  writeFileSync(bodyFile, first.body);
  const port = await freePort();
  const bare = startProcess('bare-fastify', process.execPath, [join(benchDir, 'bare.mjs')], {
    cwd: site.runDir,
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, CONTENT_TYPE: String(first.headers['content-type'] ?? 'application/json') },
    logDir: site.runDir,
  });
  let baseline: LoadResult;
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(bare, `${bareUrl}/healthy`);
    baseline = await load({ clients: options.listClients, seconds: options.seconds, warmupSeconds: options.warmupSeconds, call: listCall(bareUrl, ctx.listToken, 1, options.pageSize) });
  } finally {
    await bare.stop();
  }
  // The page as the server keeps it between changes of the merchant's ledger, for information: the same body at every call.
  const kept = await load({ clients: options.listClients, seconds: options.seconds, warmupSeconds: options.warmupSeconds, call: listCall(kassa.url, ctx.listToken, 1, options.pageSize) });
  const ratio = project.perSecond / baseline.perSecond;
  report.add({
    measure: `fund-flow list page 1, ${options.listClients} clients (${count(options.rows)} rows), a filter differing at every call: read from the database`,
    db,
    project: loadFigures(project) + (project.failed ? `, ${project.failed} failed` : ''),
    baseline: `bare Fastify, same ${count(first.body.length)} bytes: ${loadFigures(baseline)}`,
    ratio,
    target: '≥ 0.2',
    ok: ratio >= 0.2 && project.failed === 0,
  });
  report.add({
    measure: 'fund-flow list page 1 from the database, p99',
    db,
    project: ms(project.p99),
    baseline: `bare Fastify p99 ${ms(baseline.p99)}`,
    ratio: project.p99 / baseline.p99,
    target: '< 20 ms',
    ok: project.p99 < 20,
  });
  report.add({
    measure: `fund-flow list page 1, ${options.listClients} clients, the same call repeated (the answer kept until the ledger changes)`,
    db,
    project: loadFigures(kept) + (kept.failed ? `, ${kept.failed} failed` : ''),
    baseline: `bare Fastify: ${rate(baseline.perSecond)} req/s`,
    ratio: kept.perSecond / baseline.perSecond,
    target: '(information)',
    ok: null,
  });
}

interface ListAnswer {
  code: number;
  data?: { list: unknown[]; next_cursor?: string | null; prev_cursor?: string | null; last_cursor?: string };
}

async function listPage(ctx: DbContext, body: Record<string, unknown>): Promise<ListAnswer> {
  const answer = await request('POST', ctx.kassa.url + listPath, JSON.stringify({ page_size: ctx.options.pageSize, ...body }), { authorization: ctx.listToken });
  const parsed = JSON.parse(answer.body.toString('utf8')) as ListAnswer;
  if (parsed.code !== 200 || !parsed.data) throw new Error(`list ${JSON.stringify(body)} answered ${answer.body.toString('utf8').slice(0, 300)}`);
  return parsed;
}

/** p50 of sequential calls of one request for `seconds` (at least 3 calls). */
async function pageLatency(ctx: DbContext, body: Record<string, unknown>): Promise<{ p50: number; calls: number; rows: number }> {
  const { options } = ctx;
  const latencies: number[] = [];
  let rows = 0;
  // One call unmeasured first (plans and pages in cache, as for page 1 after its load measure).
  const until = nowMs() + options.deepSeconds * 1000;
  for (let call = 0; call < 4 || nowMs() < until; call += 1) {
    const before = nowMs();
    // With a cursor, `page` only labels the page: a new label at every call keeps the server from answering
    // with an answer it kept, so each call reads the page from the database (the count, the same at every call,
    // is remembered by the server past its cap, as when an operator pages through).
    const answer = await listPage(ctx, { ...body, page: 1_000_000 + call + Math.floor(Math.random() * 1e9) });
    const after = nowMs();
    rows = answer.data?.list.length ?? 0;
    if (call > 0) latencies.push(after - before);
  }
  return { p50: median(latencies), calls: latencies.length, rows };
}

/**
 * The `next_cursor` after the first `rows` rows. A page by number must start within the first 10,000 rows
 * (listTotalCap), so deeper the walk goes on by cursor, the largest page a call.
 */
async function cursorAfterRows(ctx: DbContext, rows: number): Promise<string | null | undefined> {
  const hop = 100;
  const byNumber = Math.min(Math.floor(rows / hop), listTotalCap / hop);
  if (byNumber === 0) return undefined;
  let answer = await listPage(ctx, { page_size: hop, page: byNumber });
  let reached = byNumber * hop;
  while (answer.data?.next_cursor && reached < rows) {
    const size = Math.min(hop, rows - reached);
    answer = await listPage(ctx, { page_size: size, page: 2, cursor: answer.data.next_cursor });
    reached += size;
  }
  return answer.data?.next_cursor;
}

/**
 * Deep pages as the console reaches them: the next page is read with the `next_cursor` of the page on screen,
 * and the last page with `last_cursor`. The cursor after the page before the deep one is found once (unmeasured,
 * `cursorAfterRows`); the measured call is the console's "next" from there.
 */
export async function measureDeepPages(ctx: DbContext): Promise<void> {
  const { options, report, site } = ctx;
  const db = dbLabel(site.kind);
  const lastPage = Math.max(1, Math.ceil(options.rows / options.pageSize));
  // Page 10,000 needs 500,000 rows at 50 a page; with fewer (--quick) the middle page stands in for it.
  const deepPage = lastPage >= 10_000 ? 10_000 : Math.max(2, Math.floor(lastPage / 2));
  console.log(`deep pages: page 1, page ${count(deepPage)} by cursor, last page by cursor (1 client, ${options.deepSeconds} s each)…`);
  const nextCursor = await cursorAfterRows(ctx, (deepPage - 1) * options.pageSize);
  const secondPage = await listPage(ctx, { page: 2 });
  const lastCursor = secondPage.data?.last_cursor;
  const firstCursor = secondPage.data?.prev_cursor;
  if (!nextCursor || !lastCursor || !firstCursor) throw new Error(`the list answered no cursor (next ${String(nextCursor)}, last ${String(lastCursor)}, previous ${String(firstCursor)})`);
  // Page 1 as the console reaches it by cursor too: "previous" from page 2.
  const first = await pageLatency(ctx, { cursor: firstCursor });
  for (const [label, body] of [
    [`${deepPage === 10_000 ? 'page 10,000' : `page ${count(deepPage)} (stands in for 10,000: only ${count(lastPage)} pages)`}, next from page ${count(deepPage - 1)} by cursor`, { cursor: nextCursor }],
    [`last page (${count(lastPage)}) by last_cursor`, { cursor: lastCursor }],
  ] as const) {
    const deep = await pageLatency(ctx, body);
    if (deep.rows === 0) throw new Error(`${label} answered no rows`);
    const ratio = deep.p50 / first.p50;
    report.add({
      measure: `fund-flow list ${label}`,
      db,
      project: `p50 ${ms(deep.p50)} (${deep.calls} calls)`,
      baseline: `page 1 (previous from page 2 by cursor) p50 ${ms(first.p50)} (${first.calls} calls)`,
      ratio,
      target: '≤ 1.5×',
      ok: ratio <= 1.5,
    });
  }
}

interface Download {
  status: number;
  bytes: number;
  lines: number;
  firstByteMs: number;
  totalMs: number;
  firstLine: string;
}

/** POSTs and reads the answer as a stream, counting bytes and lines, holding none of it. */
function download(url: string, token: string, body: string): Promise<Download> {
  return new Promise((done, fail) => {
    const started = nowMs();
    let firstByteMs = Number.NaN;
    let bytes = 0;
    let lines = 0;
    let firstLine = '';
    const call = http.request(url, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = nowMs() - started;
        if (firstLine.length < 400) firstLine += chunk.subarray(0, 400).toString('utf8');
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, bytes, lines, firstByteMs, totalMs: nowMs() - started, firstLine: firstLine.split('\n')[0] ?? '' }));
      response.on('error', fail);
    });
    call.setTimeout(30 * 60_000, () => call.destroy(new Error('export: no answer within 30 minutes')));
    call.on('error', fail);
    call.end(body);
  });
}

/** `psql \copy (the export's query) TO /dev/null` on a database holding the rows. */
async function psqlCopy(databaseUrl: string, merchantId: number): Promise<{ rows: number; ms: number; perSecond: number }> {
  const query = exportQuery(merchantId).replace(/\s+/g, ' ');
  const { stdout, ms: elapsed } = await runCommand('psql', ['-X', '-v', 'ON_ERROR_STOP=1', '-c', `\\copy (${query}) TO '/dev/null' WITH (FORMAT csv, HEADER)`], { env: libpqEnv(databaseUrl) });
  const rows = Number(/COPY (\d+)/.exec(stdout)?.[1] ?? Number.NaN);
  return { rows, ms: elapsed, perSecond: rows / (elapsed / 1000) };
}

/** The copy baseline on a scratch PostgreSQL database seeded alike, when this run has no PostgreSQL site. */
async function copyBaselineOnScratch(rows: number): Promise<NonNullable<Baselines['copy']>> {
  console.log(`  (baseline: seeding ${count(rows)} rows on a scratch PostgreSQL database for psql \\copy)`);
  const site = await newSite('postgres');
  try {
    const first = await startKassa(site, 'kassa-postgres-copy-baseline');
    await first.process.stop();
    const connection = await openSite(site);
    let merchantId: number;
    try {
      const merchant = await newMerchant(connection.db, site, 'copy');
      await seedFundFlows(connection.db, merchant, rows);
      merchantId = merchant.id;
    } finally {
      await connection.close();
    }
    return await psqlCopy(site.databaseUrl!, merchantId);
  } finally {
    await site.drop();
  }
}

export async function measureExport(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site, baselines } = ctx;
  const db = dbLabel(site.kind);
  console.log(`CSV export of ${count(options.rows)} rows…`);
  const rssBefore = treeRss(kassa.process.pid);
  const sampler = sampleRss(kassa.process.pid);
  let rssPeak = rssBefore;
  const result = await download(kassa.url + exportPath, ctx.listToken, '{}').finally(() => {
    rssPeak = sampler.stop();
  });
  if (result.status !== 200) throw new Error(`export answered HTTP ${result.status}: ${result.firstLine}`);
  const rows = Math.max(0, result.lines - 1);
  const perSecond = rows / (result.totalMs / 1000);
  console.log(`  ${count(rows)} rows, ${mb(result.bytes)} in ${ms(result.totalMs)}; header: ${result.firstLine.replace(/^\uFEFF/, '').trim()}`);

  if (site.kind === 'postgres' && site.databaseUrl) baselines.copy ??= await psqlCopy(site.databaseUrl, ctx.listMerchantId);
  else baselines.copy ??= await copyBaselineOnScratch(options.rows);
  const copy = baselines.copy;
  const copyLabel = `psql \\copy of all ${count(copy.rows)} rows${site.kind === 'postgres' ? '' : ' (PostgreSQL)'}: ${rate(copy.perSecond)} rows/s in ${ms(copy.ms)}`;
  const ratio = perSecond / copy.perSecond;
  // PGlite has no psql: its rate is set beside PostgreSQL's \copy for comparison, not judged.
  const compared = site.kind !== 'postgres';
  report.add({
    measure: `CSV export rows/s (${count(options.rows)} rows)`,
    db,
    project: `${rate(perSecond)} rows/s (${count(rows)} rows in ${ms(result.totalMs)})`,
    baseline: copyLabel,
    ratio,
    target: compared ? '(compare; PostgreSQL ≥ 0.6)' : '≥ 0.6',
    ok: compared ? null : ratio >= 0.6,
  });
  report.add({
    measure: 'CSV export: rows returned',
    db,
    project: `${count(rows)} of ${count(options.rows)}`,
    baseline: `psql \\copy: ${count(copy.rows)}`,
    ratio: null,
    target: 'all rows',
    ok: rows === options.rows,
    note: rows < options.rows ? `the server wrote ${count(rows)} of ${count(options.rows)} rows: the export has no cap, so rows are missing` : '',
  });
  report.add({ measure: 'CSV export: time to first byte', db, project: ms(result.firstByteMs), baseline: '—', ratio: null, target: '< 1 s', ok: result.firstByteMs < 1000 });
  const growth = Math.max(0, rssPeak - rssBefore);
  report.add({
    measure: 'CSV export: server RSS growth',
    db,
    project: mb(growth),
    baseline: `RSS before ${mb(rssBefore)}, peak ${mb(rssPeak)}`,
    ratio: null,
    target: '< 100 MB',
    ok: growth < 100e6,
  });
}
