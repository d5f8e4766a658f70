import { z } from 'zod';
import { CoinName, Money, OrderType, RechargeStatus, Timestamp, commonFilters, describe, listRequest, listResponse } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * User recharge (payment) orders.
 */

// ---------- entities ----------

export const OrderFrom = z.enum(['scan', 'api']).meta({
  id: 'OrderFrom',
  description: 'scan: the user scanned a code (scan recharge); api: created through the merchant API (API recharge).',
});

export const RechargeRecord = z
  .object({
    create_time: Timestamp,
    order_id: describe(z.string(), 'The merchant order number.'),
    serial_number: z.string(),
    payment_id: describe(z.string().nullable(), 'The paying user’s ID; null until the order is paid.'),
    nick: describe(z.string().nullable(), 'The paying user’s nickname; null until the order is paid.'),
    external_account: describe(z.string().nullable(), 'The user’s account on the merchant’s side; null until the order is paid.'),
    coin_name: CoinName,
    amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    order_type: OrderType,
    order_from: OrderFrom,
    order_status: RechargeStatus,
    update_time: Timestamp,
  })
  .meta({ id: 'RechargeRecord', description: 'A user recharge (payment) order.' });

// ---------- calls ----------

export const rechargeCalls = {
  chargeRecordQuery: endpoint({
    path: '/v1/merchant/charge_record/query',
    method: 'post',
    tag: 'Charge records',
    summary: 'User recharge records',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'update_time', 'amount'],
      filters: {
        ...commonFilters,
        status: RechargeStatus.optional(),
        order_from: OrderFrom.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Merchant order number or serial number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(RechargeRecord),
  }),
} satisfies Record<string, Endpoint>;
