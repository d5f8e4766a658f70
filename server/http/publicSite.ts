/**
 * What the server shows besides the API: the built console at / (with the SPA fallback, so a reload
 * on /records/EntryRecord still gets the app), the hosted checkout page at /checkout/<order_id>, the OpenAPI
 * document at /openapi.json and a readable reference at /docs.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The hosted checkout's page, a second entry of the same build (vite builds it to dist/checkout.html). */
export const checkoutPage = 'checkout.html';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name, so one may be kept for ever. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** The HTML pages name the current build's hashed assets: a browser asks again (a cheap 304) before using its copy. */
export const pageCacheControl = 'no-cache';

function cacheControlOf(filePath: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{6,}\.\w+(\.(br|gz))?$/.test(filePath) ? immutableCacheControl : pageCacheControl;
}

/**
 * Serves the console's files; answers the fallback for unknown GET paths that are no file. /checkout/<order_id>
 * answers the checkout page, never cached: the HTML names the current build's hashed assets.
 * The build writes a .br and a .gz beside each text file (vite.config.ts): they are sent, with their
 * Content-Encoding, to browsers that accept one, so no request spends CPU on compression.
 */
export async function registerConsole(app: FastifyInstance, consoleDir: string) {
  const root = resolve(consoleDir);
  // Source maps stay on the server's disk: the build's code is public, its sources are not handed out.
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    allowedPath: (path) => !path.endsWith('.map'),
    // Every file's policy comes from its name; a route that set its own (the checkout page: no-store) keeps it.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlOf(filePath));
    },
  });
  app.get('/checkout/:orderId', async (_request, reply) => {
    if (!existsSync(resolve(root, checkoutPage))) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-store').type('text/html').sendFile(checkoutPage, { cacheControl: false });
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing /assets/app.js must stay a 404, not turn into HTML the browser tries to run.
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(path);
    if (looksLikeFile || !existsSync(resolve(root, 'index.html'))) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html').sendFile('index.html');
  };
}

export async function registerApiDocs(app: FastifyInstance, document: Record<string, unknown>) {
  // The document is made from the contract (openapi/); served as it is, never derived from routes.
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  // The reference page sets its own policy (it loads styles swagger-ui needs), without forcing HTTPS on a server
  // served over plain HTTP, and framed by no one, as the console.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
}
