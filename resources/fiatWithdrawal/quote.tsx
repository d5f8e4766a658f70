import { Alert, Box } from '@mui/material';
import Decimal from 'decimal.js';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResponseOf } from '../../openapi/endpoints';
import { useCoins, useEndpointQuery } from '../../src/resourceLayer/api';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';
import type { FieldInputProps } from '../../src/resourceLayer/defineResource';
import { isDecimalText, useAmountFormat } from '../../src/resourceLayer/format';
import { QuotedValue } from '../../src/resourceLayer/QuotedValue';
import { FeeNotices } from '../../src/widgets/FeeNotices';

const keys = 'resources.coin-withdraw/index.messages';
const fieldKeys = 'resources.coin-withdraw/index.fields';

/** The rate a fiat withdrawal pays: the payout currency's. */
const withdrawalRate = ['withdrawal_fee_rate'] as const;

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
 * What the form quotes from its choices: the payment method and its currency, the debited coin, the rate between them
 * and the currency's withdrawal fee rate as this merchant pays it (its own where its fee schedule sets one: the open
 * markets' coin/list carries it; system/coin/query the platform's default for a currency whose market is closed).
 */
function useFiatQuote() {
  const methodId = useWatch({ name: 'payment_method_id' }) as unknown;
  const debited = useWatch({ name: 'out_abbreviation' }) as unknown;
  const id = typeof methodId === 'number' || (typeof methodId === 'string' && methodId !== '') ? methodId : undefined;
  const { data: method } = useGetOne('payment/PaymentMethod', { id: id ?? '' }, { enabled: id !== undefined });
  const currency = id !== undefined && typeof method?.coin_name === 'string' ? method.coin_name : undefined;
  const { data: coins } = useEndpointQuery('systemCoinQuery', currency ? { coin_name: currency } : null);
  const debitedCoin = typeof debited === 'string' && debited !== '' ? debited : undefined;
  const { coins: openCoins, isPending: openPending } = useCoins('open');
  const currencySettings = coins?.list.find((coin) => coin.coin_name === currency);
  const ownCurrency = openCoins.find((coin) => coin.coin_name === currency);
  const feeRate = openPending ? undefined : (ownCurrency ?? currencySettings)?.withdrawal_fee_rate;
  const { data: setting } = useEndpointQuery('usdtSettingQuery', currency && debitedCoin && currency !== debitedCoin ? {} : null, { staleTime: 60_000 });
  const rate = currency && debitedCoin ? exchangeRate(debitedCoin, currency, setting?.rates) : undefined;
  return {
    method: id !== undefined ? method : undefined,
    currency,
    minimum: currencySettings?.min_withdrawal,
    debitedCoin,
    debitedDecimals: openCoins.find((coin) => coin.coin_name === debitedCoin)?.decimals,
    rate,
    feeRate,
  };
}

/** The rate the form quotes (units of the debited coin per unit of the currency); sent as `rate`, which the server checks. */
export function QuotedFiatRateInput({ field }: FieldInputProps) {
  const { rate } = useFiatQuote();
  return <QuotedValue field={field} quoted={rate} label={`${fieldKeys}.${field.source}`} hint={`${keys}.choose_quote`} />;
}

/** The currency's withdrawal fee rate the merchant pays; sent as `currency_withdrawal_fee`. */
export function QuotedFiatFeeInput({ field }: FieldInputProps) {
  const { feeRate } = useFiatQuote();
  return <QuotedValue field={field} quoted={feeRate} label={`${fieldKeys}.${field.source}`} hint={`${keys}.choose_quote`} />;
}

/**
 * The payout currency of the chosen payment method and that currency's minimum (system/coin/query),
 * and the balance of the debited coin. Publishes `minimum` for the amount's rule
 * ('Minimum withdrawal request amount {value}'), and for the confirmation `available`, `method` and `quote`
 * (the rate, the fee and the amount debited, estimated with the rate and fee rate the form sends).
 */
export function FiatWithdrawalQuote() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const amount = useWatch({ name: 'trade_count' }) as unknown;
  const { method, currency, minimum, debitedCoin, debitedDecimals, rate, feeRate } = useFiatQuote();
  const { data: balances } = useEndpointQuery('assetQuery', debitedCoin ? { coin_name: debitedCoin } : null);
  const available = balances?.list.find((row) => row.coin_name === debitedCoin)?.available_asset;
  const typed = typeof amount === 'string' ? amount.trim() : '';
  // As the server computes it: count = trade_count × rate (rounded to the debited coin) + fee, fee = that × the
  // currency's withdrawal fee rate (rounded).
  const quote =
    rate && feeRate !== undefined && debitedDecimals !== undefined && isDecimalText(typed) && new Decimal(typed).gt(0)
      ? (() => {
          const exchanged = new Decimal(typed).times(rate).toDecimalPlaces(debitedDecimals, Decimal.ROUND_HALF_UP);
          const fee = exchanged.times(feeRate).toDecimalPlaces(debitedDecimals, Decimal.ROUND_HALF_UP);
          return { rate, fee: fee.toFixed(debitedDecimals), count: exchanged.plus(fee).toFixed(debitedDecimals) };
        })()
      : undefined;
  const methodFacts =
    currency && method ? { label: `${String(method.bank_name)} ${String(method.account_number)} (${currency})`, holder: String(method.holder_name), currency } : undefined;
  usePublishFacts({ minimum, available, quote, method: methodFacts });

  return (
    <>
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
      {/* The fee rate quoted is today's: a coming change of the currency's withdrawal rate is stated beside it. */}
      {currency && <FeeNotices coin={currency} rates={withdrawalRate} sx={{ mb: 2 }} />}
    </>
  );
}
