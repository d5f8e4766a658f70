import { z } from 'zod';
import { CoinName, MerchantId, Money, Rate, Timestamp, commonFilters, describe, listRequest, listResponse, vkey } from './common';
import { compareDecimals, limits, optionalText, positiveAmount, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Transfers between merchants of the platform, with their fees and the recipient shown before confirming.
 */

// ---------- entities ----------

export const TransferType = z.enum(['transfer', 'receive']).meta({
  id: 'TransferType',
  description: 'transfer: this merchant paid; receive: this merchant received.',
});

export const TransferStatus = z.enum(['completed']).meta({ id: 'TransferStatus', description: 'Transfers complete at once.' });

export const TransferRecord = z
  .object({
    serial_number: z.string(),
    payment_merchant_id: MerchantId,
    receipt_merchant_id: MerchantId,
    payment_address: z.string(),
    receipt_address: z.string(),
    coin_name: CoinName,
    transfer_amount: Money,
    transfer_fee: Money,
    internal_transfer_fee: Money,
    settlement_amount: describe(Money, 'What the receiving merchant got: transfer_amount minus the fees.'),
    transfer_type: TransferType,
    transfer_status: TransferStatus,
    remark: describe(z.string(), '(added) Note typed by the paying merchant; empty when none.'),
    create_time: describe(Timestamp, '(added) When the transfer was made.'),
  })
  .meta({ id: 'TransferRecord', description: 'A transfer between two merchants, seen from this merchant.' });

// ---------- rules ----------

/** Transfer: numeric and at least the coin's minimum (inclusive, as `min_transfer` is displayed). */
export function transferAmount(minimum: string) {
  return positiveAmount.refine((value) => compareDecimals(value, minimum) >= 0, {
    error: vkey('transfer_min'),
    params: { value: minimum },
  });
}

/** Transfer to another merchant: currency, recipient and amount at least the coin's minimum. */
export function transferForm(minimum: string) {
  return z.object({
    coin_name: CoinName,
    receipt_merchant_id: MerchantId,
    transfer_amount: transferAmount(minimum),
    remark: optionalText(limits.remarkMax).optional(),
  });
}

// ---------- calls ----------

const describeMoney = (description: string) => Money.meta({ description });

export const transferCalls = {
  transferQuery: endpoint({
    path: '/v1/merchant/transfer/query',
    method: 'post',
    tag: 'Transfers',
    summary: 'Transfers paid and received',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'transfer_amount'],
      filters: {
        ...commonFilters,
        transfer_type: TransferType.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Serial number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(TransferRecord),
  }),
  transferAdd: endpoint({
    path: '/v1/merchant/transfer/add',
    method: 'post',
    tag: 'Transfers',
    summary: 'Transfer to another merchant',
    auth: true,
    idempotent: true,
    request: z.object({
      coin_name: CoinName,
      receipt_merchant_id: MerchantId,
      transfer_amount: positiveAmount.meta({ description: 'At least the coin’s min_transfer and at most the available balance.' }),
      remark: optionalText(limits.remarkMax).optional(),
      google_code: stepUpCode,
    }),
    response: TransferRecord,
  }),
  transferRecipientGet: endpoint({
    path: '/v1/merchant/transfer/recipient/get',
    method: 'post',
    tag: 'Transfers',
    summary: '(added) Look up the merchant a transfer would pay: its name, shown before the transfer is confirmed',
    auth: true,
    request: z.object({ receipt_merchant_id: MerchantId }),
    response: z
      .object({
        receipt_merchant_id: z.string(),
        receipt_name: z.string().meta({ description: 'The merchant’s name, as the transfer will record it in receipt_address.' }),
      })
      .meta({ id: 'TransferRecipient' }),
  }),
  transferQueryBalance: endpoint({
    path: '/v1/merchant/transfer/query_balance',
    method: 'post',
    tag: 'Transfers',
    summary: 'Available balance of one coin, for the transfer form',
    auth: true,
    request: z.object({
      coin_name: CoinName,
      transfer_amount: positiveAmount
        .optional()
        .meta({ description: '(added) The amount typed so far: the answer then carries its fees and settlement, as transfer/add would apply them.' }),
    }),
    response: z
      .object({
        coin_name: CoinName,
        available_asset: Money,
        // Optional in the schema so that older stubs stay valid; the server always sends them.
        min_transfer: describeMoney('(added) The smallest amount a transfer may be (inclusive). Always sent by the server.').optional(),
        transfer_fee_rate: Rate.optional().meta({ description: '(added) Fee rate of a transfer, charged on transfer_amount. Always sent.' }),
        internal_transfer_fee_rate: Rate.optional().meta({
          description: '(added) Internal transfer fee rate, charged on transfer_amount. Always sent.',
        }),
        transfer_fee: Money.nullable()
          .optional()
          .meta({ description: '(added) Fee of transfer_amount; null without transfer_amount. Always sent.' }),
        internal_transfer_fee: Money.nullable()
          .optional()
          .meta({ description: '(added) Internal fee of transfer_amount; null without transfer_amount. Always sent.' }),
        settlement_amount: Money.nullable().optional().meta({
          description: '(added) What the recipient would get: transfer_amount minus both fees; null without transfer_amount. Always sent.',
        }),
      })
      .meta({ id: 'TransferBalance', description: 'The available balance of one coin and the fees a transfer of it costs.' }),
  }),
} satisfies Record<string, Endpoint>;
