import Decimal from 'decimal.js';
import { z } from 'zod';
import { CoinName, EmptyBody, Money, Rate, Timestamp, describe, listResponse, typeError, vkey } from './common';
import { compareDecimals } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The coins and currencies of the platform, with their fees and minimums.
 */

// ---------- entities ----------

export const CoinType = z.enum(['fiat', 'crypto']).meta({ id: 'CoinType' });

export const Coin = z
  .object({
    coin_name: CoinName,
    coin_type: CoinType,
    decimals: describe(z.number().int().min(0).max(18), 'Decimal places amounts of this coin carry.'),
    recharge_fee_rate: Rate,
    withdrawal_fee_rate: Rate,
    transfer_fee_rate: Rate,
    internal_transfer_fee_rate: describe(Rate, 'Fee rate of internal recharge (a transfer between merchants of the platform).'),
    min_withdrawal: describe(Money, 'Minimum withdrawal request amount.'),
    min_transfer: describe(Money, 'The smallest amount a transfer may be (inclusive).'),
    min_order_amount: describe(Money.optional(), '(added) The smallest amount of an order of the merchant order API (inclusive); 0 allows any positive amount.'),
  })
  .meta({ id: 'Coin', description: 'A coin or currency and its fees and minimums.' });

/** The four fee rates of a coin, as Coin names them. */
export const feeRateNames = ['recharge_fee_rate', 'withdrawal_fee_rate', 'transfer_fee_rate', 'internal_transfer_fee_rate'] as const;
export type FeeRateName = (typeof feeRateNames)[number];

/** An object of the four fee rates, each of the schema `rate` (a rate, a nullable one, a form's rule). */
export const feeRates = <T extends z.ZodType>(rate: T) =>
  z.object({ recharge_fee_rate: rate, withdrawal_fee_rate: rate, transfer_fee_rate: rate, internal_transfer_fee_rate: rate } satisfies Record<FeeRateName, T>);

/**
 * The rates charged together on one movement, out of one amount: a transfer pays its transfer fee and the internal
 * transfer fee, both out of what the recipient would get. A recharge (a paid order, a USDT recharge) and a withdrawal
 * pay one rate each. Each group must sum below 1, or the recipient would get nothing, or be debited.
 */
export const feeRatesChargedTogether = [['transfer_fee_rate', 'internal_transfer_fee_rate']] as const satisfies readonly (readonly FeeRateName[])[];

const isRate = (value: unknown): value is string => typeof value === 'string' && /^(0(\.\d{1,8})?|\.\d{1,8})$/.test(value.trim());

/** The sum of the rates of a group, or null when one of them is not a rate (empty: the default, or a refused value). */
export function feeRateGroupSum(rates: Partial<Record<FeeRateName, unknown>>, group: readonly FeeRateName[]): string | null {
  let sum = '0';
  for (const name of group) {
    const value = rates[name];
    if (!isRate(value)) return null;
    sum = new Decimal(sum).plus(value.trim()).toFixed();
  }
  return sum;
}

/**
 * A form's rule over its fee rates: the rates of each group charged together (feeRatesChargedTogether) sum below 1,
 * answered on the group's last rate. Rates left empty (a fee schedule's default) are checked by the server, which
 * knows the default.
 */
export function feeRatesSumBelowOne<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((form, context) => {
    for (const group of feeRatesChargedTogether) {
      const sum = feeRateGroupSum(form as Partial<Record<FeeRateName, unknown>>, group);
      if (sum !== null && compareDecimals(sum, '1') >= 0) {
        context.addIssue({ code: 'custom', message: vkey('fee_rates_sum'), params: { sum }, path: [group[group.length - 1] as string] });
      }
    }
  }) as T;
}

/** The name of one fee rate, as Coin names it. */
export const FeeRateName = z
  .enum(feeRateNames, typeError('choice'))
  .meta({ id: 'FeeRateName', description: '(added) One of the four fee rates of a coin, named as in Coin.' });

export const FeeRateChange = z
  .object({
    fee_rate: FeeRateName,
    before: describe(Rate, 'The rate the merchant pays until the change (a fraction).'),
    after: describe(Rate, 'The rate the merchant pays from `effective_time` on.'),
  })
  .meta({ id: 'FeeRateChange', description: '(added) One fee rate of a coin as a coming change moves it.' });

export const FeeNotice = z
  .object({
    coin_name: CoinName,
    effective_time: describe(Timestamp, 'When the new rates take effect.'),
    rates: describe(z.array(FeeRateChange).min(1), 'Only the rates that change, in the order of Coin.'),
  })
  .meta({
    id: 'FeeNotice',
    description:
      '(added) A fee change the platform has approved for a later time that changes what this merchant pays in one coin: its own fee schedule, or a coin default it has no own rate for.',
  });

// ---------- calls ----------

export const coinCalls = {
  coinList: endpoint({
    path: '/v1/merchant/coin/list',
    method: 'post',
    tag: 'Transfers',
    summary: 'Coins whose market the merchant has open',
    auth: true,
    request: EmptyBody,
    response: listResponse(Coin),
  }),
  coinFeeNotice: endpoint({
    path: '/v1/merchant/coin/fee_notice',
    method: 'post',
    tag: 'Transfers',
    summary: '(added) The fee changes coming for the merchant, soonest first',
    auth: true,
    request: EmptyBody,
    response: listResponse(FeeNotice).extend({
      time_zone: describe(z.string(), 'The IANA time zone of the merchant’s day, in which the console states `effective_time`.'),
    }),
  }),
  systemCoinQuery: endpoint({
    path: '/v1/system/coin/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Every coin the platform supports',
    auth: true,
    request: z.object({ coin_name: CoinName.optional(), coin_type: CoinType.optional() }),
    response: listResponse(Coin),
  }),
} satisfies Record<string, Endpoint>;
