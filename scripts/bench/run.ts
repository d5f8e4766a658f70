/**
 * `npm run bench`: the performance figures, each beside its baseline measured in the same run, and their ratio.
 *
 *   npm run bench                         full sizes (1M fund-flow rows, 10 s per load measure), PostgreSQL then PGlite
 *   npm run bench -- --quick              small sizes (20,000 rows, 3 s per load measure)
 *   npm run bench -- --only list          one measure (repeat --only or give a comma list for several)
 *   npm run bench -- --db pglite          one database (postgres, pglite)
 *   npm run bench -- --markdown           also print the table as Markdown (for docs/performance.md)
 *   more: --rows N --seconds S --warmup S --deep-seconds S --start-repeats N --pgbench-scale N --payers N --backlog N --no-build
 *
 * Measures: list (fund-flow page 1 read from the database under 10 clients, against bare Fastify), deep (page 10,000
 * and the last page against page 1), export (CSV of every row against psql \copy), transfers (signed-in operators
 * through the API against pgbench), orders (signed order/create against pgbench), webhooks (a backlog drained to a
 * local receiver), pay (wallet payments with the payment password, against one argon2id verify; webhook latency),
 * workers (WORKERS=2 against 1 on PostgreSQL), bundle (console and checkout JavaScript, gzip), start (an existing
 * database to /healthy, against bare Fastify).
 * Each database is a scratch one (kassa_bench_<random> on BENCH_DATABASE_URL / TEST_DATABASE_URL's server,
 * or a temp PGlite folder), removed at the end, on failure and on Ctrl-C, with every process it started.
 * Nothing here fails on a figure: the exit status is 1 only when a measure could not run.
 */
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { measureBundle } from './bundle';
import { measureNames, type Baselines, type DbContext, type MeasureName, type Options } from './context';
import { measureDeepPages, measureExport, measureList } from './fundFlow';
import { createApiKey, credit, dbLabel, newMerchant, newSite, openSite, seedFundFlows, signIn, siteSecretBox, startCommand, startKassa, verifyKyc, type BenchMerchant, type DbKind } from './kassa';
import { count, errorText, hasCommand, ms, nowMs, postgresServerUrl, Report, withCleanup } from './lib';
import { measureStart } from './startup';
import { measureOrders } from './orders';
import type { BenchPayer } from './context';
import { measurePay, newBenchPayer, ordersToPay, paymentsPerPayer } from './pay';
import { measureTransfers } from './transfers';
import { measureWebhookDrain, seedWebhookBacklog, startWebhookReceiver } from './webhooks';
import { measureWorkers } from './workers';

const usage = `usage: npm run bench -- [--quick] [--only ${measureNames.join('|')}]… [--db postgres|pglite|both] [--markdown]
       [--rows N] [--seconds S] [--warmup S] [--deep-seconds S] [--start-repeats N] [--pgbench-scale N] [--payers N] [--backlog N] [--no-build]`;

function parseOptions(argv: string[]): Options {
  const quick = argv.includes('--quick');
  const options: Options = {
    quick,
    only: new Set(measureNames),
    dbs: ['postgres', 'pglite'],
    rows: quick ? 20_000 : 1_000_000,
    seconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
    deepSeconds: quick ? 2 : 5,
    transferClients: 8,
    listClients: 10,
    pageSize: 50,
    startRepeats: quick ? 3 : 5,
    pgbenchScale: 1,
    payers: quick ? 40 : 200,
    webhookBacklog: quick ? 2_000 : 100_000,
    build: true,
    markdown: false,
  };
  const only: MeasureName[] = [];
  const number = (flag: string, value: string | undefined) => {
    const parsed = Number(value);
    if (!value || !Number.isFinite(parsed) || parsed <= 0) throw new Error(`${flag} needs a positive number\n${usage}`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    const value = () => argv[++index];
    switch (flag) {
      case '--quick':
        break;
      case '--only':
        for (const name of (value() ?? '').split(',')) {
          if (!(measureNames as readonly string[]).includes(name)) throw new Error(`unknown measure "${name}"\n${usage}`);
          only.push(name as MeasureName);
        }
        break;
      case '--db': {
        const db = value();
        if (db === 'both') options.dbs = ['postgres', 'pglite'];
        else if (db === 'postgres' || db === 'pg') options.dbs = ['postgres'];
        else if (db === 'pglite') options.dbs = ['pglite'];
        else throw new Error(`--db takes postgres, pglite or both\n${usage}`);
        break;
      }
      case '--rows':
        options.rows = Math.round(number(flag, value()));
        break;
      case '--seconds':
        options.seconds = number(flag, value());
        break;
      case '--warmup':
        options.warmupSeconds = Number(value() ?? 0);
        break;
      case '--deep-seconds':
        options.deepSeconds = number(flag, value());
        break;
      case '--start-repeats':
        options.startRepeats = Math.round(number(flag, value()));
        break;
      case '--pgbench-scale':
        options.pgbenchScale = Math.round(number(flag, value()));
        break;
      case '--payers':
        options.payers = Math.round(number(flag, value()));
        break;
      case '--backlog':
        options.webhookBacklog = Math.round(number(flag, value()));
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--markdown':
        options.markdown = true;
        break;
      case '--help':
      case '-h':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  if (only.length > 0) options.only = new Set(only);
  // pgbench needs whole seconds.
  options.seconds = Math.max(1, Math.round(options.seconds));
  return options;
}

function machine(): string {
  const cores = cpus();
  const [one, five] = loadavg();
  return [
    `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), Linux ${release()}, Node ${process.version}`,
    `load average at start: ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${cores.length} cores${(one ?? 0) > cores.length * 0.5 ? ': the machine is busy, figures are low and noisy' : ''}`,
  ].join('\n');
}

async function runDatabase(kind: DbKind, options: Options, report: Report, baselines: Baselines): Promise<number> {
  let failures = 0;
  const selected = (name: MeasureName) => options.only.has(name);
  const needsRows = selected('list') || selected('deep') || selected('export') || selected('workers');
  const needsShops = selected('orders') || selected('webhooks') || selected('pay') || selected('workers');
  const needsPayers = selected('webhooks') || selected('pay');
  const needsServer = needsRows || needsShops || selected('transfers');
  const label = dbLabel(kind);
  console.log(`\n=== ${label} ===`);
  const site = await newSite(kind);
  const receiver = needsPayers ? await startWebhookReceiver() : null;
  try {
    // The first start, as `npm start` on a fresh database: migrations, the demo seed (coins among it).
    const first = await startKassa(site, `kassa-${kind}-first-start`);
    console.log(`first start on a fresh ${label} database: ${ms(first.startMs)}${site.databaseUrl ? ` (database ${new URL(site.databaseUrl).pathname.slice(1)})` : ` (DATA_DIR ${site.dataDir})`}`);
    await first.process.stop();

    if (needsServer) {
      let listMerchant: BenchMerchant | null = null;
      const payers: { payer: BenchMerchant; recipient: BenchMerchant }[] = [];
      const shopMerchants: BenchMerchant[] = [];
      const walletPayers: BenchPayer[] = [];
      const connection = await openSite(site);
      try {
        if (needsRows) {
          listMerchant = await newMerchant(connection.db, site, 'list');
          const started = nowMs();
          await seedFundFlows(connection.db, listMerchant, options.rows);
          console.log(`seeded ${count(options.rows)} fund-flow rows (generate_series, then VACUUM ANALYZE) in ${ms(nowMs() - started)}`);
        }
        if (selected('transfers')) {
          for (let client = 0; client < options.transferClients; client += 1) {
            const payer = await newMerchant(connection.db, site, `p${client}`);
            const recipient = await newMerchant(connection.db, site, `r${client}`);
            await credit(connection.db, payer, '1000000000.00');
            payers.push({ payer, recipient });
          }
        }
        if (needsShops) {
          for (let client = 0; client < options.transferClients; client += 1) {
            const shop = await newMerchant(connection.db, site, `shop${client}`);
            await verifyKyc(connection.db, shop);
            shopMerchants.push(shop);
          }
        }
        if (needsPayers) {
          const started = nowMs();
          const many = selected('pay') ? options.payers : options.transferClients;
          for (let index = 0; index < many; index += 1) walletPayers.push(await newBenchPayer(connection.db, siteSecretBox(site), index, '100000000.00'));
          if (selected('pay')) await ordersToPay(connection.db, shopMerchants.map((shop) => shop.id), walletPayers, paymentsPerPayer, receiver!.url);
          console.log(`made ${count(walletPayers.length)} wallet payers${selected('pay') ? ` and ${count(walletPayers.length * paymentsPerPayer)} orders for them to pay` : ''} in ${ms(nowMs() - started)}`);
        }
      } finally {
        await connection.close();
      }

      let kassa = await startKassa(site);
      try {
        console.log(`server up in ${ms(kassa.startMs)} at ${kassa.url} (pid ${kassa.process.pid}, log ${kassa.process.logFile})`);
        const ctx: DbContext = {
          options,
          report,
          baselines,
          site,
          kassa,
          listMerchantId: listMerchant?.id ?? 0,
          listToken: listMerchant ? await signIn(kassa.url, listMerchant) : '',
          pairs: [],
          shops: [],
          payers: walletPayers,
          receiver,
        };
        for (const { payer, recipient } of payers) ctx.pairs.push({ payer, token: await signIn(kassa.url, payer), recipientId: recipient.id });
        if (shopMerchants.length > 0) {
          console.log(`API keys of ${shopMerchants.length} shops, made in the console with a code (each after its sign-in's code)…`);
          const tokens = [];
          for (const shop of shopMerchants) tokens.push(await signIn(kassa.url, shop));
          for (const [index, shop] of shopMerchants.entries()) ctx.shops.push({ merchant: shop, key: await createApiKey(kassa.url, tokens[index]!, shop) });
        }
        if (selected('webhooks') && receiver) {
          // The backlog is written while no server runs (the embedded database admits one process), then the server starts on it.
          await kassa.process.stop();
          console.log(`webhook backlog: ${count(options.webhookBacklog)} order.paid events…`);
          const seeding = await openSite(site);
          let how = '';
          try {
            how = await seedWebhookBacklog(seeding.db, site, ctx.shops.map((shop) => shop.merchant.id), walletPayers.map((payer) => payer.uid), options.webhookBacklog, receiver.url);
          } finally {
            await seeding.close();
          }
          receiver.received = 0;
          ctx.kassa = kassa = await startKassa(site, `kassa-${kind}-backlog`);
          try {
            await measureWebhookDrain(ctx, receiver, options.webhookBacklog, kassa.process.spawnedAt, how);
          } catch (error) {
            failures += 1;
            console.error(`measure webhooks on ${label} failed: ${errorText(error)}`);
          }
        }
        const measures: [MeasureName, (ctx: DbContext) => Promise<void>][] = [
          ['list', measureList],
          ['deep', measureDeepPages],
          ['export', measureExport],
          ['transfers', measureTransfers],
          ['orders', measureOrders],
          ['pay', measurePay],
          ['workers', measureWorkers],
        ];
        for (const [name, measure] of measures) {
          if (!selected(name)) continue;
          try {
            await measure(ctx);
          } catch (error) {
            failures += 1;
            console.error(`measure ${name} on ${label} failed: ${errorText(error)}`);
            if (kassa.process.hasExited()) throw new Error(`the server exited:\n${kassa.process.logTail()}`);
          }
        }
      } finally {
        await kassa.process.stop();
      }
    }

    if (selected('start')) {
      try {
        await measureStart(site, options, report, first.startMs);
      } catch (error) {
        failures += 1;
        console.error(`measure start on ${label} failed: ${errorText(error)}`);
      }
    }
  } finally {
    await receiver?.close();
    await site.drop();
  }
  return failures;
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(errorText(error));
    return 2;
  }
  const started = new Date();
  const { command, args } = startCommand();
  console.log(`Kassa benchmarks, ${started.toISOString()}${options.quick ? ' (--quick sizes)' : ''}`);
  console.log(machine());
  console.log(`measures: ${[...options.only].join(', ')}; databases: ${options.dbs.map(dbLabel).join(', ')}; rows ${count(options.rows)}; ${options.seconds} s per load measure`);
  console.log(`server command (npm start's): ${[command, ...args].join(' ')}; PostgreSQL server: ${postgresServerUrl}`);
  if (!hasCommand('psql') || !hasCommand('pgbench')) console.log('psql or pgbench is missing: apt-get install -y postgresql-client');

  const report = new Report();
  const baselines: Baselines = {};
  let failures = 0;
  const needsDatabase = ['list', 'deep', 'export', 'transfers', 'orders', 'webhooks', 'pay', 'workers', 'start'].some((name) => options.only.has(name as MeasureName));
  if (needsDatabase) {
    for (const kind of options.dbs) {
      try {
        failures += await runDatabase(kind, options, report, baselines);
      } catch (error) {
        failures += 1;
        console.error(`${dbLabel(kind)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  }
  if (options.only.has('bundle')) {
    console.log('\n=== JavaScript of the console and the checkout ===');
    try {
      await measureBundle(options, report);
    } catch (error) {
      failures += 1;
      console.error(`measure bundle failed: ${errorText(error)}`);
    }
  }

  console.log(`\nResults (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores${options.quick ? ', --quick sizes' : ''}; ratio = project ÷ baseline, or deep page ÷ page 1):\n`);
  console.log(report.table());
  if (options.markdown) {
    const [hardware = ''] = machine().split('\n');
    console.log(`\n\`npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`, ${started.toISOString().slice(0, 10)}, ${hardware}:\n`);
    console.log(report.markdown());
  }
  const missed = report.rows.filter((row) => row.ok === false).length;
  console.log(`\n${report.rows.length} figures, ${missed} short of their target${failures ? `; ${failures} measure(s) could not run (see above)` : ''}.`);
  return failures > 0 ? 1 : 0;
}

void withCleanup(main);
