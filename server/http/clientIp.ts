import type { FastifyRequest } from 'fastify';
import { canonicalIp } from '../whitelist/ip';

/**
 * The caller's IP in canonical form. `request.ip` honours the trustProxy setting, so behind a
 * reverse proxy it is the client's address from X-Forwarded-For, not the proxy's.
 */
export function clientIp(request: FastifyRequest): string {
  return canonicalIp(request.ip) ?? request.ip;
}
