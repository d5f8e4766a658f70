import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { DetailSection } from '../../../src/resourceLayer/DetailSection';
import { formatDateTime, isNegativeAmount, useAmountFormat } from '../../../src/resourceLayer/format';

const keys = 'resources.wallet_user.messages';

type WalletUserDetail = ResponseOf<'platformWalletUserDetail'> & { id: string };
type Step = keyof WalletUserDetail['profile']['identity'];
const steps: readonly Step[] = ['real_name', 'id_number', 'phone', 'email', 'bank_card', 'payment_password'];

/** What the user's wallet shows them: which identity steps are done, whether paying is locked, and their balances. */
export function WalletUserProfile() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { money } = useAmountFormat();
  const record = useRecordContext<WalletUserDetail>();
  const profile = record?.profile;
  if (!profile) return null;
  return (
    <>
      <DetailSection title={`${keys}.identity`}>
        <Typography sx={{ mb: 1 }}>{translate(profile.ready ? `${keys}.ready` : `${keys}.notReady`)}</Typography>
        {profile.payment_locked_until && (
          <Typography color="error" sx={{ mb: 1 }}>
            {translate(`${keys}.paymentLocked`, { time: formatDateTime(profile.payment_locked_until, locale) })}
          </Typography>
        )}
        <Stack direction="row" flexWrap="wrap" gap={1}>
          {steps.map((step) => (
            <Chip
              key={step}
              size="small"
              variant={profile.identity[step] ? 'filled' : 'outlined'}
              color={profile.identity[step] ? 'success' : 'default'}
              label={`${translate(`${keys}.steps.${step}`)}: ${translate(profile.identity[step] ? `${keys}.done` : `${keys}.missing`)}`}
            />
          ))}
        </Stack>
      </DetailSection>
      <DetailSection title={`${keys}.balances`}>
        {profile.balances.length === 0 ? (
          <Typography color="text.secondary">{translate(`${keys}.noBalances`)}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${keys}.coin`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.available`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.frozen`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.reward`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {profile.balances.map((balance) => (
                  <TableRow key={balance.coin_name}>
                    <TableCell>{balance.coin_name}</TableCell>
                    <TableCell align="right">{money(balance.available, undefined)}</TableCell>
                    <TableCell align="right">{money(balance.frozen, undefined)}</TableCell>
                    <TableCell align="right">{money(balance.reward, undefined)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DetailSection>
    </>
  );
}

/** The user's 20 latest movements and their wallet sessions that have not ended. */
export function WalletUserActivity() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { money } = useAmountFormat();
  const record = useRecordContext<WalletUserDetail>();
  if (!record?.recent_history) return null;
  return (
    <>
      <DetailSection title={`${keys}.history`}>
        {record.recent_history.length === 0 ? (
          <Typography color="text.secondary">{translate(`${keys}.noHistory`)}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${keys}.time`)}</TableCell>
                  <TableCell>{translate(`${keys}.type`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.amount`)}</TableCell>
                  <TableCell align="right">{translate(`${keys}.availableAfter`)}</TableCell>
                  <TableCell>{translate(`${keys}.serial`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.recent_history.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell>{formatDateTime(event.time, locale)}</TableCell>
                    <TableCell>{translate(`${keys}.movementType.${event.transaction_type}`)}</TableCell>
                    <TableCell align="right" sx={{ color: isNegativeAmount(event.amount) ? 'error.main' : undefined }}>
                      {money(event.amount, event.coin_name)}
                    </TableCell>
                    <TableCell align="right">{money(event.available_after, event.coin_name)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.serial_number}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DetailSection>
      <DetailSection title={`${keys}.sessions`}>
        {record.sessions.length === 0 ? (
          <Typography color="text.secondary">{translate(`${keys}.noSessions`)}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${keys}.device`)}</TableCell>
                  <TableCell>{translate(`${keys}.ip`)}</TableCell>
                  <TableCell>{translate(`${keys}.lastSeen`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.sessions.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell>{[session.browser, session.os].filter(Boolean).join(', ') || translate(`${keys}.unknownDevice`)}</TableCell>
                    <TableCell>{session.ip}</TableCell>
                    <TableCell>{formatDateTime(session.last_seen_time, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DetailSection>
    </>
  );
}
