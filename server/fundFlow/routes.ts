import { Readable } from 'node:stream';
import { endpoints } from '../../openapi/endpoints';
import { listCoins, openMarketCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { csvFilename } from '../export/csv';
import { exportMerchant } from '../export/merchant';
import { csvHeader, csvLineInSql, fundFlowCsv } from './csv';
import { coinStats } from './stats';
import {
  countFundFlows,
  fundFlowCsvLines,
  fundFlowTotals,
  fundFlowView,
  lastFundFlowId,
  listFundFlows,
  type FundFlowFilter,
} from './repository';

/** Lines per query of an export: a batch is about 1.2 MB of text (two are held, one read ahead), and a million rows take 100 queries. */
const exportBatchSize = 10_000;

/** Without a period, the stats cover the current UTC day (the dashboard's "today"). */
function statsPeriod(start: string | undefined, end: string | undefined, now: Date) {
  if (start || end) return { start, end };
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start: day.toISOString(), end: new Date(day.getTime() + 86_400_000).toISOString() };
}

export function registerFundFlowRoutes(routes: Routes, context: AppContext) {
  const filterOf = (merchantId: number, body: { coin_name?: string; start_time?: string; end_time?: string; keyword?: string; transaction_type?: string }): FundFlowFilter => ({
    merchantId,
    coin: body.coin_name,
    start: body.start_time,
    end: body.end_time,
    keyword: body.keyword || undefined,
    transactionType: body.transaction_type,
  });

  routes.signedIn(endpoints.fundFlowQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listFundFlows(context.db, filterOf(signedIn.merchantId, body), { field: body.sort_field ?? 'time', order: body.sort_order }, body);
    return { list: rows.map(fundFlowView), ...paging };
  }, { keep: true });

  routes.signedIn(endpoints.fundFlowExport, async ({ body, signedIn, reply, now, language }) => {
    const filter = filterOf(signedIn.merchantId, body);
    // Read before the first byte: a failure here still answers the envelope.
    const upToId = (await lastFundFlowId(context.db, filter)) ?? 0;
    const rowCount = await countFundFlows(context.db, filter, upToId);
    const merchant = await exportMerchant(context.db, signedIn.merchantId);
    const { timeZone } = merchant;
    const line = csvLineInSql({ merchantId: signedIn.merchantId, merchantName: merchant.name, language, timeZone });
    const lines = fundFlowCsvLines(context.db, filter, { upToId, batchSize: exportBatchSize, line });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename('fund-flow', now)}"`)
      .header('cache-control', 'no-store')
      // Every row is written: the console shows how far a download has come against this count.
      .header('x-row-count', String(rowCount));
    // Readable.from pulls more lines only when the socket has taken the last ones.
    await reply.send(Readable.from(fundFlowCsv(csvHeader(language, timeZone), lines)));
    return '';
  });

  routes.signedIn(endpoints.fundFlowStats, async ({ body, signedIn, now }) => {
    const period = statsPeriod(body.start_time, body.end_time, now);
    const totals = await fundFlowTotals(context.db, filterOf(signedIn.merchantId, { ...body, start_time: period.start, end_time: period.end }));
    const coins = (await openMarketCoins(context.db, signedIn.merchantId)).filter((coin) => !body.coin_name || coin.code === body.coin_name);
    const coinCodes = [...coins.map((coin) => coin.code), ...totals.map((row) => row.coin).filter((code) => !coins.some((coin) => coin.code === code))];
    const decimalsOf = new Map((await listCoins(context.db)).map((coin) => [coin.code, coin.decimals]));

    const list = coinCodes.map((code) => coinStats(code, decimalsOf.get(code) ?? 0, totals.filter((row) => row.coin === code)));
    return { list, total: list.length };
  });
}
