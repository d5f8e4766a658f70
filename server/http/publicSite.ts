/**
 * What the server shows besides the API: the built console at / (with the SPA fallback, so a reload
 * on /records/EntryRecord still gets the app), the hosted checkout page at /checkout/<order_id>, the payer's wallet
 * app at /wallet/ (its own fallback inside /wallet/), the OpenAPI document at /openapi.json and a readable reference
 * at /docs.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The hosted checkout's page, a second entry of the same build (vite builds it to dist/checkout.html). */
export const checkoutPage = 'checkout.html';
/** The payer's wallet app, a third entry (dist/wallet.html), served at /wallet/ and every page under it. */
export const walletPage = 'wallet.html';
/** The platform console of the staff, a fourth entry (dist/platform.html), served at /platform/ and every page under it. */
export const platformPage = 'platform.html';
/** Its web app manifest and icons live in dist/wallet/ (copied from public/wallet/). */
const walletManifest = 'wallet/manifest.webmanifest';

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
  // The wallet app: its own pages (sign-in, scan, pay…) are its routes, so every path under /wallet/ that is no file
  // answers its page; the console's fallback never does there.
  const walletEntry = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(resolve(root, walletPage))) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', pageCacheControl).type('text/html').sendFile(walletPage, { cacheControl: false });
  };
  app.get('/wallet', async (request, reply) => reply.redirect(`/wallet/${request.url.slice('/wallet'.length)}`));
  app.get('/wallet/', walletEntry);
  app.get('/wallet/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!/\.[A-Za-z0-9]+$/.test(path)) return walletEntry(request, reply);
    const file = decodeURIComponent(path).slice(1);
    if (file.includes('..') || file.endsWith('.map') || !existsSync(resolve(root, file))) return reply.code(404).type('text/plain').send('Not found');
    // The manifest's type is the one browsers expect of it; the icons' comes from their name.
    if (file === walletManifest) reply.type('application/manifest+json');
    return reply.sendFile(file);
  });
  // The platform console: its pages are its routes, so every GET under /platform/ that is no file answers its page (the
  // ops endpoint, POST /platform/<command> on loopback, is no GET).
  const platformEntry = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(resolve(root, platformPage))) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', pageCacheControl).type('text/html').sendFile(platformPage, { cacheControl: false });
  };
  app.get('/platform/', platformEntry);
  app.get('/platform/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (/\.[A-Za-z0-9]+$/.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return platformEntry(request, reply);
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing /assets/app.js must stay a 404, not turn into HTML the browser tries to run.
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(path);
    if (looksLikeFile || !existsSync(resolve(root, 'index.html'))) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html').sendFile('index.html');
  };
}

/** swagger-ui as its authors publish it for static sites (swagger-ui-dist): the reference page's script, styles and icon. */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiFiles = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);

/** The reference page: swagger-ui reading /openapi.json. No inline script, so the site's policy (script-src 'self') holds. */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kassa API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/reference.js"></script>
</body>
</html>
`;
const docsScript = "window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n";

/** /openapi.json (the document made from the contract, openapi/, served as it is) and the reference page at /docs. */
export async function registerApiDocs(app: FastifyInstance, document: Record<string, unknown>) {
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: '/docs/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => swaggerUiFiles.has(basename(path)),
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });
  app.get('/docs', async (_request, reply) => reply.header('cache-control', pageCacheControl).type('text/html').send(docsPage));
  app.get('/docs/reference.js', async (_request, reply) => reply.header('cache-control', pageCacheControl).type('text/javascript').send(docsScript));
  app.get('/openapi.json', async () => document);
}
