/**
 * A merchant's fee schedule: per coin, the rates that replace the coin's defaults for that merchant
 * (merchant_fee_rates). Every fee charged to a merchant and every rate shown to it reads them through
 * server/coins/repository.ts; here administrators read and set them, each change with its platform audit row.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MerchantFeeSchedule } from '../../openapi/entities';
import { feeRateNames } from '../../openapi/coins';
import type { AuditValues } from '../audit/audit';
import { checkFeeRateSums } from '../coins/feeRateSums';
import { feeRateColumns, feeRatesFrom, type FeeRates } from '../coins/repository';
import type { Executor } from '../db/client';
import { coins, merchantFeeRates } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { formatRate } from '../ledger/money';
import { platformAudit, type StaffActor } from '../staff/audit';
import { merchantOfId } from './merchants';

export async function merchantFeeSchedule(db: Executor, merchantId: string): Promise<z.input<typeof MerchantFeeSchedule>> {
  const merchant = await merchantOfId(db, merchantId);
  const rows = await db
    .select({ coin: coins, own: merchantFeeRates })
    .from(coins)
    .leftJoin(merchantFeeRates, and(eq(merchantFeeRates.coinCode, coins.code), eq(merchantFeeRates.merchantId, merchant.id)))
    .orderBy(asc(coins.sortOrder));
  return {
    merchant_id: String(merchant.id),
    list: rows.map(({ coin, own }) => ({
      coin_name: coin.code,
      overrides: feeRatesFrom((column) => (own?.[column] == null ? null : formatRate(own[column]))),
      defaults: feeRatesFrom((column) => formatRate(coin[column])),
      effective: feeRatesFrom((column) => formatRate(own?.[column] ?? coin[column])),
    })),
  };
}

/**
 * Sets one coin of the schedule: each rate as given, an empty one back to the default. The rates the merchant would
 * pay that are charged together on one movement must sum below 1 (4000 on the field, nothing changed).
 */
export async function setMerchantFeeRates(
  db: Executor,
  actor: StaffActor,
  input: { merchant_id: string; coin_name: string } & FeeRates<string>,
): Promise<z.input<typeof MerchantFeeSchedule>> {
  return runTransaction(db, async (tx) => {
    const merchant = await merchantOfId(tx, input.merchant_id);
    // Locked, so a change of the coin's defaults at the same time waits and then checks this schedule with them.
    const [coin] = await tx.select().from(coins).where(eq(coins.code, input.coin_name)).for('update');
    if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
    const ofMerchant = and(eq(merchantFeeRates.merchantId, merchant.id), eq(merchantFeeRates.coinCode, coin.code));
    const [before] = await tx.select().from(merchantFeeRates).where(ofMerchant).for('update');
    const after = Object.fromEntries(feeRateNames.map((name) => [name, input[name] === '' ? null : input[name]])) as FeeRates<string | null>;
    // What the merchant would pay: its own rate where set, else the coin's default; the rates charged together stay below 1.
    checkFeeRateSums(Object.fromEntries(feeRateNames.map((name) => [name, after[name] ?? formatRate(coin[feeRateColumns[name]])])) as FeeRates<string>);
    const values = Object.fromEntries(feeRateNames.map((name) => [feeRateColumns[name], after[name]]));
    await tx
      .insert(merchantFeeRates)
      .values({ merchantId: merchant.id, coinCode: coin.code, ...values, updatedAt: actor.at })
      .onConflictDoUpdate({ target: [merchantFeeRates.merchantId, merchantFeeRates.coinCode], set: { ...values, updatedAt: actor.at } });
    const audited = (rates: FeeRates<string | null>): AuditValues => ({ coin: coin.code, ...rates });
    await platformAudit(tx, actor, 'merchant_fee_change', {
      target: String(merchant.id),
      before: audited(feeRatesFrom((column) => (before?.[column] == null ? null : formatRate(before[column])))),
      after: audited(Object.fromEntries(feeRateNames.map((name) => [name, after[name] === null ? null : formatRate(after[name])])) as FeeRates<string | null>),
    });
    return merchantFeeSchedule(tx, input.merchant_id);
  });
}
