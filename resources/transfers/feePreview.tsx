import { Alert, Box, Typography } from '@mui/material';
import Decimal from 'decimal.js';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCoins, useEndpointQuery } from '../../src/resourceLayer/api';
import { usePublishFacts } from '../../src/resourceLayer/formFacts';
import { isDecimalText, useAmountFormat } from '../../src/resourceLayer/format';
import { FeeNotices } from '../../src/widgets/FeeNotices';

const keys = 'resources.transfer/AccountsManage.messages';

/** The rates one transfer pays. */
const transferRates = ['transfer_fee_rate', 'internal_transfer_fee_rate'] as const;

/**
 * Before the transfer is confirmed: the available balance (transfer/query_balance), the coin's minimum,
 * and the fees and the amount the recipient receives, estimated from the coin's fee rates.
 * Publishes `minimum` for the amount's rule, and `available` and `quote` (the fees and what the recipient receives)
 * for the confirmation. A coming change of the coin's transfer rates is stated under it: the estimate is today's.
 */
export function TransferFeePreview() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const coinName = useWatch({ name: 'coin_name' }) as unknown;
  const amount = useWatch({ name: 'transfer_amount' }) as unknown;
  const coin = typeof coinName === 'string' && coinName !== '' ? coinName : undefined;
  const { coins } = useCoins('open');
  const settings = coins.find((candidate) => candidate.coin_name === coin);
  const { data: balance } = useEndpointQuery('transferQueryBalance', coin ? { coin_name: coin } : null);
  const typed = typeof amount === 'string' ? amount.trim() : '';
  const estimate = settings && isDecimalText(typed) && new Decimal(typed).gt(0)
    ? (() => {
        const value = new Decimal(typed);
        const places = settings.decimals;
        const fee = value.times(settings.transfer_fee_rate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
        const internalFee = value.times(settings.internal_transfer_fee_rate).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
        return { fee: fee.toFixed(places), internalFee: internalFee.toFixed(places), receives: value.minus(fee).minus(internalFee).toFixed(places) };
      })()
    : undefined;
  // The confirmation states the same estimate.
  usePublishFacts({ minimum: settings?.min_transfer, available: balance?.available_asset, quote: estimate });
  if (!coin) return null;

  return (
    <>
      <Alert severity="info" icon={false} sx={{ mt: 1, mb: 2, width: '100%' }} aria-label={translate(`${keys}.preview`)}>
        <Typography variant="subtitle2" component="h3">
          {translate(`${keys}.preview`)}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {balance && <li>{translate(`${keys}.available`, { amount: money(balance.available_asset, coin) })}</li>}
          {settings && <li>{translate(`${keys}.minimum`, { amount: money(settings.min_transfer, coin) })}</li>}
          {estimate && (
            <>
              <li>{translate(`${keys}.fee`, { amount: money(estimate.fee, coin) })}</li>
              <li>{translate(`${keys}.internal_fee`, { amount: money(estimate.internalFee, coin) })}</li>
              <li>{translate(`${keys}.receives`, { amount: money(estimate.receives, coin) })}</li>
            </>
          )}
        </Box>
      </Alert>
      <FeeNotices coin={coin} rates={transferRates} sx={{ mb: 2 }} />
    </>
  );
}
