import { Box, FormHelperText, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEndpointQuery } from '../src/resourceLayer/api';
import { CopyButton } from '../src/resourceLayer/copy';
import type { FieldInputProps } from '../src/resourceLayer/defineResource';
import { formatRate } from '../src/resourceLayer/format';

const keys = 'resources.ustd-recharge/index';

/** What setting/query offers: networks and the platform's addresses, rates, fee rates. */
function useUsdtSetting() {
  return useEndpointQuery('usdtSettingQuery', {}, { staleTime: 60_000 }).data;
}

/** Keeps a form value equal to what the platform quotes, so the request carries exactly what the form showed. */
function useQuotedValue(source: string, quoted: string | undefined) {
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    const next = quoted ?? null;
    if (getValues(source) !== next) setValue(source, next, { shouldDirty: true, shouldValidate: quoted !== undefined });
  }, [source, quoted, setValue, getValues]);
}

/**
 * The platform's receiving address of the chosen network, as text (with copy) and as a QR code.
 * The operator does not type it: it is the value setting/query gives, sent as `address`.
 */
export function PlatformAddressInput({ field }: FieldInputProps) {
  const translate = useTranslate();
  const setting = useUsdtSetting();
  const network = useWatch({ name: 'network' }) as unknown;
  const address = setting?.networks.find((entry) => entry.network === network)?.address;
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

function QuotedValue({ field, quoted, hint }: { field: FieldInputProps['field']; quoted: string | undefined; hint: string }) {
  const translate = useTranslate();
  useQuotedValue(field.source, quoted);
  const { fieldState } = useInput({ source: field.source, isRequired: true });
  return (
    <TextField
      label={translate(`${keys}.fields.${field.source}`)}
      value={quoted === undefined ? '' : formatRate(quoted, field.percent)}
      required
      disabled
      size="small"
      margin="dense"
      helperText={fieldState.error?.message ? <InputHelperText error={fieldState.error.message} /> : quoted === undefined ? translate(hint) : ' '}
      error={fieldState.error !== undefined}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

/** The exchange rate of the credited coin, as the platform quotes it now; sent as `rate`. */
export function QuotedRateInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  const coin = useWatch({ name: 'in_abbreviation' }) as unknown;
  const quoted = setting?.rates.find((rate) => rate.coin_name === coin)?.recharge_rate;
  return <QuotedValue field={field} quoted={quoted} hint={`${keys}.messages.choose_coin`} />;
}

/** The recharge fee rate the platform quotes now; sent as `usdt_recharge_fee`. */
export function QuotedFeeRateInput({ field }: FieldInputProps) {
  const setting = useUsdtSetting();
  return <QuotedValue field={field} quoted={setting?.usdt_recharge_fee} hint={`${keys}.messages.choose_coin`} />;
}
