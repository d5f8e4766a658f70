import { Alert, Box } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useEndpointQuery } from '../src/resourceLayer/api';
import { usePublishFacts } from '../src/resourceLayer/formFacts';
import { formatMoney } from '../src/resourceLayer/format';

const keys = 'resources.coin-withdraw/index.messages';

/**
 * The payout currency of the chosen payment method and that currency's minimum (system/coin/query),
 * and the balance of the debited coin. Publishes `minimum` for the amount's rule
 * ('Minimum withdrawal request amount {value}').
 */
export function FiatWithdrawalQuote() {
  const translate = useTranslate();
  const methodId = useWatch({ name: 'payment_method_id' }) as unknown;
  const debited = useWatch({ name: 'out_abbreviation' }) as unknown;
  const id = typeof methodId === 'number' || (typeof methodId === 'string' && methodId !== '') ? methodId : undefined;
  const { data: method } = useGetOne('payment/PaymentMethod', { id: id ?? '' }, { enabled: id !== undefined });
  const currency = id !== undefined && typeof method?.coin_name === 'string' ? method.coin_name : undefined;
  const { data: coins } = useEndpointQuery('systemCoinQuery', currency ? { coin_name: currency } : null);
  const minimum = coins?.list.find((coin) => coin.coin_name === currency)?.min_withdrawal;
  const debitedCoin = typeof debited === 'string' && debited !== '' ? debited : undefined;
  const { data: balances } = useEndpointQuery('assetQuery', debitedCoin ? { coin_name: debitedCoin } : null);
  const available = balances?.list.find((row) => row.coin_name === debitedCoin)?.available_asset;
  usePublishFacts({ minimum });

  return (
    <Alert severity="info" icon={false} sx={{ mb: 2, width: '100%' }}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {currency && minimum ? (
          <li>{translate(`${keys}.currency`, { coin: currency, amount: formatMoney(minimum, currency) })}</li>
        ) : (
          <li>{translate(`${keys}.choose_method`)}</li>
        )}
        {debitedCoin && available !== undefined && (
          <li>{translate(`${keys}.available`, { amount: formatMoney(available, debitedCoin) })}</li>
        )}
      </Box>
    </Alert>
  );
}
