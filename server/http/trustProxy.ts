/**
 * KASSA_TRUST_PROXY: the reverse proxies whose X-Forwarded-For this server believes, by address or CIDR range (or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). The client's IP is then the right-most address of the
 * header that is not one of them. Trusting every hop (`true`) would make the client's IP whatever the client writes
 * first in the header, which defeats the login whitelist, the API key's IP permission, lockout and rate limits, so it
 * is refused, as is a hop count.
 */
import { isIP } from 'node:net';

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify's trustProxy for the setting's value: false when unset; throws with what to write instead when unsafe. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  const example = 'for example KASSA_TRUST_PROXY=10.0.0.5 or KASSA_TRUST_PROXY=10.0.0.0/24,127.0.0.1';
  if (entries.length === 1 && entries[0] === 'true') {
    throw new Error(`KASSA_TRUST_PROXY=true would believe any X-Forwarded-For a client writes. Name your reverse proxies' addresses or CIDR ranges instead, ${example}.`);
  }
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(`KASSA_TRUST_PROXY takes the reverse proxies' IP addresses or CIDR ranges, separated by commas; not ${wrong.map((entry) => `"${entry}"`).join(', ')}. Write, ${example}.`);
  }
  return entries;
}
