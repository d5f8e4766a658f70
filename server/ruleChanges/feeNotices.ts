/**
 * The notice a merchant is given of a fee change before it takes effect: the scheduled changes (server/ruleChanges/
 * ruleChanges.ts) that will change what this merchant pays. Its own fee schedule's changes count; a change of a
 * coin's defaults counts only for the rates the merchant has no own rate for, since an own rate stands over the
 * default. The rates are worked out by playing the scheduled changes forward, soonest first, over the rates as they
 * stand, so two changes of one coin (a default, then the merchant's own) each say what they change from and to.
 */
import { and, asc, eq, gt, like, or } from 'drizzle-orm';
import type { z } from 'zod';
import { feeRateNames, type FeeNotice } from '../../openapi/coins';
import { feeRatesFrom, type FeeRates } from '../coins/repository';
import type { Executor } from '../db/client';
import { coins, merchantFeeRates, platformRuleChanges, type RuleValues } from '../db/schema';
import { formatRate } from '../ledger/money';

type Notice = z.input<typeof FeeNotice>;

/** A rate as the notice compares and states it: '0.00500000' and '0.005' are one rate. */
const rate = (value: string) => formatRate(value);

/** The rates a change sets, by name; null: back to the coin's default (a fee schedule's empty rate). */
const ratesOfChange = (change: RuleValues): FeeRates<string | null> =>
  Object.fromEntries(feeRateNames.map((name) => [name, change[name] == null ? null : rate(change[name])])) as FeeRates<string | null>;

/**
 * The scheduled fee changes that will change what `merchantId` pays, soonest first (then in the coins' order), each
 * with the rates it changes: the rate until then and the rate from then. Changes of one coin that take effect at the
 * same instant are one notice. A change whose time has come is no longer coming: the background round applies it.
 */
export async function comingFeeChangesOf(db: Executor, merchantId: number, now: Date): Promise<Notice[]> {
  const scheduled = await db
    .select()
    .from(platformRuleChanges)
    .where(
      and(
        eq(platformRuleChanges.status, 'scheduled'),
        gt(platformRuleChanges.effectiveAt, now),
        or(
          eq(platformRuleChanges.kind, 'coin_fee_rates'),
          // A merchant's change names it as `<merchant_id>:<coin>`: the colon keeps merchant 1 from matching 12.
          and(eq(platformRuleChanges.kind, 'merchant_fee_rates'), like(platformRuleChanges.target, `${merchantId}:%`)),
        ),
      ),
    )
    .orderBy(asc(platformRuleChanges.effectiveAt), asc(platformRuleChanges.id));
  if (scheduled.length === 0) return [];

  const rows = await db
    .select({ coin: coins, own: merchantFeeRates })
    .from(coins)
    .leftJoin(merchantFeeRates, and(eq(merchantFeeRates.coinCode, coins.code), eq(merchantFeeRates.merchantId, merchantId)))
    .orderBy(asc(coins.sortOrder));
  // Per coin, the rules as they will stand: the defaults, and the merchant's own rates (null: none, the default).
  const state = new Map(
    rows.map(({ coin, own }, order) => [
      coin.code,
      {
        order,
        defaults: feeRatesFrom((column) => rate(coin[column])),
        own: feeRatesFrom((column) => (own?.[column] == null ? null : rate(own[column]))),
      },
    ]),
  );
  // What the merchant pays: its own rate where it has one, else the default.
  const paid = (coin: { defaults: FeeRates<string>; own: FeeRates<string | null> }) =>
    Object.fromEntries(feeRateNames.map((name) => [name, coin.own[name] ?? coin.defaults[name]])) as FeeRates<string>;

  const notices: (Notice & { order: number })[] = [];
  let index = 0;
  while (index < scheduled.length) {
    // The changes of one instant, applied together, so a notice says what the merchant pays from then on.
    const at = scheduled[index]!.effectiveAt!;
    const before = new Map<string, FeeRates<string>>();
    for (; index < scheduled.length && scheduled[index]!.effectiveAt!.getTime() === at.getTime(); index += 1) {
      const change = scheduled[index]!;
      const coin = state.get(change.change.coin_name ?? '');
      if (!coin) continue;
      const code = change.change.coin_name!;
      if (!before.has(code)) before.set(code, paid(coin));
      const rates = ratesOfChange(change.change);
      if (change.kind === 'coin_fee_rates') {
        for (const name of feeRateNames) coin.defaults[name] = rates[name] ?? coin.defaults[name];
      } else {
        coin.own = rates;
      }
    }
    for (const [code, until] of before) {
      const coin = state.get(code)!;
      const from = paid(coin);
      const changed = feeRateNames.filter((name) => until[name] !== from[name]).map((name) => ({ fee_rate: name, before: until[name], after: from[name] }));
      if (changed.length > 0) notices.push({ coin_name: code, effective_time: at.toISOString(), rates: changed, order: coin.order });
    }
  }
  return notices
    .sort((a, b) => a.effective_time.localeCompare(b.effective_time) || a.order - b.order)
    .map(({ order: _order, ...notice }) => notice);
}
