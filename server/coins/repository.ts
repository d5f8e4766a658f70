/** Coins (markets) and whether a merchant's market in one is open. */
import { and, asc, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { feeRateNames, type FeeRateName } from '../../openapi/coins';
import type { Executor } from '../db/client';
import { coins, merchantFeeRates, merchantMarkets, type CoinType } from '../db/schema';
import { invalidInput } from '../http/errors';
import { formatMoney, formatRate } from '../ledger/money';

export type CoinRow = typeof coins.$inferSelect;

export async function listCoins(db: Executor, filter: { code?: string; coinType?: CoinType } = {}): Promise<CoinRow[]> {
  const conditions: SQL[] = [];
  if (filter.code) conditions.push(eq(coins.code, filter.code));
  if (filter.coinType) conditions.push(eq(coins.coinType, filter.coinType));
  return db
    .select()
    .from(coins)
    .where(and(...conditions))
    .orderBy(asc(coins.sortOrder));
}

export async function findCoin(db: Executor, code: string): Promise<CoinRow | undefined> {
  const [row] = await db.select().from(coins).where(eq(coins.code, code));
  return row;
}

/** The contract's fee rate names and the columns of coins (and merchant_fee_rates) that hold them. */
export const feeRateColumns = {
  recharge_fee_rate: 'rechargeFeeRate',
  withdrawal_fee_rate: 'withdrawalFeeRate',
  transfer_fee_rate: 'transferFeeRate',
  internal_transfer_fee_rate: 'internalFeeRate',
} as const satisfies Record<FeeRateName, string>;

export type FeeRates<T> = Record<FeeRateName, T>;

/** The four rates, each `value` of its column. */
export const feeRatesFrom = <T>(value: (column: (typeof feeRateColumns)[FeeRateName]) => T): FeeRates<T> =>
  Object.fromEntries(feeRateNames.map((name) => [name, value(feeRateColumns[name])])) as FeeRates<T>;

/**
 * A merchant's fee rate of a coin: its fee schedule's (merchant_fee_rates) where set, else the coin's default. Every
 * read of a coin for one merchant goes through these, so a fee charged and a rate shown to it are the same.
 */
export const effectiveFeeRates = {
  rechargeFeeRate: sql<string>`coalesce(${merchantFeeRates.rechargeFeeRate}, ${coins.rechargeFeeRate})`.mapWith(coins.rechargeFeeRate),
  withdrawalFeeRate: sql<string>`coalesce(${merchantFeeRates.withdrawalFeeRate}, ${coins.withdrawalFeeRate})`.mapWith(coins.withdrawalFeeRate),
  transferFeeRate: sql<string>`coalesce(${merchantFeeRates.transferFeeRate}, ${coins.transferFeeRate})`.mapWith(coins.transferFeeRate),
  internalFeeRate: sql<string>`coalesce(${merchantFeeRates.internalFeeRate}, ${coins.internalFeeRate})`.mapWith(coins.internalFeeRate),
};

/** The join that brings the merchant's fee schedule of each coin (none: the defaults). */
export const feeScheduleOf = (merchantId: number | AnyColumn) =>
  and(eq(merchantFeeRates.merchantId, merchantId), eq(merchantFeeRates.coinCode, coins.code));

const merchantCoin = { ...getTableColumns(coins), ...effectiveFeeRates };

/** A coin as one merchant pays for it (its fee schedule over the defaults), whether or not its market is open. */
export async function findMerchantCoin(db: Executor, merchantId: number, code: string): Promise<CoinRow | undefined> {
  const [row] = await db.select(merchantCoin).from(coins).leftJoin(merchantFeeRates, feeScheduleOf(merchantId)).where(eq(coins.code, code));
  return row;
}

/** The coins whose market the merchant has open, in display order, with the merchant's fee rates. */
export async function openMarketCoins(db: Executor, merchantId: number): Promise<CoinRow[]> {
  const rows = await db
    .select({ coin: merchantCoin })
    .from(coins)
    .innerJoin(merchantMarkets, and(eq(merchantMarkets.coinCode, coins.code), eq(merchantMarkets.merchantId, merchantId)))
    .leftJoin(merchantFeeRates, feeScheduleOf(merchantId))
    .where(eq(merchantMarkets.enabled, true))
    .orderBy(asc(coins.sortOrder));
  return rows.map((row) => row.coin);
}

/**
 * A coin the merchant names in a request, with the merchant's fee rates: it must exist (4000 'choice') and the
 * merchant's market in it must be open (4000 marketClosed), both on `field`.
 */
export async function coinOfOpenMarket(db: Executor, merchantId: number, code: string, field: string): Promise<CoinRow> {
  const [row] = await db
    .select({ coin: merchantCoin, enabled: merchantMarkets.enabled })
    .from(coins)
    .leftJoin(merchantMarkets, and(eq(merchantMarkets.coinCode, coins.code), eq(merchantMarkets.merchantId, merchantId)))
    .leftJoin(merchantFeeRates, feeScheduleOf(merchantId))
    .where(eq(coins.code, code));
  if (!row) throw invalidInput(field, 'kassa.validation.choice');
  if (!row.enabled) throw invalidInput(field, 'kassa.server.marketClosed', { coin: code });
  return row.coin;
}

/** The contract's Coin. */
export function coinView(row: CoinRow) {
  return {
    coin_name: row.code,
    coin_type: row.coinType,
    decimals: row.decimals,
    ...feeRatesFrom((column) => formatRate(row[column])),
    min_withdrawal: formatMoney(row.minWithdrawal, row.decimals),
    min_transfer: formatMoney(row.minTransfer, row.decimals),
    min_order_amount: formatMoney(row.minOrderAmount, row.decimals),
  };
}
