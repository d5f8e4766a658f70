/**
 * Where the server may send a webhook (SSRF): http(s) to a public address. Private, loopback, link-local and
 * other special-purpose ranges are refused unless KASSA_WEBHOOK_ALLOW_PRIVATE=true (demos and tests). The host
 * is resolved and every address checked when the URL is given (a clear refusal for the merchant), and again by
 * the socket of each attempt (transport.ts), so a name that later points inside the network is refused at connect.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { invalidInput } from '../http/errors';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** How a webhook's host name resolves: the system's resolver, or a test's (config.webhookLookup). */
export type WebhookLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: WebhookLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Two lists: a BlockList matches IPv4 addresses against IPv6 rules through their mapped form.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped addresses reach the IPv4 address inside; no public endpoint needs them.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family === 6) return !blockedV6.check(address, 'ipv6');
  return false;
}

export interface TargetProblem {
  /** `forbidden`: never to be called (scheme, non-public address); `unresolved`: the name does not resolve now. */
  kind: 'forbidden' | 'unresolved';
  message: string;
}

/** Why a URL may not be called now, or null when it may. */
export async function targetProblem(url: string, allowPrivate: boolean, lookup: WebhookLookup = systemLookup): Promise<TargetProblem | null> {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return { kind: 'forbidden', message: 'not an http(s) URL' };
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host)).map((entry) => entry.address);
  } catch {
    return { kind: 'unresolved', message: `cannot resolve ${host}` };
  }
  const inside = addresses.find((address) => !isPublicAddress(address));
  return inside ? { kind: 'forbidden', message: `${host} resolves to the non-public address ${inside}` } : null;
}

/**
 * Refuses (4000 on `field`) a URL the server may never call. A name that does not resolve yet is accepted:
 * each attempt checks again.
 */
export async function assertPublicTarget(url: string, allowPrivate: boolean, field: string, lookup: WebhookLookup = systemLookup): Promise<void> {
  const problem = await targetProblem(url, allowPrivate, lookup);
  if (problem?.kind === 'forbidden') throw invalidInput(field, 'kassa.server.webhookUrlPrivate');
}
