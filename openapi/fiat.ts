import { z } from 'zod';
import { CoinName, Id, Money, OrderStatus, Rate, Timestamp, commonFilters, describe, listRequest, listResponse, vkey } from './common';
import { compareDecimals, nonNegativeAmount, positiveAmount, stepUpCode } from './sharedRules';
import { PaymentMethodType } from './paymentMethods';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Fiat withdrawals to one of the merchant's payment methods, reviewed by the platform.
 */

// ---------- entities ----------

export const FiatWithdrawDestination = z
  .object({ type: PaymentMethodType, bank_name: z.string(), holder_name: z.string(), account_number: z.string() })
  .meta({ id: 'FiatWithdrawDestination', description: 'Where a fiat withdrawal is paid, as its payment method was at the request.' });

export const FiatWithdrawOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    out_abbreviation: describe(CoinName, 'The coin debited from the merchant’s balance.'),
    trade_count: describe(Money, 'Amount requested in abbreviation (at least the currency’s min_withdrawal).'),
    abbreviation: describe(CoinName, 'The fiat currency paid out (the payment method’s coin_name).'),
    currency_withdrawal_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'Fee in out_abbreviation.'),
    rate: describe(Rate, 'Units of out_abbreviation per 1 abbreviation.'),
    count: describe(Money, 'Debited (frozen until review): trade_count × rate + fee, in out_abbreviation.'),
    create_time: Timestamp,
    audit_time: Timestamp.nullable(),
    payment_method_id: describe(Id, '(added) The payment method chosen.'),
    destination: describe(
      FiatWithdrawDestination.nullable(),
      '(added) Where the money is paid: the payment method as it was when the withdrawal was requested, whatever it says later. Null only for requests made before destinations were kept.',
    ),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'FiatWithdrawOrder', description: 'A fiat withdrawal request to a payment method, reviewed by the platform.' });

// ---------- rules ----------

/** Fiat withdrawal: at least the currency's minimum, 'Minimum withdrawal request amount {value}'. */
export function withdrawalAmount(minimum: string) {
  return positiveAmount.refine((value) => compareDecimals(value, minimum) >= 0, {
    error: vkey('min_amount'),
    params: { value: minimum },
  });
}

/**
 * Fiat withdrawal to one of the merchant's payment methods; `minimum` is the currency's minimum. The rate and the fee
 * rate are the quote the form showed, required.
 */
export function fiatWithdrawForm(minimum: string) {
  return z.object({
    payment_method_id: Id,
    out_abbreviation: CoinName,
    trade_count: withdrawalAmount(minimum),
    rate: nonNegativeAmount,
    currency_withdrawal_fee: nonNegativeAmount,
  });
}

// ---------- calls ----------

export const fiatCalls = {
  fiatWithdrawQuery: endpoint({
    path: '/v1/merchant/currency_trade/extract/query',
    method: 'post',
    tag: 'Fiat trade',
    summary: 'Fiat withdrawal requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: {
        status: OrderStatus.optional(),
        abbreviation: CoinName.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Order number, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(FiatWithdrawOrder),
  }),
  fiatWithdrawAdd: endpoint({
    path: '/v1/merchant/currency_trade/extract/add',
    method: 'post',
    tag: 'Fiat trade',
    summary: 'Request a fiat withdrawal to a payment method (the amount is frozen until review)',
    auth: true,
    idempotent: true,
    request: z.object({
      payment_method_id: Id.meta({ description: 'An enabled payment method; its coin_name is the currency paid out.' }),
      out_abbreviation: CoinName.meta({ description: 'The coin debited from the balance.' }),
      trade_count: positiveAmount.meta({
        description: 'Amount in the payment method’s currency; below that currency’s min_withdrawal answers 4000 min_amount.',
      }),
      rate: nonNegativeAmount.meta({
        description:
          'The rate the form showed: units of out_abbreviation per 1 unit of the currency (1 for the same coin, else out_abbreviation’s USDT withdrawal rate over the currency’s USDT recharge rate, 8 decimals). A different current rate answers 4000 quote_changed and freezes nothing.',
        examples: ['7.37373737'],
      }),
      currency_withdrawal_fee: nonNegativeAmount.meta({
        description: 'The currency’s withdrawal fee rate the form showed (the merchant’s own where its fee schedule sets one); checked like rate.',
        examples: ['0.008'],
      }),
      google_code: stepUpCode,
    }),
    response: FiatWithdrawOrder,
  }),
} satisfies Record<string, Endpoint>;
