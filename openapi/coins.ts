import { z } from 'zod';
import { CoinName, EmptyBody, Money, Rate, describe, listResponse } from './common';
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
