/**
 * The server compiled ahead of time: `npm start` runs build/server/start.js on plain node instead of compiling
 * TypeScript at every start (tsx). Built once, and again whenever a source file it was built from changed
 * (each input's modification time against the build's), or the project moved.
 *
 *   node scripts/build-server.mjs          build now
 *   node scripts/build-server.mjs --start  build if missing or stale, then run the server (what `npm start` does)
 *
 * Plain JavaScript on purpose: it must run before anything is compiled. The packages the server uses go into the
 * bundle with the project's own code (scripts/start.ts, server/, openapi/): one file to read and compile instead of
 * hundreds to find and load one by one (a start on an existing database spent about 0.2 s there). The few that read
 * files beside themselves, or load a native addon, stay in node_modules (`keptExternal`).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(projectDir, 'build/server');
export const serverEntry = join(outDir, 'start.js');
const stampFile = join(outDir, 'inputs.json');
/** The OpenAPI document, made from the contract at build time: the server reads it instead of making it at every start. */
const documentFile = join(outDir, 'openapi.json');

/** Why the build must be made again, or null when it is current. */
export function staleReason() {
  if (!existsSync(serverEntry) || !existsSync(stampFile) || !existsSync(documentFile)) return 'no build yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return 'unreadable build record';
  }
  if (stamp.projectDir !== projectDir) return 'the project moved';
  const builtAt = statSync(serverEntry).mtimeMs;
  for (const input of stamp.inputs) {
    const file = join(projectDir, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return null;
}

/**
 * The bundle keeps each module's own address: `import.meta.url` and `import.meta.dirname` are replaced by the
 * source file's, so paths such as server/db/migrations (read at run time) resolve as they do under tsx.
 */
const sourceAddresses = {
  name: 'kassa-source-addresses',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : args.path.endsWith('js') ? 'js' : 'ts' };
    });
  },
};

/**
 * Packages loaded from node_modules at run time: PGlite reads its WebAssembly and data files beside its module,
 * argon2 is a native addon, pg-native is pg's optional native driver (not installed), pino starts its transports
 * from files of its own, and the tools that build (esbuild, vite) are never bundled into what they build.
 */
const keptExternal = ['@electric-sql/pglite', 'argon2', 'pg-native', 'pino', 'esbuild', 'vite'];

/** A bundled package written for CommonJS may call require() (a Node built-in, a kept package): the bundle gives it Node's. */
const requireBanner = "import { createRequire as kassaCreateRequire } from 'node:module'; const require = kassaCreateRequire(import.meta.url);";

/** Compiles scripts/start.ts, what it imports from the project and the packages they use into build/server/start.js. */
export async function buildServer() {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  await buildDocumentFile(build);
  const temporary = `${serverEntry}.tmp-${process.pid}.js`;
  const result = await build({
    entryPoints: [join(projectDir, 'scripts/start.ts')],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: keptExternal,
    banner: { js: requireBanner },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceAddresses],
    // scripts/start.ts reads the document built beside it (see buildDocumentFile).
    define: { KASSA_BUILT_DOCUMENT: JSON.stringify(documentFile) },
  });
  // Written aside and renamed: a server starting meanwhile never runs half a file.
  renameSync(temporary, serverEntry);
  if (existsSync(`${temporary}.map`)) renameSync(`${temporary}.map`, `${serverEntry}.map`);
  // The packages' own files are not watched one by one: a changed package-lock.json (other versions) rebuilds.
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(input)).filter((input) => !input.includes('/node_modules/'));
  const lockFile = join(projectDir, 'package-lock.json');
  if (existsSync(lockFile)) inputs.push(lockFile);
  writeFileSync(stampFile, JSON.stringify({ projectDir, inputs: inputs.map((input) => input.slice(projectDir.length + 1)) }, null, 1));
  return serverEntry;
}

/** openapi/document.ts compiled and run once, its document written to build/server/openapi.json. */
async function buildDocumentFile(build) {
  const script = join(outDir, `document.tmp-${process.pid}.mjs`);
  await build({
    entryPoints: [join(projectDir, 'openapi/document.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [sourceAddresses],
  });
  try {
    const { buildDocument } = await import(pathToFileURL(script).href);
    writeFileSync(`${documentFile}.tmp`, JSON.stringify(buildDocument()));
    renameSync(`${documentFile}.tmp`, documentFile);
  } finally {
    rmSync(script, { force: true });
  }
}

/** Builds when missing or stale; answers the entry to run. */
export async function buildServerIfStale() {
  const reason = staleReason();
  if (reason !== null) {
    console.log(`Building the server (${reason})…`);
    await buildServer();
  }
  return serverEntry;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--start')) {
    await import(pathToFileURL(await buildServerIfStale()).href);
  } else {
    await buildServer();
    console.log(`built ${serverEntry}`);
  }
}
