import { z } from 'zod';
import { CoinName, Id, MerchantId, Money, Timestamp, commonFilters, describe, filterRequest, listRequest, listResponse } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The fund flow: every movement of the merchant's balance, its CSV export and its totals.
 */

// ---------- entities ----------

export const TransactionType = z
  .enum([
    'recharge',
    'withdrawal',
    'withdrawal_refund',
    'transfer_out',
    'transfer_in',
    'adjustment',
    'usdt_recharge',
    'usdt_withdrawal',
    'usdt_withdrawal_refund',
    'fiat_withdrawal',
    'fiat_withdrawal_refund',
  ])
  .meta({
    id: 'TransactionType',
    description: 'What moved the balance. *_refund: a rejected withdrawal returned its frozen amount.',
  });

export const FundFlow = z
  .object({
    id: describe(Id, 'Unique per row (added): one order can move money more than once under one serial_number, e.g. a freeze and its payout.'),
    serial_number: z.string(),
    merchant_id: MerchantId,
    merchant_name: z.string(),
    coin_name: CoinName,
    available_before_number: Money,
    available_after_number: Money,
    frozen_before_number: Money,
    frozen_after_number: Money,
    transaction_number: describe(Money, 'Signed change of the account’s total (available + frozen): what entered or left it. A freeze, and its return, is 0; the before and after figures show the move.'),
    charge: describe(Money, 'Fee of the movement.'),
    transaction_type: TransactionType,
    time: Timestamp,
  })
  .meta({ id: 'FundFlow', description: 'One movement of the merchant’s balance (transaction history).' });

export const FundFlowTypeTotal = z
  .object({
    transaction_type: TransactionType,
    count: describe(z.number().int().min(0), 'Number of movements.'),
    amount: describe(Money, 'Sum of their transaction_number.'),
    charge: describe(Money, 'Sum of their charge.'),
  })
  .meta({ id: 'FundFlowTypeTotal', description: '(added) The movements of one transaction type over the period.' });

export const FundFlowStats = z
  .object({
    coin_name: CoinName,
    recharge_amount: describe(Money, 'Paid user orders credited, before their handling fee.'),
    withdrawal_amount: describe(Money, 'User withdrawals paid out (approved), before their handling fee.'),
    fee_amount: describe(Money, 'Sum of the charge of every movement.'),
    usdt_recharge_amount: describe(Money, 'USDT recharges credited (exchange_count), before their fee.'),
    usdt_withdrawal_amount: describe(Money, 'USDT withdrawals paid out (count, fee included).'),
    transactions: describe(
      z.array(FundFlowTypeTotal).optional(),
      '(added) Totals per transaction type; types without movements are left out. Always sent by the server.',
    ),
  })
  .meta({ id: 'FundFlowStats', description: 'Totals of one coin over a period, for the dashboard.' });

// ---------- calls ----------

const fundFlowFilters = {
  ...commonFilters,
  transaction_type: TransactionType.optional(),
  keyword: commonFilters.keyword.meta({ description: 'Serial number, matched exactly or as a prefix.' }),
};

const fundFlowSortFields = ['time', 'transaction_number'] as const;

export const fundFlowCalls = {
  fundFlowQuery: endpoint({
    path: '/v1/merchant/asset_flow/query',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Balance movements (transaction history)',
    auth: true,
    request: listRequest({ sortFields: fundFlowSortFields, filters: fundFlowFilters }),
    response: listResponse(FundFlow),
  }),
  fundFlowExport: endpoint({
    path: '/v1/merchant/asset_flow/export',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Every filtered movement as a CSV file, newest first, streamed',
    auth: true,
    file: 'csv',
    request: filterRequest(fundFlowFilters),
    response: z.string().meta({
      description:
        'UTF-8 CSV with a BOM: a header row of the FundFlow fields named in the request language, then one row per movement with its type in that language, plain decimal amounts and the time as YYYY-MM-DD HH:MM:SS in the merchant’s time zone (named in the time column’s header). Header `X-Row-Count` gives the number of rows.',
    }),
  }),
  fundFlowStats: endpoint({
    path: '/v1/merchant/asset_flow/stats',
    method: 'post',
    tag: 'Fund flow',
    summary: 'Totals per coin over a period (default: the current UTC day), for the dashboard',
    auth: true,
    request: filterRequest({
      coin_name: commonFilters.coin_name,
      start_time: commonFilters.start_time,
      end_time: commonFilters.end_time,
    }),
    response: listResponse(FundFlowStats),
  }),
} satisfies Record<string, Endpoint>;
