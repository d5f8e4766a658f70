import { boolean, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';

export const coinTypes = ['fiat', 'crypto'] as const;
export type CoinType = (typeof coinTypes)[number];

/**
 * Coins (markets). Fee rates are fractions of the amount (0.01 = 1 %).
 * `numeric` without a fixed scale gives back exactly what was stored ('100', not '100.000000').
 */
export const coins = pgTable('coins', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  coinType: text('coin_type').$type<CoinType>().notNull(),
  decimals: integer('decimals').notNull(),
  rechargeFeeRate: numeric('recharge_fee_rate').notNull(),
  withdrawalFeeRate: numeric('withdrawal_fee_rate').notNull(),
  transferFeeRate: numeric('transfer_fee_rate').notNull(),
  internalFeeRate: numeric('internal_fee_rate').notNull(),
  minWithdrawal: numeric('min_withdrawal').notNull(),
  /** A transfer must be greater than this. */
  minTransfer: numeric('min_transfer').notNull(),
  /** The smallest order the merchant order API creates in this coin (0: any positive amount). */
  minOrderAmount: numeric('min_order_amount').notNull().default('0'),
  sortOrder: integer('sort_order').notNull(),
});

/** A merchant's market switch: which coins it trades in. */
export const merchantMarkets = pgTable(
  'merchant_markets',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);
