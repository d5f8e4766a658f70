/**
 * Brotli and gzip copies of a build's text files, written beside them (`app-1a2b.js.br`, `app-1a2b.js.gz`) so
 * the server sends them as they are (server/http/publicSite.ts) instead of compressing on every request.
 * Source maps get none: they are never served.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts in these formats are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below about a packet, compression saves nothing worth a second file. */
const minimumBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes FILE.br and FILE.gz for every compressible file under `dir`; answers the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < minimumBytes) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      done.push(relative(dir, file));
    }),
  );
  return done.sort();
}

/** The vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kassa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
