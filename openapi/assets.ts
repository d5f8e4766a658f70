import { z } from 'zod';
import { CoinName, Money, describe, listResponse } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant's balance in each coin.
 */

// ---------- entities ----------

export const Assets = z
  .object({
    coin_name: CoinName,
    available_asset: Money,
    freeze_asset: describe(Money, 'Frozen by pending withdrawals.'),
    total_asset: describe(Money, 'available_asset + freeze_asset.'),
  })
  .meta({ id: 'Assets', description: 'The merchant’s balance in one coin.' });

// ---------- calls ----------

export const assetCalls = {
  assetQuery: endpoint({
    path: '/v1/merchant/asset/query',
    method: 'post',
    tag: 'Assets',
    summary: 'The merchant’s balance in each coin',
    auth: true,
    request: z.object({ coin_name: CoinName.optional() }),
    response: listResponse(Assets),
  }),
} satisfies Record<string, Endpoint>;
