/**
 * Security headers on every answer (@fastify/helmet): a strict Content-Security-Policy for the console and the
 * checkout (scripts only from this origin, no inline script, no framing), nosniff, a referrer policy, and HSTS
 * when the server's public address is HTTPS (whatever the hop to this process) or the request came over HTTPS. Styles allow 'unsafe-inline' because MUI's emotion writes its styles at run
 * time; scripts never do. The API reference at /docs (swagger-ui) lives under the same policy: it has no inline script.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origins of a comma-separated list of API base addresses (VITE_API_BASE_URLS), for the console's connect-src. */
export function apiOriginsOf(list: string): string[] {
  return list
    .split(',')
    .map((entry) => URL.parse(entry.trim())?.origin)
    .filter((origin): origin is string => origin !== undefined && origin !== 'null');
}

/** `apiOrigins`: other API servers the console may call beside this one. */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, apiOrigins: readonly string[]) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only where it means something: over HTTPS (set below). Sent over plain HTTP it is ignored anyway.
    // Behind a TLS-terminating proxy the request reaches this process over HTTP, so the public address decides too.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The checkout opens the wallet app and may be opened from the merchant's site: no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  const publicHttps = publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
