import { Readable } from 'node:stream';
import { endpoints } from '../../openapi/endpoints';
import { listCoins, openMarketCoins } from '../coins/repository';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import type { Routes } from '../http/route';
import { fundFlowCsv } from './csv';
import { coinStats } from './stats';
import { fundFlowPages, fundFlowTotals, fundFlowView, lastFundFlowId, listFundFlows, type FundFlowFilter } from './repository';

/** Rows per query of an export: a page is small in memory and few round trips make 100 000 rows. */
const exportPageSize = 1000;

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
    const { rows, total } = await listFundFlows(
      context.db,
      filterOf(signedIn.merchantId, body),
      { field: body.sort_field ?? 'time', order: body.sort_order },
      pageOf(body),
    );
    return { list: rows.map(fundFlowView), total };
  });

  routes.signedIn(endpoints.fundFlowExport, async ({ body, signedIn, reply, now }) => {
    const filter = filterOf(signedIn.merchantId, body);
    // Read before the first byte: a failure here still answers the envelope.
    const upToId = (await lastFundFlowId(context.db, filter)) ?? 0;
    const pages = fundFlowPages(context.db, filter, { upToId, limit: context.config.fundFlowExportLimit, pageSize: exportPageSize });
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="fund-flow-${day}.csv"`)
      .header('cache-control', 'no-store');
    // Readable.from pulls the next page only when the socket has taken the previous one.
    await reply.send(Readable.from(fundFlowCsv(pages)));
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
