import { Alert, Box, FormHelperText, Typography } from '@mui/material';
import Decimal from 'decimal.js';
import { QRCodeSVG } from 'qrcode.react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCoins, useEndpointQuery } from '../../src/resourceLayer/api';
import { CopyButton } from '../../src/resourceLayer/copy';
import type { FieldInputProps } from '../../src/resourceLayer/defineResource';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';
import { isDecimalText, useAmountFormat } from '../../src/resourceLayer/format';
import { QuotedValue, useQuotedValue } from '../../src/resourceLayer/QuotedValue';

const keys = 'resources.ustd-recharge/index';

/** What setting/query offers: networks with the merchant's own deposit addresses, rates, fee rates. */
function useUsdtSetting() {
  return useEndpointQuery('usdtSettingQuery', {}, { staleTime: 60_000 }).data;
}

/**
 * The merchant's own deposit address on the chosen network, as text (with copy) and as a QR code. The operator does
 * not type it: it is the value setting/query gives, sent as `address`. A network whose pool had no address left for
 * the merchant says so, and the form cannot be sent for it.
 */
export function PlatformAddressInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const setting = useUsdtSetting();
  const network = useWatch({ name: 'network' }) as unknown;
  const offered = setting?.networks.find((entry) => entry.network === network);
  const address = offered?.address ?? undefined;
  useQuotedValue(field.source, address);
  const { fieldState } = useInput({ source: field.source, isRequired: true });
  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-label={translate(`${keys}.fields.${field.source}`)}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${keys}.fields.${field.source}`)} *
      </Typography>
      {address ? (
        <>
          <Typography variant="body2">{translate(`${keys}.messages.address_hint`, { network: String(network) })}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            <span data-testid="platform-address">{address}</span>
            <CopyButton text={address} />
          </Box>
          <Box sx={{ mt: 1, p: 1, bgcolor: '#fff', display: 'inline-block' }}>
            <QRCodeSVG value={address} size={160} title={translate(`${keys}.messages.address_qr`)} />
          </Box>
        </>
      ) : offered ? (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          {translate(`${keys}.messages.address_unavailable`, { network: String(network) })}
        </Alert>
      ) : (
        <Typography variant="body2">{translate(`${keys}.messages.choose_network`)}</Typography>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>
          <InputHelperText error={fieldState.error.message} />
        </FormHelperText>
      )}
    </Box>
  );
}

/** The exchange rate of the credited coin, as the platform quotes it now; sent as `rate`. */
export function QuotedRateInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  const coin = useWatch({ name: 'in_abbreviation' }) as unknown;
  const quoted = setting?.rates.find((rate) => rate.coin_name === coin)?.recharge_rate;
  return <QuotedValue field={field} quoted={quoted} label={`${keys}.fields.${field.source}`} hint={`${keys}.messages.choose_coin`} />;
}

/** The recharge fee rate the platform quotes now; sent as `usdt_recharge_fee`. */
export function QuotedFeeRateInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  return <QuotedValue field={field} quoted={setting?.usdt_recharge_fee} label={`${keys}.fields.${field.source}`} hint={`${keys}.messages.choose_coin`} />;
}

/**
 * What the declared recharge will credit once the platform approves it, estimated as the server computes it
 * (exchange_count = trade_count × rate, fee = exchange_count × fee rate, count = exchange_count − fee, each rounded
 * half up to the coin), and the balance of the credited coin. Publishes `available` and `quote` for the confirmation.
 */
export function UsdtRechargeEstimate() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const setting = useUsdtSetting();
  const coinName = useWatch({ name: 'in_abbreviation' }) as unknown;
  const amount = useWatch({ name: 'trade_count' }) as unknown;
  const coin = typeof coinName === 'string' && coinName !== '' ? coinName : undefined;
  const { coins } = useCoins('open');
  const decimals = coins.find((entry) => entry.coin_name === coin)?.decimals;
  const rate = setting?.rates.find((entry) => entry.coin_name === coin)?.recharge_rate;
  const { data: balances } = useEndpointQuery('assetQuery', coin ? { coin_name: coin } : null);
  const available = balances?.list.find((row) => row.coin_name === coin)?.available_asset;
  const typed = typeof amount === 'string' ? amount.trim() : '';
  const quote =
    setting && rate && decimals !== undefined && isDecimalText(typed) && new Decimal(typed).gt(0)
      ? (() => {
          const exchanged = new Decimal(typed).times(rate).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
          const fee = exchanged.times(setting.usdt_recharge_fee).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
          return { fee: fee.toFixed(decimals), count: exchanged.minus(fee).toFixed(decimals) };
        })()
      : undefined;
  usePublishFacts({ available, quote });
  if (!coin || (available === undefined && !quote)) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {available !== undefined && <li>{translate(`${keys}.messages.available`, { amount: money(available, coin) })}</li>}
        {quote && <li>{translate(`${keys}.messages.credited`, { amount: money(quote.count, coin) })}</li>}
      </Box>
    </Alert>
  );
}
