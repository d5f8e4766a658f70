/**
 * The dashboard's figures (`dashboard/stats`), in the merchant's time zone (merchantDay.ts). Every figure is an SQL
 * aggregate: one GROUPING SETS query over the merchant's fund flow (per coin, type and local day, and per coin and
 * type over the period), one over its recharge orders (orders and paid orders per coin and day), and one for the
 * pending reviews, each on the (merchant_id, created_at) indexes or the pending partial indexes. No row is read
 * into JavaScript: only the aggregate rows, a few per coin and day.
 *
 * The money figures are those of `asset_flow/stats` (server/fundFlow/stats.ts, docs/decisions/ledger.md),
 * so the dashboard and the stats call never disagree.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ResponseOf } from '../../openapi/endpoints';
import { findMerchant } from '../account/repository';
import { listCoins, openMarketCoins } from '../coins/repository';
import type { Executor } from '../db/client';
import { fiatWithdrawals, fundFlows, merchants, rechargeOrders, usdtRecharges, usdtWithdrawals, userWithdrawals } from '../db/schema';
import { unauthorized } from '../http/errors';
import { decimal } from '../ledger/money';
import { coinStats } from '../fundFlow/stats';
import { addDays, datesEndingOn, isTimeZone, localDate } from './merchantDay';

type Figures = ResponseOf<'dashboardStats'>['markets'][number]['today'];

/**
 * What the merchant's receiving QR code holds: the wallet's public link to pay this merchant, which the wallet web app
 * answers and a native app may claim (the wallet resolves the older kassa://pay?merchant_id=… too).
 */
export const receivingCodeOf = (publicUrl: string, merchantId: number) => `${publicUrl.replace(/\/+$/, '')}/wallet/pay?merchant=${merchantId}`;

interface FlowTotal {
  coin: string;
  /** null on the period rows of the grouping sets. */
  day: string | null;
  type: string;
  count: number;
  transactionNumber: string;
  charge: string;
  totalChange: string;
}

interface OrderTotal {
  coin: string;
  day: string | null;
  orders: number;
  paid: number;
}

/**
 * The time zone as an SQL literal. GROUP BY and the select list must hold the very same expression, which two
 * bind parameters are not, so the name is written in; it is an IANA name checked by isTimeZone (letters, digits,
 * _ + - /), which cannot close the quotes.
 */
function zoneLiteral(timeZone: string) {
  if (!isTimeZone(timeZone)) throw new Error(`not a time zone: ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/** The instant local midnight of `date` starts in `timeZone`, computed by the database that groups by it. */
const midnightOf = (date: string, timeZone: string) => sql`((${date})::date::timestamp at time zone ${zoneLiteral(timeZone)})`;

async function flowTotals(db: Executor, merchantId: number, timeZone: string, start: string, end: string): Promise<FlowTotal[]> {
  const day = sql<string>`to_char(${fundFlows.createdAt} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      coin: fundFlows.coinCode,
      day: sql<string | null>`case when grouping(${day}) = 0 then ${day} end`,
      type: fundFlows.transactionType,
      count: sql<number>`count(*)::int`,
      transactionNumber: sql<string>`sum(${fundFlows.transactionNumber})`,
      charge: sql<string>`sum(${fundFlows.charge})`,
      totalChange: sql<string>`sum(${fundFlows.availableAfter} + ${fundFlows.frozenAfter} - ${fundFlows.availableBefore} - ${fundFlows.frozenBefore})`,
    })
    .from(fundFlows)
    .where(and(eq(fundFlows.merchantId, merchantId), gte(fundFlows.createdAt, midnightOf(start, timeZone)), lt(fundFlows.createdAt, midnightOf(end, timeZone))))
    .groupBy(sql`grouping sets ((${fundFlows.coinCode}, ${fundFlows.transactionType}, ${day}), (${fundFlows.coinCode}, ${fundFlows.transactionType}))`);
  return rows;
}

async function orderTotals(db: Executor, merchantId: number, timeZone: string, start: string, end: string): Promise<OrderTotal[]> {
  const day = sql<string>`to_char(${rechargeOrders.createdAt} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;
  return db
    .select({
      coin: rechargeOrders.coinCode,
      day: sql<string | null>`case when grouping(${day}) = 0 then ${day} end`,
      orders: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${rechargeOrders.orderStatus} = 'coin_transferred'))::int`,
    })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.merchantId, merchantId),
        gte(rechargeOrders.createdAt, midnightOf(start, timeZone)),
        lt(rechargeOrders.createdAt, midnightOf(end, timeZone)),
      ),
    )
    .groupBy(sql`grouping sets ((${rechargeOrders.coinCode}, ${day}), (${rechargeOrders.coinCode}))`);
}

/** The pending reviews of each list, and the instant the period starts, in one round trip. */
async function pendingAndStart(db: Executor, merchantId: number, timeZone: string, start: string) {
  // Each count reads its table's partial index of pending rows.
  const [row] = await db
    .select({
      periodStart: sql<string>`to_char(${midnightOf(start, timeZone)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      userWithdrawals: sql<number>`(select count(*)::int from ${userWithdrawals} where ${userWithdrawals.merchantId} = ${merchantId} and ${userWithdrawals.orderStatus} = 'pending')`,
      usdtRecharges: sql<number>`(select count(*)::int from ${usdtRecharges} where ${usdtRecharges.merchantId} = ${merchantId} and ${usdtRecharges.status} = 'pending')`,
      usdtWithdrawals: sql<number>`(select count(*)::int from ${usdtWithdrawals} where ${usdtWithdrawals.merchantId} = ${merchantId} and ${usdtWithdrawals.status} = 'pending')`,
      fiatWithdrawals: sql<number>`(select count(*)::int from ${fiatWithdrawals} where ${fiatWithdrawals.merchantId} = ${merchantId} and ${fiatWithdrawals.status} = 'pending')`,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!row) throw unauthorized();
  return row;
}

function figuresOf(coin: string, decimals: number, flows: FlowTotal[], orders: OrderTotal | undefined): Figures {
  const money = coinStats(coin, decimals, flows);
  const orderCount = orders?.orders ?? 0;
  const paid = orders?.paid ?? 0;
  return {
    recharge_amount: money.recharge_amount,
    withdrawal_amount: money.withdrawal_amount,
    fee_amount: money.fee_amount,
    usdt_recharge_amount: money.usdt_recharge_amount,
    usdt_withdrawal_amount: money.usdt_withdrawal_amount,
    order_count: orderCount,
    paid_order_count: paid,
    success_rate: orderCount === 0 ? null : decimal(paid).dividedBy(orderCount).toFixed(4),
  };
}

export async function dashboardStats(db: Executor, merchantId: number, days: number, now: Date, publicUrl: string): Promise<ResponseOf<'dashboardStats'>> {
  const merchant = await findMerchant(db, merchantId);
  if (!merchant) throw unauthorized();
  const timeZone = merchant.timeZone;
  const today = localDate(now, timeZone);
  const dates = datesEndingOn(today, days);
  const start = dates[0] as string;
  const end = addDays(today, 1);

  const flows = await flowTotals(db, merchantId, timeZone, start, end);
  const orders = await orderTotals(db, merchantId, timeZone, start, end);
  const { periodStart, ...pending } = await pendingAndStart(db, merchantId, timeZone, start);
  const open = await openMarketCoins(db, merchantId);
  const allCoins = await listCoins(db);

  // The open markets first, then any other coin that moved or had orders, in the platform's order.
  const active = new Set([...flows.map((row) => row.coin), ...orders.map((row) => row.coin)]);
  const shown = allCoins.filter((coin) => open.some((market) => market.code === coin.code) || active.has(coin.code));
  shown.sort((a, b) => Number(open.every((market) => market.code !== a.code)) - Number(open.every((market) => market.code !== b.code)));

  const figures = (coin: (typeof allCoins)[number], day: string | null) =>
    figuresOf(
      coin.code,
      coin.decimals,
      flows.filter((row) => row.coin === coin.code && row.day === day),
      orders.find((row) => row.coin === coin.code && row.day === day),
    );

  return {
    merchant_id: String(merchant.id),
    merchant_name: merchant.name,
    receiving_code: receivingCodeOf(publicUrl, merchant.id),
    time_zone: timeZone,
    today,
    yesterday: addDays(today, -1),
    days,
    period_start: periodStart,
    markets: shown.map((coin) => ({
      coin_name: coin.code,
      decimals: coin.decimals,
      enabled: open.some((market) => market.code === coin.code),
      today: figures(coin, today),
      yesterday: figures(coin, addDays(today, -1)),
      period: figures(coin, null),
    })),
    series: shown.flatMap((coin) => dates.map((date) => ({ date, coin_name: coin.code, ...figures(coin, date) }))),
    pending: {
      user_withdrawals: pending.userWithdrawals,
      usdt_recharges: pending.usdtRecharges,
      usdt_withdrawals: pending.usdtWithdrawals,
      fiat_withdrawals: pending.fiatWithdrawals,
    },
  };
}
