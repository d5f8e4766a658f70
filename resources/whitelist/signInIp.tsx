import { Alert, Chip, DialogContentText, Stack } from '@mui/material';
import { useGetIdentity, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

const keys = 'resources.white/WhiteList.messages';

/**
 * One text form per address, as the server stores whitelist entries (server/whitelist/ip.ts):
 * IPv6 compressed and lower-case, an IPv4-mapped IPv6 address as plain IPv4.
 */
function canonicalIp(text: string): string {
  const trimmed = text.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!trimmed.includes(':')) return trimmed;
  try {
    return new URL(`http://[${trimmed}]`).hostname.slice(1, -1);
  } catch {
    return trimmed;
  }
}

/**
 * The IP address this session signed in from: `last_login_ip` of the account detail the console
 * stored (userInfo) right after this sign-in. The API tells no caller its current address.
 * Null while unknown.
 */
function useSignInIp(): string | null {
  const { identity } = useGetIdentity();
  const ip: unknown = identity?.last_login_ip;
  return typeof ip === 'string' && ip !== '' ? canonicalIp(ip) : null;
}

/** Whether the entry in context is the address this session signed in from. */
function useIsSignInIp(): boolean {
  const record = useRecordContext();
  const signInIp = useSignInIp();
  const ip: unknown = record?.ip;
  return signInIp !== null && typeof ip === 'string' && canonicalIp(ip) === signInIp;
}

/** The mark of the entry this session signed in from (the `ip` field's `mark`). */
export function SignInIpMark() {
  const translate = useTranslate();
  if (!useIsSignInIp()) return null;
  return <Chip size="small" color="info" variant="outlined" label={translate(`${keys}.your_ip`)} />;
}

/**
 * The removal confirmation's part (`delete.part`): what removing an entry means, and, for the address this
 * session signed in from, the warning that removing it can lock the operator out.
 */
export function RemovalWarning() {
  const translate = useTranslate();
  const record = useRecordContext();
  const isSignInIp = useIsSignInIp();
  return (
    <Stack spacing={2}>
      {isSignInIp && (
        <Alert severity="warning" variant="filled">
          {translate(`${keys}.lockout_warning`, { ip: String(record?.ip ?? '') })}
        </Alert>
      )}
      <DialogContentText>{translate(`${keys}.removal`)}</DialogContentText>
    </Stack>
  );
}

/**
 * The add form's part (its group's `part`): while the whitelist does not hold the address this session signed in
 * from, adding another address ends this session at once (the server ends every session the list no longer admits)
 * and a sign-in from here is refused from then on. Said before saving, with the way out.
 */
export function AdditionWarning() {
  const translate = useTranslate();
  const signInIp = useSignInIp();
  const typed: unknown = useWatch({ name: 'ip' });
  // The keyword matches a prefix: the exact address is looked for among what it finds.
  const { data, isPending } = useGetList('white/WhiteList', { pagination: { page: 1, perPage: 100 }, filter: { keyword: signInIp ?? '' } }, { enabled: signInIp !== null });
  if (signInIp === null || isPending) return null;
  const listed = (data ?? []).some((entry) => typeof entry.ip === 'string' && canonicalIp(entry.ip) === signInIp);
  const addingOwn = typeof typed === 'string' && canonicalIp(typed) === signInIp;
  if (listed || addingOwn) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate(`${keys}.addition_warning`, { ip: signInIp })}
    </Alert>
  );
}
