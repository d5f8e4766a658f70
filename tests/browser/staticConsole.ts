import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

// KASSA_DIST_DIR lets a developer test a build kept elsewhere (several builds side by side).
const distDir = process.env.KASSA_DIST_DIR ?? join(import.meta.dirname, '../../dist');
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * Serves the built console alone (no API), with the single-page fallback to index.html,
 * for browser tests of screens that need no server data.
 */
export async function serveBuiltConsole(): Promise<{ url: string; close: () => Promise<void> }> {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(distDir, path);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
    response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
