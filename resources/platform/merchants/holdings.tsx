import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { DetailSection } from '../../../src/resourceLayer/DetailSection';
import { formatDateTime, useAmountFormat } from '../../../src/resourceLayer/format';

const keys = 'resources.merchant.messages';

type MerchantDetail = ResponseOf<'platformMerchantDetail'>;

/** A merchant's balances per coin (open markets and any coin it holds money in), and its open markets. */
export function MerchantBalances() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const record = useRecordContext<MerchantDetail & { id: string }>();
  if (!record?.balances) return null;
  return (
    <>
      <DetailSection title={`${keys}.balances`}>
        {record.balances.length === 0 ? (
          <Typography color="text.secondary">{translate(`${keys}.noBalances`)}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${keys}.coin`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.available`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.frozen`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.total`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.balances.map((balance) => (
                  <TableRow key={balance.coin_name}>
                    <TableCell>{balance.coin_name}</TableCell>
                    <TableCell align="right">{money(balance.available_asset, undefined)}</TableCell>
                    <TableCell align="right">{money(balance.freeze_asset, undefined)}</TableCell>
                    <TableCell align="right">{money(balance.total_asset, undefined)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DetailSection>
      <DetailSection title={`${keys}.markets`}>
        {record.open_markets.length === 0 ? (
          <Typography color="text.secondary">{translate(`${keys}.noMarkets`)}</Typography>
        ) : (
          <Stack direction="row" flexWrap="wrap" gap={1}>
            {record.open_markets.map((coin) => (
              <Chip key={coin} label={coin} size="small" />
            ))}
          </Stack>
        )}
      </DetailSection>
    </>
  );
}

/** A merchant's operators, with their last sign-in time and address. */
export function MerchantOperators() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<MerchantDetail & { id: string }>();
  if (!record?.operators) return null;
  return (
    <DetailSection title={`${keys}.operators`}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${keys}.operatorUsername`)}</TableCell>
              <TableCell>{translate(`${keys}.operatorCreated`)}</TableCell>
              <TableCell>{translate(`${keys}.lastSignIn`)}</TableCell>
              <TableCell>{translate(`${keys}.lastSignInIp`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.operators.map((operator) => (
              <TableRow key={operator.id}>
                <TableCell>{operator.username}</TableCell>
                <TableCell>{formatDateTime(operator.create_time, locale)}</TableCell>
                <TableCell>{operator.last_sign_in_time ? formatDateTime(operator.last_sign_in_time, locale) : translate(`${keys}.never`)}</TableCell>
                <TableCell>{operator.last_sign_in_ip ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}
