/**
 * The rates charged together on one movement (the contract's feeRatesChargedTogether: a transfer's transfer fee and
 * internal transfer fee) must sum below 1, as the rates a merchant pays: its fee schedule's where set, else the coin's
 * default. The contract checks the rates a form sends; these check what the change would make a merchant pay, so an
 * empty rate (the default) or a new default under a merchant's own rate cannot reach 1 either.
 */
import { eq } from 'drizzle-orm';
import { feeRateGroupSum, feeRatesChargedTogether, type FeeRateName } from '../../openapi/coins';
import type { Executor } from '../db/client';
import { merchantFeeRates } from '../db/schema';
import { invalidInput } from '../http/errors';
import { decimal, formatRate } from '../ledger/money';
import { feeRateColumns, type FeeRates } from './repository';

/** The first group of rates charged together whose sum reaches 1, with that sum; null when none does. */
function groupReachingOne(rates: FeeRates<string>): { field: FeeRateName; sum: string } | null {
  for (const group of feeRatesChargedTogether) {
    const sum = feeRateGroupSum(rates, group);
    if (sum !== null && decimal(sum).greaterThanOrEqualTo(1)) return { field: group[group.length - 1] as FeeRateName, sum: formatRate(sum) };
  }
  return null;
}

/** Refuses (4000 on the group's last rate, nothing changed) rates of which a group charged together reaches 1. */
export function checkFeeRateSums(rates: FeeRates<string>) {
  const reached = groupReachingOne(rates);
  if (reached) throw invalidInput(reached.field, 'kassa.validation.fee_rates_sum', { sum: reached.sum });
}

/**
 * New defaults of a coin, checked with every merchant's own rates of that coin over them: 4000 on the group's last
 * rate naming the first merchant whose rates charged together would reach 1.
 */
export async function checkDefaultsUnderSchedules(db: Executor, coinCode: string, defaults: FeeRates<string>) {
  checkFeeRateSums(defaults);
  const schedules = await db.select().from(merchantFeeRates).where(eq(merchantFeeRates.coinCode, coinCode)).orderBy(merchantFeeRates.merchantId);
  for (const schedule of schedules) {
    const effective = Object.fromEntries(
      Object.entries(feeRateColumns).map(([name, column]) => [name, schedule[column] == null ? defaults[name as FeeRateName] : formatRate(schedule[column])]),
    ) as FeeRates<string>;
    const reached = groupReachingOne(effective);
    if (reached) throw invalidInput(reached.field, 'kassa.server.feeRatesSumOfMerchant', { merchant_id: String(schedule.merchantId), sum: reached.sum });
  }
}
