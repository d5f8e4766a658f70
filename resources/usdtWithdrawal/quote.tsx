import { Alert, Box } from '@mui/material';
import Decimal from 'decimal.js';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { limits } from '../../openapi/rules';
import { useEndpointQuery } from '../../src/resourceLayer/api';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';
import type { FieldInputProps } from '../../src/resourceLayer/defineResource';
import { isDecimalText, useAmountFormat } from '../../src/resourceLayer/format';
import { QuotedValue } from '../../src/resourceLayer/QuotedValue';

const keys = 'resources.ustd-withdraw/index.messages';
const fieldKeys = 'resources.ustd-withdraw/index.fields';

/** What setting/query offers: the rates and the withdrawal fee rate. */
function useUsdtSetting() {
  return useEndpointQuery('usdtSettingQuery', {}, { staleTime: 60_000 }).data;
}

/** The withdrawal rate of the debited coin, as the platform quotes it now; sent as `rate`, which the server checks. */
export function QuotedWithdrawalRateInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  const coin = useWatch({ name: 'out_abbreviation' }) as unknown;
  const quoted = setting?.rates.find((rate) => rate.coin_name === coin)?.withdrawal_rate;
  return <QuotedValue field={field} quoted={quoted} label={`${fieldKeys}.${field.source}`} hint={`${keys}.choose_coin`} />;
}

/** The withdrawal fee rate the platform quotes now; sent as `usdt_withdrawal_fee`. */
export function QuotedWithdrawalFeeInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  return <QuotedValue field={field} quoted={setting?.usdt_withdrawal_fee} label={`${fieldKeys}.${field.source}`} hint={`${keys}.choose_coin`} />;
}

/**
 * Before a USDT withdrawal is requested: the balance of the debited coin (usdt_trade/asses/query), the rate
 * and the minimum (setting/query), and what will be frozen until review, estimated as the server computes it:
 * count = trade_count × rate + fee, fee = trade_count × rate × usdt_withdrawal_fee. Publishes `available` and
 * `quote` for the confirmation.
 */
export function UsdtWithdrawalQuote() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const coinName = useWatch({ name: 'out_abbreviation' }) as unknown;
  const amount = useWatch({ name: 'trade_count' }) as unknown;
  const coin = typeof coinName === 'string' && coinName !== '' ? coinName : undefined;
  const setting = useUsdtSetting();
  const { data: balances } = useEndpointQuery('usdtAssetsQuery', coin ? { coin_name: coin } : null);
  const rate = setting?.rates.find((entry) => entry.coin_name === coin)?.withdrawal_rate;
  const available = balances?.list.find((row) => row.coin_name === coin)?.available_asset;
  const typed = typeof amount === 'string' ? amount.trim() : '';
  const estimate =
    rate && setting && isDecimalText(typed) && new Decimal(typed).gt(0)
      ? (() => {
          const exchanged = new Decimal(typed).times(rate);
          const fee = exchanged.times(setting.usdt_withdrawal_fee);
          return { fee: fee.toString(), debit: exchanged.plus(fee).toString() };
        })()
      : undefined;
  // The confirmation states the same figures.
  usePublishFacts({ available, quote: estimate });

  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        <li>{translate(`${keys}.minimum`, { amount: setting?.min_withdrawal ?? limits.usdtMinAmount })}</li>
        {coin && available !== undefined && <li>{translate(`${keys}.available`, { amount: money(available, coin) })}</li>}
        {coin && rate && <li>{translate(`${keys}.rate`, { rate, coin })}</li>}
        {coin && estimate && (
          <>
            <li>{translate(`${keys}.fee`, { amount: money(estimate.fee, coin) })}</li>
            <li>{translate(`${keys}.debit`, { amount: money(estimate.debit, coin) })}</li>
          </>
        )}
      </Box>
    </Alert>
  );
}
