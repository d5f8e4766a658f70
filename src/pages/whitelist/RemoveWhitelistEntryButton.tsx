import { Alert, Stack, Typography } from '@mui/material';
import { DeleteWithConfirmButton, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { wasNotified } from '../../data/httpClient';
import { canonicalIp } from './signInIp';

type WhitelistEntry = ResponseOf<'whitelistList'>['list'][number];

function RemovalConfirmation({ ip, isSignInIp }: { ip: string; isSignInIp: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {isSignInIp && (
        <Alert severity="warning" variant="filled">
          {translate('kassa.whitelist.lockoutWarning', { ip })}
        </Alert>
      )}
      <Typography color="text.secondary">{translate('kassa.whitelist.removeText')}</Typography>
    </Stack>
  );
}

/**
 * Removes the entry of the row after a confirmation. When the entry is the address this session
 * signed in from, the confirmation warns that removing it can lock the operator out.
 */
export function RemoveWhitelistEntryButton({ signInIp }: { signInIp: string | null }) {
  const record = useRecordContext<WhitelistEntry>();
  const notify = useNotify();
  if (!record) return null;
  const isSignInIp = signInIp !== null && canonicalIp(record.ip) === signInIp;
  return (
    <DeleteWithConfirmButton
      label="kassa.whitelist.remove"
      confirmTitle="kassa.whitelist.removeTitle"
      titleTranslateOptions={{ ip: record.ip }}
      confirmContent={<RemovalConfirmation ip={record.ip} isSignInIp={isSignInIp} />}
      confirmColor={isSignInIp ? 'warning' : 'primary'}
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('kassa.whitelist.removed', { type: 'success', messageArgs: { ip: record.ip } }),
        onError: (error: unknown) => {
          // The HTTP client has already shown the server's reason.
          if (!wasNotified(error)) notify('ra.notification.http_error', { type: 'error' });
        },
      }}
    />
  );
}
