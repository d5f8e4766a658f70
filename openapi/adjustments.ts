import { z } from 'zod';
import { CoinName, Money, OrderType, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { choice, compareDecimals, limits, positiveAmount, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Balance adjustments the merchant makes for its users.
 */

// ---------- entities ----------

// A missing value is 'required' (spec §5: balance type required), another one 'choice'.
export const BalanceType = z.enum(['available', 'to_be_confirmed'], typeError('choice')).meta({
  id: 'BalanceType',
  description: 'Which balance of the user an adjustment credits: available, or to be confirmed.',
});

export const AdjustmentRecord = z
  .object({
    serial_number: z.string(),
    order_type: OrderType,
    receipt_user_id: z.string(),
    receipt_nickname: z.string(),
    balance_type: BalanceType,
    coin_name: CoinName,
    pay_amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    remark: describe(z.string(), 'The reason typed by the operator.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'AdjustmentRecord', description: 'A balance adjustment the merchant made for one of its users.' });

// ---------- rules ----------

export function hasAtMostTwoDecimals(value: string): boolean {
  return !/\.\d{3,}$/.test(value);
}

/** Adjustment: at most two decimals, not above the merchant's available balance when it is known. */
export function adjustmentAmount(available?: string) {
  const twoDecimals = positiveAmount.refine(hasAtMostTwoDecimals, { error: vkey('max_two_decimals'), abort: true });
  if (available === undefined) return twoDecimals;
  return twoDecimals.refine((value) => compareDecimals(value, available) <= 0, {
    error: vkey('exceeds_balance'),
    params: { value: available },
  });
}

/** A user of the merchant (payer) as the spec's "UID": digits or letters. */
export const userId = requiredText(limits.userIdMax, 'id_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') });

/** Balance adjustment: target UID, balance type, amount (≤ available, 2 decimals) and reason required. */
export function adjustmentForm(available?: string) {
  return z.object({
    receipt_user_id: userId,
    coin_name: CoinName,
    balance_type: choice(['available', 'to_be_confirmed']),
    pay_amount: adjustmentAmount(available),
    remark: requiredText(limits.reasonMax),
  });
}

// ---------- calls ----------

export const adjustmentCalls = {
  adjustmentQuery: endpoint({
    path: '/v1/merchant/pay_record/query',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Balance adjustments made for users',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'pay_amount'],
      filters: {
        ...commonFilters,
        balance_type: BalanceType.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Serial number or receipt_user_id, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(AdjustmentRecord),
  }),
  adjustmentUserGet: endpoint({
    path: '/v1/merchant/pay_record/user/get',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Look up the user to adjust: nickname and the markets they have enabled',
    auth: true,
    request: z.object({ receipt_user_id: userId }),
    response: z
      .object({
        receipt_user_id: z.string(),
        receipt_nickname: z.string(),
        coin_names: z.array(CoinName).meta({ description: 'Markets the user has enabled; only these can be adjusted.' }),
      })
      .meta({ id: 'AdjustmentUser' }),
  }),
  adjustmentPlus: endpoint({
    path: '/v1/merchant/pay_record/plus',
    method: 'post',
    tag: 'Adjustment',
    summary: 'Credit a user from the merchant’s available balance',
    auth: true,
    idempotent: true,
    request: z.object({
      receipt_user_id: userId,
      coin_name: CoinName.meta({ description: 'A market the user has enabled, else 4000 market_not_enabled.' }),
      balance_type: BalanceType,
      pay_amount: adjustmentAmount().meta({ description: 'At most two decimals and at most the available balance (else 4010).' }),
      remark: requiredText(limits.reasonMax).meta({ description: 'The reason, required.' }),
      google_code: stepUpCode,
    }),
    response: AdjustmentRecord,
  }),
} satisfies Record<string, Endpoint>;
