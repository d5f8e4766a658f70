import { isIP } from 'node:net';

/**
 * One text form per address, so the whitelist compares like with like: IPv6 compressed and lower-case,
 * and an IPv4 address seen through an IPv4-mapped IPv6 socket ("::ffff:1.2.3.4") as plain IPv4.
 * Null when the text is no IP address.
 */
export function canonicalIp(text: string): string | null {
  const trimmed = text.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  if (isIP(trimmed) === 4) return trimmed;
  if (isIP(trimmed) === 6) return new URL(`http://[${trimmed}]`).hostname.slice(1, -1);
  return null;
}
