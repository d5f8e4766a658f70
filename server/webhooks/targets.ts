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

/*
 * What is public follows the IANA IPv4 and IPv6 Special-Purpose Address Registries: an address in one of their
 * ranges is refused unless the registry calls that range globally reachable. The anycast service addresses it calls
 * so (PCP, TURN, DNS-SD: 192.0.0.9, 192.0.0.10, 2001:1::1–3) are refused too: they reach the nearest such server,
 * which may be one on our own network, and no webhook endpoint lives there. Beyond the registries: IPv4 multicast
 * and the whole of IPv6 outside global unicast (2000::/3; this covers multicast and the deprecated site-local
 * fec0::/10) are refused, as is 6to4 (2002::/16, deprecated: no endpoint needs it, and its relays are anycast).
 * An IPv4-mapped or NAT64 (64:ff9b::/96) address connects to the IPv4 address inside, which is judged instead.
 */
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments, its anycast service addresses included
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 (limited broadcast) with it
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 global unicast, the only IPv6 space a public endpoint has addresses in. */
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID (bar the blocks below)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  // Outside 2000::/3, refused by that rule already; listed so the registry's whole list is here.
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['100:0:0:1::', 64], // dummy prefix
  ['5f00::', 16], // segment routing (SRv6) SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}
/** Inside 2001::/23, what the registry calls globally reachable, but for its anycast service addresses. */
const globalV6 = new BlockList();
for (const [network, prefix] of [
  ['2001:3::', 32], // AMT
  ['2001:4:112::', 48], // AS112-v6
  ['2001:20::', 28], // ORCHIDv2
  ['2001:30::', 28], // drone remote ID entity tags
] as const) {
  globalV6.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of a valid IPv6 address (a zone after % is dropped; a dotted IPv4 tail is read as two groups). */
function ipv6Bytes(address: string): Uint8Array {
  const plain = address.split('%')[0]!;
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = plain.split('::') as [string, string | undefined];
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
const mappedPrefix = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]; // ::ffff:0:0/96
const nat64Prefix = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0]; // 64:ff9b::/96

function isPublicV4(address: string): boolean {
  return !blockedV4.check(address, 'ipv4');
}

function isPublicV6(address: string): boolean {
  const bytes = ipv6Bytes(address);
  if (startsWith(bytes, mappedPrefix) || startsWith(bytes, nat64Prefix)) return isPublicV4(bytes.slice(12).join('.'));
  const plain = address.split('%')[0]!;
  if (globalV6.check(plain, 'ipv6')) return true;
  return globalUnicastV6.check(plain, 'ipv6') && !blockedV6.check(plain, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(address);
  if (family === 6) return isPublicV6(address);
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
