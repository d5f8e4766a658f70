import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';

/**
 * A merchant's fee schedule: per coin, the rates that replace the coin's defaults (coins.*_fee_rate) for this
 * merchant. A null rate is the default; a merchant with no row pays the defaults. Set by platform administrators
 * (server/platformMerchants/feeSchedule.ts); read wherever a fee is charged or shown to the merchant
 * (server/coins/repository.ts).
 */
export const merchantFeeRates = pgTable(
  'merchant_fee_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    rechargeFeeRate: numeric('recharge_fee_rate'),
    withdrawalFeeRate: numeric('withdrawal_fee_rate'),
    transferFeeRate: numeric('transfer_fee_rate'),
    internalFeeRate: numeric('internal_fee_rate'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);
