/**
 * Measure 5: the JavaScript each page loads, in gzip bytes (level 9), from a fresh build of the working tree
 * (`vite build` into a temp folder, with its manifest: dist/ is left alone), or from dist/ with --no-build.
 *
 * The login and dashboard figures are what Chromium fetches (bundleInBrowser.ts: the network recorded while the
 * real server serves the build), lazily loaded chunks included as the page asks for them:
 *   login     = a fresh browser at /Login, until the network is idle
 *   dashboard = a fresh, signed-in browser at the dashboard, until the network is idle
 *   (and, for information, everything fetched from opening /Login through signing in to the dashboard)
 * The checkout and wallet figures, and the listings, read the build statically: a page's first load is what its HTML names
 * (module scripts and modulepreload links) and everything those import statically. Chunks behind import() count
 * for a route only when their source path matches the route's patterns below; every other lazy chunk is listed apart.
 * Without a manifest (--no-build), file names stand in for source paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Options } from './context';
import { measureInBrowser } from './bundleInBrowser';
import { kb, projectDir, Report, runCommand, tempDir } from './lib';

export const budgets = { login: 170_000, dashboard: 350_000, checkout: 100_000, wallet: 120_000 };
const routePatterns: Record<'login' | 'dashboard', RegExp[]> = {
  login: [/(^|\/)src\/auth\//, /login/i],
  dashboard: [/dashboard/i, /(^|\/)src\/shell\//],
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

class Build {
  private readonly manifest: Record<string, ManifestChunk> | null;
  private readonly byFile = new Map<string, ManifestChunk>();
  private readonly gzipCache = new Map<string, { raw: number; gzip: number }>();

  constructor(readonly dir: string) {
    const manifestFile = [join(dir, '.vite/manifest.json'), join(dir, 'manifest.json')].find((file) => existsSync(file));
    this.manifest = manifestFile ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : null;
    for (const chunk of Object.values(this.manifest ?? {})) this.byFile.set(chunk.file, chunk);
  }

  get hasManifest(): boolean {
    return this.manifest !== null;
  }

  size(file: string): { raw: number; gzip: number } {
    let figure = this.gzipCache.get(file);
    if (!figure) {
      const bytes = readFileSync(join(this.dir, file));
      figure = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      this.gzipCache.set(file, figure);
    }
    return figure;
  }

  /** The source path a built file came from (manifest), else the file name. */
  sourceOf(file: string): string {
    return this.byFile.get(file)?.src ?? file;
  }

  private code(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  staticImports(file: string): string[] {
    const chunk = this.byFile.get(file);
    if (chunk && this.manifest) return (chunk.imports ?? []).map((key) => this.manifest![key]?.file).filter((name): name is string => Boolean(name));
    const found: string[] = [];
    for (const match of this.code(file).matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?[`"'](\.{1,2}\/[^`"']+\.js)[`"']/g)) {
      found.push(join(dirname(file), match[1]!));
    }
    return found;
  }

  dynamicImports(file: string): string[] {
    const chunk = this.byFile.get(file);
    if (chunk && this.manifest) return (chunk.dynamicImports ?? []).map((key) => this.manifest![key]?.file).filter((name): name is string => Boolean(name));
    return [...this.code(file).matchAll(/import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map((match) => join(dirname(file), match[1]!));
  }

  /** The files named by `roots` and their static imports, transitively. */
  closure(roots: string[], into = new Set<string>()): Set<string> {
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (into.has(file) || !file.endsWith('.js') || !existsSync(join(this.dir, file))) continue;
      into.add(file);
      queue.push(...this.staticImports(file));
    }
    return into;
  }

  /** Every chunk reachable through import() from `files` (and from those chunks in turn). */
  lazyChunks(files: Set<string>): Set<string> {
    const lazy = new Set<string>();
    const queue = [...files].flatMap((file) => this.dynamicImports(file));
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (lazy.has(file) || files.has(file) || !existsSync(join(this.dir, file))) continue;
      lazy.add(file);
      queue.push(...this.dynamicImports(file), ...this.staticImports(file));
    }
    return lazy;
  }

  /** The module scripts and modulepreload links of an HTML file, as paths inside the build. */
  firstLoad(htmlFile: string): string[] {
    const html = readFileSync(join(this.dir, htmlFile), 'utf8');
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1] ?? null;
    const files: string[] = [];
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
      const src = attribute(tag, 'src');
      if (src && !/^https?:/.test(src)) files.push(src.replace(/^\//, ''));
    }
    for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
      const href = attribute(tag, 'href');
      if (href && attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') files.push(href.replace(/^\//, ''));
    }
    return files;
  }

  total(files: Iterable<string>): { raw: number; gzip: number; count: number } {
    let raw = 0;
    let gzip = 0;
    let count = 0;
    for (const file of files) {
      const size = this.size(file);
      raw += size.raw;
      gzip += size.gzip;
      count += 1;
    }
    return { raw, gzip, count };
  }
}

async function buildConsole(): Promise<string> {
  const outDir = join(tempDir('build'), 'dist');
  console.log(`vite build of the working tree into ${outDir}…`);
  await runCommand(process.execPath, [join(projectDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: projectDir });
  return outDir;
}

export async function measureBundle(options: Options, report: Report): Promise<void> {
  const dir = options.build ? await buildConsole() : join(projectDir, 'dist');
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run \`npm run build\` (or drop --no-build)`);
  const build = new Build(dir);
  const source = options.build ? 'fresh build' : 'dist/';
  const line = (files: Set<string>) => {
    const figure = build.total(files);
    return `${kb(figure.gzip)} gzip (${kb(figure.raw)} raw, ${figure.count} files)`;
  };
  const listFiles = (label: string, files: Iterable<string>) => {
    const sorted = [...files].sort((a, b) => build.size(b).gzip - build.size(a).gzip);
    console.log(`  ${label}:`);
    for (const file of sorted.slice(0, Number(process.env.BENCH_LIST ?? 12))) console.log(`    ${file.padEnd(48)} ${kb(build.size(file).gzip).padStart(10)} gzip  ${build.sourceOf(file) === file ? '' : build.sourceOf(file)}`);
    if (sorted.length > 12) console.log(`    … and ${sorted.length - 12} more`);
  };

  const consoleFirst = build.closure(build.firstLoad('index.html'));
  const lazy = build.lazyChunks(consoleFirst);
  const withRoute = (route: 'login' | 'dashboard') => {
    const matching = [...lazy].filter((file) => routePatterns[route].some((pattern) => pattern.test(build.sourceOf(file))));
    return build.closure(matching, new Set(consoleFirst));
  };
  const routes = { login: withRoute('login'), dashboard: withRoute('dashboard') };
  listFiles('console first load (index.html, static reading)', consoleFirst);
  console.log('Chromium: /Login, signing in, and the dashboard of a signed-in browser, recording the network…');
  const fetched = await measureInBrowser(dir);
  const browserLine = (files: string[]) => {
    const figure = build.total(files);
    const brotli = files.reduce((sum, file) => sum + (existsSync(join(dir, `${file}.br`)) ? readFileSync(join(dir, `${file}.br`)).length : build.size(file).raw), 0);
    return `${kb(figure.gzip)} gzip (${kb(figure.raw)} raw, ${kb(brotli)} brotli as served, ${figure.count} files)`;
  };
  for (const route of ['login', 'dashboard'] as const) {
    listFiles(`${route}: fetched by Chromium`, fetched[route].files);
    report.add({
      measure: route === 'login' ? 'login route JavaScript (Chromium, until idle)' : 'dashboard first load after sign-in, JavaScript (Chromium, signed in, until idle)',
      db: '—',
      project: browserLine(fetched[route].files),
      baseline: source,
      ratio: null,
      target: `≤ ${kb(budgets[route])}`,
      ok: build.total(fetched[route].files).gzip <= budgets[route],
    });
  }
  report.add({ measure: 'from /Login through signing in to the dashboard, JavaScript (Chromium)', db: '—', project: browserLine(fetched.signIn.files), baseline: source, ratio: null, target: '—', ok: null });
  const notCounted = [...lazy].filter((file) => !routes.login.has(file) && !routes.dashboard.has(file));
  if (notCounted.length > 0) {
    listFiles(`other lazy chunks, counted in no route (${kb(build.total(notCounted).gzip)} gzip in all)`, notCounted);
  }

  // The light entries: the hosted checkout and the wallet app, each what its HTML names and their static imports.
  for (const page of ['checkout', 'wallet'] as const) {
    const measure = `${page === 'checkout' ? 'checkout' : 'wallet app'} first load, JavaScript`;
    if (!existsSync(join(dir, `${page}.html`))) {
      report.add({ measure, db: '—', project: `not built (no ${page}.html)`, baseline: source, ratio: null, target: `≤ ${kb(budgets[page])}`, ok: false });
      continue;
    }
    const files = build.closure(build.firstLoad(`${page}.html`));
    listFiles(`${page} first load (${page}.html)`, files);
    report.add({ measure, db: '—', project: line(files), baseline: source, ratio: null, target: `≤ ${kb(budgets[page])}`, ok: build.total(files).gzip <= budgets[page] });
  }
}
