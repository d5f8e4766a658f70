import { Alert, Box } from '@mui/material';
import Decimal from 'decimal.js';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResponseOf } from '../../openapi/endpoints';
import { useCoins, useEndpointQuery } from '../../src/resourceLayer/api';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';
import { isDecimalText, useAmountFormat } from '../../src/resourceLayer/format';

const keys = 'resources.coin-withdraw/index.messages';

/**
 * Units of the debited coin per unit of the payout currency: 1 for the same coin, else through USDT (the debited
 * coin's withdrawal rate over the currency's recharge rate, 8 decimals), as the server takes it.
 */
function exchangeRate(debited: string, currency: string, rates: ResponseOf<'usdtSettingQuery'>['rates'] | undefined): string | undefined {
  if (debited === currency) return '1';
  const from = rates?.find((rate) => rate.coin_name === debited)?.withdrawal_rate;
  const to = rates?.find((rate) => rate.coin_name === currency)?.recharge_rate;
  if (!from || !to || new Decimal(to).isZero()) return undefined;
  return new Decimal(from).dividedBy(to).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toString();
}

/**
 * The payout currency of the chosen payment method and that currency's minimum (system/coin/query),
 * and the balance of the debited coin. Publishes `minimum` for the amount's rule
 * ('Minimum withdrawal request amount {value}'), and for the confirmation `available`, `method` and `quote`
 * (the rate, the fee and the amount debited, estimated).
 */
export function FiatWithdrawalQuote() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const methodId = useWatch({ name: 'payment_method_id' }) as unknown;
  const debited = useWatch({ name: 'out_abbreviation' }) as unknown;
  const amount = useWatch({ name: 'trade_count' }) as unknown;
  const id = typeof methodId === 'number' || (typeof methodId === 'string' && methodId !== '') ? methodId : undefined;
  const { data: method } = useGetOne('payment/PaymentMethod', { id: id ?? '' }, { enabled: id !== undefined });
  const currency = id !== undefined && typeof method?.coin_name === 'string' ? method.coin_name : undefined;
  const { data: coins } = useEndpointQuery('systemCoinQuery', currency ? { coin_name: currency } : null);
  const minimum = coins?.list.find((coin) => coin.coin_name === currency)?.min_withdrawal;
  const debitedCoin = typeof debited === 'string' && debited !== '' ? debited : undefined;
  const { data: balances } = useEndpointQuery('assetQuery', debitedCoin ? { coin_name: debitedCoin } : null);
  const available = balances?.list.find((row) => row.coin_name === debitedCoin)?.available_asset;
  const currencySettings = coins?.list.find((coin) => coin.coin_name === currency);
  const { coins: openCoins } = useCoins('open');
  const debitedDecimals = openCoins.find((coin) => coin.coin_name === debitedCoin)?.decimals;
  const { data: setting } = useEndpointQuery('usdtSettingQuery', currency && debitedCoin && currency !== debitedCoin ? {} : null, { staleTime: 60_000 });
  const rate = currency && debitedCoin ? exchangeRate(debitedCoin, currency, setting?.rates) : undefined;
  const typed = typeof amount === 'string' ? amount.trim() : '';
  // As the server computes it: count = trade_count × rate (rounded to the debited coin) + fee, fee = that × the
  // currency's withdrawal fee rate (rounded).
  const quote =
    rate && currencySettings && debitedDecimals !== undefined && isDecimalText(typed) && new Decimal(typed).gt(0)
      ? (() => {
          const exchanged = new Decimal(typed).times(rate).toDecimalPlaces(debitedDecimals, Decimal.ROUND_HALF_UP);
          const fee = exchanged.times(currencySettings.withdrawal_fee_rate).toDecimalPlaces(debitedDecimals, Decimal.ROUND_HALF_UP);
          return { rate, fee: fee.toFixed(debitedDecimals), count: exchanged.plus(fee).toFixed(debitedDecimals) };
        })()
      : undefined;
  const methodFacts =
    currency && method ? { label: `${String(method.bank_name)} ${String(method.account_number)} (${currency})`, holder: String(method.holder_name), currency } : undefined;
  usePublishFacts({ minimum, available, quote, method: methodFacts });

  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {currency && minimum ? (
          <li>{translate(`${keys}.currency`, { coin: currency, amount: money(minimum, currency) })}</li>
        ) : (
          <li>{translate(`${keys}.choose_method`)}</li>
        )}
        {debitedCoin && available !== undefined && (
          <li>{translate(`${keys}.available`, { amount: money(available, debitedCoin) })}</li>
        )}
      </Box>
    </Alert>
  );
}
