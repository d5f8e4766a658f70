/**
 * A light entry's first load (the hosted checkout's, the wallet app's), in gzip bytes of JavaScript: checkout-size.ts
 * and wallet-size.ts hold each page to its budget.
 *
 * Reads dist/<page>.html, follows its module script and modulepreload tags (and any static import between those
 * files, in case one was not preloaded), gzips each JavaScript file at level 9 and prints each figure and the total.
 * Chunks loaded later with import() (the form rules, the screens) are listed apart and do not count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = join(import.meta.dirname, '../../dist');

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1] ?? null;
}

/** The JavaScript the page asks for before it runs: module scripts and modulepreload links. */
export function firstLoadFiles(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (src) files.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') {
      const href = attribute(tag, 'href');
      if (href) files.push(href);
    }
  }
  return files;
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not dynamic import(). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?[`"'](\.{1,2}\/[^`"']+\.js)[`"']/g)) found.push(match[1]!);
  return found;
}

function dynamicImports(code: string): string[] {
  return [...code.matchAll(/import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]!);
}

interface Figure {
  file: string;
  raw: number;
  gzip: number;
}

function measure(path: string): { raw: number; gzip: number; code: string } {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, code: bytes.toString('utf8') };
}

/** Measures the first load of dist/<page>.html against `budgetBytes`, printing each file: 0 within it, 1 over, 2 unbuilt. */
export function measurePageSize(page: string, title: string, budgetBytes: number): number {
  const htmlFile = join(distDir, `${page}.html`);
  if (!existsSync(htmlFile)) {
    console.error(`dist/${page}.html is missing: run \`npm run build\` first`);
    return 2;
  }
  const html = readFileSync(htmlFile, 'utf8');
  const queue = firstLoadFiles(html).map((url) => join(distDir, url.replace(/^\//, '')));
  const seen = new Set<string>();
  const first: Figure[] = [];
  const later = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path) || !path.endsWith('.js')) continue;
    seen.add(path);
    if (!existsSync(path)) {
      console.error(`${posix.relative(distDir, path)} is named by ${page}.html but missing`);
      return 2;
    }
    const { raw, gzip, code } = measure(path);
    first.push({ file: path.slice(distDir.length + 1), raw, gzip });
    for (const next of staticImports(code)) queue.push(join(dirname(path), next));
    for (const next of dynamicImports(code)) later.add(join(dirname(path), next));
  }
  const total = first.reduce((sum, figure) => sum + figure.gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;
  console.log(`${title} first load (JavaScript, gzip -9):`);
  for (const figure of first.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${figure.file.padEnd(40)} ${kb(figure.gzip).padStart(10)} gzip  (${kb(figure.raw)} raw)`);
  console.log(`  ${'total'.padEnd(40)} ${kb(total).padStart(10)} gzip  (budget ${kb(budgetBytes)})`);
  // What import() loads later, with the chunks those import in turn, less what the first load already has.
  const lazyQueue = [...later];
  const lazy = new Map<string, number>();
  while (lazyQueue.length > 0) {
    const path = lazyQueue.shift()!;
    if (seen.has(path) || lazy.has(path) || !existsSync(path)) continue;
    const { gzip, code } = measure(path);
    lazy.set(path, gzip);
    for (const next of [...staticImports(code), ...dynamicImports(code)]) lazyQueue.push(join(dirname(path), next));
  }
  if (lazy.size > 0) {
    console.log('Loaded later, on demand (not counted):');
    for (const [path, gzip] of [...lazy].sort((a, b) => b[1] - a[1])) console.log(`  ${path.slice(distDir.length + 1).padEnd(40)} ${kb(gzip).padStart(10)} gzip`);
  }
  if (total > budgetBytes) {
    console.error(`Over budget by ${kb(total - budgetBytes)}`);
    return 1;
  }
  return 0;
}

