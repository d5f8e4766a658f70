/**
 * Measure 6: from spawning the server (the command of `npm start`) to GET /healthy answering 200, on a site
 * whose database exists already (migrated and seeded by an earlier start), against the same for a bare
 * Fastify app on plain Node. The target is for the embedded database (PGlite); PostgreSQL's figure is shown
 * too. While the server runs, how it serves the console's script: compression and caching.
 */
import { join } from 'node:path';
import type { Options } from './context';
import { dbLabel, startKassa, type Site } from './kassa';
import { benchDir, freePort, kb, median, ms, request, startProcess, waitUntilAnswering, type Report } from './lib';

async function bareStart(site: Site): Promise<number> {
  const port = await freePort();
  const bare = startProcess('bare-fastify-start', process.execPath, [join(benchDir, 'bare.mjs')], { cwd: site.runDir, env: { ...process.env, PORT: String(port) }, logDir: site.runDir });
  try {
    return await waitUntilAnswering(bare, `http://127.0.0.1:${port}/healthy`);
  } finally {
    await bare.stop();
  }
}

/** How the console's entry script is served: size on the wire, content-encoding, cache-control. */
async function consoleServing(base: string): Promise<{ text: string; ok: boolean } | null> {
  const page = await request('GET', `${base}/`, undefined, { 'accept-encoding': 'br, gzip' });
  const src = /<script\b[^>]*\ssrc=["']([^"']+)["']/i.exec(page.body.toString('utf8'))?.[1];
  if (page.status !== 200 || !src) return null;
  const script = await request('GET', new URL(src, `${base}/`).toString(), undefined, { 'accept-encoding': 'br, gzip' });
  const encoding = String(script.headers['content-encoding'] ?? 'none');
  const cache = String(script.headers['cache-control'] ?? 'none');
  const maxAge = Number(/max-age=(\d+)/.exec(cache)?.[1] ?? 0);
  const longLived = /immutable/.test(cache) || maxAge >= 86_400 * 30;
  return {
    text: `${src.split('/').pop()}: ${kb(script.body.length)} sent, encoding ${encoding}, cache-control ${cache}`,
    ok: encoding !== 'none' && longLived,
  };
}

export async function measureStart(site: Site, options: Options, report: Report, firstStartMs: number): Promise<void> {
  const db = dbLabel(site.kind);
  console.log(`start on an existing ${db} database, ${options.startRepeats} times, and a bare Fastify app as often…`);
  const kassaTimes: number[] = [];
  const bareTimes: number[] = [];
  let serving: Awaited<ReturnType<typeof consoleServing>> = null;
  for (let round = 0; round < options.startRepeats; round += 1) {
    const kassa = await startKassa(site, `kassa-${site.kind}-start`);
    kassaTimes.push(kassa.startMs);
    if (round === 0) serving = await consoleServing(kassa.url);
    await kassa.process.stop();
    bareTimes.push(await bareStart(site));
  }
  const kassaMs = median(kassaTimes);
  const bareMs = median(bareTimes);
  const embedded = site.kind === 'pglite';
  report.add({
    measure: `start on an existing ${embedded ? 'embedded ' : ''}database (median of ${kassaTimes.length})`,
    db,
    project: `${ms(kassaMs)} (${kassaTimes.map(ms).join(', ')})`,
    baseline: `bare Fastify on node: ${ms(bareMs)}`,
    ratio: kassaMs / bareMs,
    target: embedded ? '≤ 1.5 s' : '— (target: embedded)',
    ok: embedded ? kassaMs <= 1500 : null,
  });
  report.add({ measure: 'first start on a fresh database (migrate + seed)', db, project: ms(firstStartMs), baseline: `bare Fastify on node: ${ms(bareMs)}`, ratio: firstStartMs / bareMs, target: '—', ok: null });
  if (serving) report.add({ measure: 'console entry script as served', db, project: serving.text, baseline: '—', ratio: null, target: 'compressed, long-lived cache', ok: serving.ok });
}
