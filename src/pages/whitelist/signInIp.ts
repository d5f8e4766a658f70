import { useGetIdentity } from 'react-admin';

/**
 * One text form per address, as the server stores whitelist entries (server/whitelist/ip.ts):
 * IPv6 compressed and lower-case, an IPv4-mapped IPv6 address as plain IPv4.
 */
export function canonicalIp(text: string): string {
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
export function useSignInIp(): string | null {
  const { identity } = useGetIdentity();
  const ip: unknown = identity?.last_login_ip;
  return typeof ip === 'string' && ip !== '' ? canonicalIp(ip) : null;
}
