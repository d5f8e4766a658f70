import { isIP } from 'node:net';
import { canonicalIp } from '../whitelist/ip';

/**
 * The block of addresses one subscriber holds, which every counter and limit keys on: an IPv4 address alone (/32),
 * and an IPv6 address's /64, since every home or mobile IPv6 line is given at least a /64 and could otherwise rotate
 * through its addresses past any limit per address. Text like "2001:db8:1:2::/64"; anything that is no address is
 * answered as it is.
 */
export function addressPrefix(ip: string): string {
  const canonical = canonicalIp(ip);
  if (!canonical || isIP(canonical) !== 6) return canonical ?? ip;
  return `${expandedGroups(canonical).slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, the :: filled in (an embedded IPv4 tail becomes two groups). */
function expandedGroups(address: string): string[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  if (tail === undefined) return left;
  const right = tail === '' ? [] : tail.split(':');
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
