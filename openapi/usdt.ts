import { z } from 'zod';
import { CoinName, EmptyBody, MerchantId, Money, OrderStatus, Rate, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { compareDecimals, limits, nonNegativeAmount, positiveAmount, requiredText, stepUpCode } from './sharedRules';
import { Assets } from './assets';
import { endpoint, type Endpoint } from './endpoint';

/*
 * USDT trade: recharges declared on chain and withdrawals to an address, reviewed by the platform, at the rates,
 * fees and minimums of setting/query.
 */

// ---------- entities ----------

export const UsdtNetwork = z.enum(['TRC20', 'ERC20'], typeError('choice')).meta({ id: 'UsdtNetwork', description: 'Blockchain network of a USDT transfer.' });

export const UsdtRechargeOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    merchant_id: MerchantId,
    name: describe(z.string(), 'The merchant’s name.'),
    abbreviation: describe(CoinName, "The coin sent on chain: 'USDT'."),
    trade_count: describe(Money, 'USDT amount sent (at least 100).'),
    in_abbreviation: describe(CoinName, 'The coin credited to the merchant’s balance.'),
    rate: describe(Rate, 'Units of in_abbreviation per 1 USDT.'),
    exchange_count: describe(Money, 'trade_count × rate, in in_abbreviation.'),
    usdt_recharge_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'exchange_count × usdt_recharge_fee.'),
    count: describe(Money, 'Credited on approval: exchange_count − fee.'),
    network: UsdtNetwork,
    address: describe(
      z.string(),
      'The deposit address the USDT was sent to: the merchant’s own on the network (platform/settings/deposit_address/query). A declaration made before each merchant had its own names the address the platform then shared between merchants.',
    ),
    sender_address: describe(z.string().nullable().optional(), '(added) The address the merchant declared it sent from; null on declarations older than the field.'),
    txid: z.string(),
    create_time: Timestamp,
    audit_time: describe(Timestamp.nullable(), 'When it was reviewed; null while pending.'),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'UsdtRechargeOrder', description: 'A USDT deposit request, reviewed by the platform.' });

export const UsdtWithdrawOrder = z
  .object({
    order_no: z.string(),
    status: OrderStatus,
    out_abbreviation: describe(CoinName, 'The coin debited from the merchant’s balance.'),
    trade_count: describe(Money, 'USDT amount requested (at least 100).'),
    abbreviation: describe(CoinName, "The coin paid out: 'USDT'."),
    usdt_withdrawal_fee: describe(Rate, 'Fee rate applied.'),
    fee: describe(Money, 'Fee in out_abbreviation.'),
    rate: describe(Rate, 'Units of out_abbreviation per 1 USDT.'),
    count: describe(Money, 'Debited (frozen until review): trade_count × rate + fee, in out_abbreviation.'),
    network: UsdtNetwork,
    address: describe(z.string(), 'The destination address.'),
    txid: describe(z.string().nullable(), 'The payout transaction; null until paid.'),
    create_time: Timestamp,
    audit_time: Timestamp.nullable(),
    remark: describe(z.string().nullable(), '(added) The rejection reason; null unless rejected.'),
  })
  .meta({ id: 'UsdtWithdrawOrder', description: 'A USDT withdrawal request, reviewed by the platform.' });

export const UsdtSetting = z
  .object({
    abbreviation: describe(CoinName, "The on-chain coin: 'USDT'."),
    networks: describe(
      z.array(
        z.object({
          network: UsdtNetwork,
          address: describe(
            z.string().nullable(),
            '(changed) The merchant’s own deposit address on this network, given from the platform’s pool the first time this is read and kept afterwards: what arrives there is this merchant’s. Null when the pool has no address left for it: recharges on the network are closed until the platform adds some (usdt_trade/charge/add answers 4000 on network).',
          ),
        }),
      ),
      'Networks offered, each with the merchant’s own deposit address; withdrawals are offered on every one.',
    ),
    rates: describe(
      z.array(z.object({ coin_name: CoinName, recharge_rate: Rate, withdrawal_rate: Rate })),
      'Exchange rates against USDT: units of coin_name per 1 USDT.',
    ),
    usdt_recharge_fee: Rate,
    usdt_withdrawal_fee: Rate,
    min_recharge: Money,
    min_withdrawal: Money,
  })
  .meta({ id: 'UsdtSetting', description: 'What the USDT recharge and withdrawal forms offer.' });

// ---------- rules ----------

/** USDT recharge and withdrawal: numeric, at least 100 (spec sections 5 and 9). */
export const usdtAmount = positiveAmount
  .refine((value) => compareDecimals(value, limits.usdtMinAmount) >= 0, {
    error: vkey('usdt_min'),
    params: { value: limits.usdtMinAmount },
  })
  .meta({ description: `USDT amount as a decimal string, at least ${limits.usdtMinAmount}.`, examples: ['100'] });

/** Transfer TXID: only digits or letters. */
export const txid = requiredText(limits.txidMax, 'txid_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('txid_chars') });

/** Blockchain address: only digits or letters. */
export const chainAddress = requiredText(limits.addressMax, 'address_chars').regex(/^[A-Za-z0-9]+$/, {
  error: vkey('address_chars'),
});

/** USDT recharge: amount ≥ 100, TXID and sender address digits or letters; currency, network, address, rate and fee required. */
export const usdtRechargeForm = z.object({
  in_abbreviation: CoinName,
  network: requiredText(16, 'choice'),
  address: chainAddress,
  sender_address: chainAddress,
  rate: nonNegativeAmount,
  usdt_recharge_fee: nonNegativeAmount,
  trade_count: usdtAmount,
  txid,
});

/** USDT withdrawal: amount numeric, at least 100; the rate and fee rate the form showed, required. */
export const usdtWithdrawForm = z.object({
  out_abbreviation: CoinName,
  network: requiredText(16, 'choice'),
  address: chainAddress,
  trade_count: usdtAmount,
  rate: nonNegativeAmount,
  usdt_withdrawal_fee: nonNegativeAmount,
});

// ---------- calls ----------

const usdtOrderFilters = {
  status: OrderStatus.optional(),
  network: UsdtNetwork.optional(),
  start_time: commonFilters.start_time,
  end_time: commonFilters.end_time,
  keyword: commonFilters.keyword.meta({ description: 'Order number, matched exactly or as a prefix.' }),
};

export const usdtCalls = {
  usdtWithdrawQuery: endpoint({
    path: '/v1/merchant/usdt_trade/extract/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'USDT withdrawal requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: { ...usdtOrderFilters, out_abbreviation: CoinName.optional() },
    }),
    response: listResponse(UsdtWithdrawOrder),
  }),
  usdtWithdrawAdd: endpoint({
    path: '/v1/merchant/usdt_trade/extract/add',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Request a USDT withdrawal (the amount is frozen until review)',
    auth: true,
    idempotent: true,
    request: z.object({
      out_abbreviation: CoinName.meta({ description: 'The coin debited from the balance.' }),
      trade_count: usdtAmount,
      network: UsdtNetwork,
      address: chainAddress,
      rate: nonNegativeAmount.meta({
        description: 'The withdrawal rate of out_abbreviation the form showed (setting/query); a different current rate answers 4000 quote_changed and freezes nothing.',
        examples: ['7.3'],
      }),
      usdt_withdrawal_fee: nonNegativeAmount.meta({ description: 'The withdrawal fee rate the form showed; checked like rate.', examples: ['0.01'] }),
      google_code: stepUpCode,
    }),
    response: UsdtWithdrawOrder,
  }),
  usdtAssetsQuery: endpoint({
    path: '/v1/merchant/usdt_trade/asses/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Balances of the coins that can be exchanged against USDT',
    auth: true,
    request: z.object({ coin_name: CoinName.optional() }),
    response: listResponse(Assets),
  }),
  usdtRechargeAdd: endpoint({
    path: '/v1/merchant/usdt_trade/charge/add',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Declare a USDT recharge sent on chain (credited on approval)',
    auth: true,
    idempotent: true,
    request: z.object({
      in_abbreviation: CoinName.meta({ description: 'The coin to credit.' }),
      trade_count: usdtAmount,
      network: UsdtNetwork,
      address: chainAddress.meta({ description: 'The deposit address it was sent to: the merchant’s own on the network, as setting/query gives it; any other answers 4000.' }),
      sender_address: chainAddress.meta({ description: '(added) The address the USDT was sent from, which the platform matches on chain.' }),
      txid,
      rate: nonNegativeAmount.meta({ description: 'The rate the form showed; a different current rate answers 4000 quote_changed.' }),
      usdt_recharge_fee: nonNegativeAmount.meta({ description: 'The fee rate the form showed; checked like rate.' }),
    }),
    response: UsdtRechargeOrder,
  }),
  usdtRechargeQuery: endpoint({
    path: '/v1/merchant/usdt_trade/charge/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'USDT recharge requests',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'audit_time', 'trade_count'],
      filters: { ...usdtOrderFilters, in_abbreviation: CoinName.optional() },
    }),
    response: listResponse(UsdtRechargeOrder),
  }),
  usdtSettingQuery: endpoint({
    path: '/v1/merchant/usdt_trade/setting/query',
    method: 'post',
    tag: 'USDT trade',
    summary: 'Networks, addresses, rates, fees and minimums of USDT trade',
    auth: true,
    request: EmptyBody,
    response: UsdtSetting,
  }),
} satisfies Record<string, Endpoint>;
