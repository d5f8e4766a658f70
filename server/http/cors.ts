import type { FastifyInstance } from 'fastify';

/**
 * The console may reach the API on another origin (its base address is picked from a configured list,
 * spec section 7). The token travels in the Authorization header, never in a cookie, so allowing any
 * origin hands no ambient credentials to a foreign page (the known-device cookie is not sent across origins either:
 * without credentials mode no cookie goes, and a client elsewhere sends the device token as a header). The platform endpoint gets none of this.
 * Registered before the maintenance guard, so a preflight succeeds and the browser can read the 511.
 */
export function registerCors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/(v\d+\/|healthy)/.test(request.url)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'Content-Disposition, Idempotent-Replayed, X-Row-Count, X-Step-Up-Until, X-Kassa-Device');
    if (request.method !== 'OPTIONS') return;
    reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'Authorization, Content-Type, Language, Accept-Language, Idempotency-Key, X-Kassa-Device')
      .header('access-control-max-age', '600')
      .code(204);
    return reply.send();
  });
}
