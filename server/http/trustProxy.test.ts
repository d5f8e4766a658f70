/**
 * Which X-Forwarded-For entries the server believes: only those its named proxies added. A client cannot choose its
 * own IP by writing the header, so the whitelist, the API key's IP permission, lockout and rate limits see the real one.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientIp } from './clientIp';
import { parseTrustProxy } from './trustProxy';

async function ipSeenBehind(setting: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: parseTrustProxy(setting) });
  app.get('/ip', async (request) => clientIp(request));
  const answer = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return answer.body;
}

describe('KASSA_TRUST_PROXY', () => {
  it('refuses true, which would believe whatever a client writes, and says what to write instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(/Name your reverse proxies' addresses or CIDR ranges/);
  });

  it('refuses hop counts and anything that is not an address, a CIDR range or a named range', () => {
    for (const value of ['1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '*']) {
      expect(() => parseTrustProxy(value), value).toThrow(/takes the reverse proxies' IP addresses or CIDR ranges/);
    }
  });

  it('takes addresses, CIDR ranges and named ranges, separated by commas', () => {
    expect(parseTrustProxy(' 10.0.0.5 , 10.1.0.0/16,::1, fd00::/8,loopback ')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('sees the address the trusted proxy saw, not the one the client wrote first', async () => {
    // The client sends "X-Forwarded-For: 1.2.3.4"; the proxy at 10.0.0.5 appends the address it was called from.
    expect(await ipSeenBehind('10.0.0.5', '10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeenBehind('10.0.0.0/24', '10.0.0.9', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores the header from a caller that is not a named proxy, and entirely when none is named', async () => {
    expect(await ipSeenBehind('10.0.0.5', '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await ipSeenBehind(undefined, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });
});
