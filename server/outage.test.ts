/**
 * A database outage under load, on a real server process (scripts/start.ts) and a PostgreSQL server of the test's
 * own (server/testing/postgresCluster.ts; the shared one is never stopped). While transfers, signed order creation,
 * wallet payments and list reads run:
 *   - PostgreSQL stops for about 10 s and starts again: every call during the outage answers HTTP 503 with code 503,
 *     Retry-After and the catalogue's message in the caller's language, at once (no hang, no 500), and /healthy
 *     answers 503; once PostgreSQL is back the server works again within 5 s, without a restart;
 *   - the server's backends are killed in the middle of transactions (pg_terminate_backend): each call answers 200
 *     or 503, never 500, and the pool recovers.
 * Afterwards every call that was not acknowledged is sent again as a client would (the same Idempotency-Key, the
 * same merchant_order_no) and answers 200, and then: every operation is there exactly once, none is half-done (the
 * ledger explains every balance), CNY is conserved across every account, and each paid order's webhook went out.
 * PostgreSQL only: PGlite runs inside the server process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../openapi/endpoints';
import { apiLanguages, type ApiLanguage } from '../openapi/i18n/languages';
import { connectPostgres, postgresPoolOf, type DatabaseConnection } from './db/client';
import { accounts, fundFlows, rechargeOrders, transfers, webhookEvents } from './db/schema';
import { demoPayers } from './demo/signIns';
import { translate } from './http/language';
import { signatureOf } from './merchantApi/signature';
import { testDatabaseKind } from './testing/database';
import { enrolByLink } from './testing/enrolment';
import { encryptWith, totpCode } from './testing/harness';
import { ledgerProblems, sumOf } from './testing/ledger';
import { createOwnPostgres, ownPostgresUnavailable, type OwnPostgres } from './testing/postgresCluster';
import { processOps, startServerProcess, type ServerProcess } from './testing/serverProcess';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhookReceiver';
import { walletTokenHeader } from './wallet/session';
import { attemptTimeoutMs } from './webhooks/delivery';

const onPostgres = testDatabaseKind() === 'postgres';
const cannotRun = onPostgres ? ownPostgresUnavailable() : null;

/** Far below the console's 60 s: an answer later than this is a hang. */
const answerWithinMs = 10_000;
/** How long after PostgreSQL accepts connections again every call must work. */
const recoveryMs = 5_000;
const outageMs = 10_000;
const periodMs = 30_000;

interface Outcome {
  kind: 'transfer' | 'order' | 'pay' | 'list' | 'healthy';
  language: ApiLanguage;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when no answer came in time (a hang) or the connection failed. */
  status: number;
  code: number | null;
  detail: string;
  retryAfter: string | null;
  data: unknown;
}

/** A money call as sent, to be sent again the same way if it was not acknowledged. */
interface Attempt {
  path: string;
  body: unknown;
  headers: Record<string, string>;
  acknowledged: boolean;
}

describe.runIf(onPostgres)('a PostgreSQL outage under load', { timeout: 300_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-outage-'));
  let cluster: OwnPostgres | undefined;
  let server: ServerProcess | undefined;
  let receiver: WebhookReceiver | undefined;
  let connection: DatabaseConnection | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await connection?.close();
    await receiver?.close();
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(cannotRun !== null)(
    `answers 503 while PostgreSQL is down or a backend is killed, heals by itself, and loses or doubles nothing${cannotRun ? ` (skipped: ${cannotRun})` : ''}`,
    async () => {
      cluster = await createOwnPostgres();
      const databaseUrl = await cluster.createDatabase('kassa');
      receiver = await startWebhookReceiver();
      const opsSecret = randomBytes(16).toString('hex');
      server = await startServerProcess({
        dataDir,
        databaseUrl,
        serverKey: randomBytes(32),
        opsSecret,
        env: { KASSA_BACKGROUND_INTERVAL_MS: '250', KASSA_RATE_LIMIT_SCALE: '100' },
      });
      const base = server.url;
      const ops = async (command: string, args: string[], options: Record<string, string> = {}) => {
        const answer = await processOps(server!, opsSecret, command, args, options);
        if (answer.code !== 200) throw new Error(`${command}: ${answer.detail}`);
        return answer.data;
      };
      /** One call as a client makes it; its answer, or status 0 when none came within the deadline. */
      const send = async (kind: Outcome['kind'], path: string, body: unknown, headers: Record<string, string>, language: ApiLanguage): Promise<Outcome> => {
        const startedAt = Date.now();
        try {
          const response = await fetch(`${base}${path}`, {
            method: kind === 'healthy' ? 'GET' : 'POST',
            headers: { 'content-type': 'application/json', language, ...headers },
            body: kind === 'healthy' ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(2 * answerWithinMs),
          });
          const text = await response.text();
          const envelope = JSON.parse(text) as { code?: number; detail?: string; data?: unknown };
          return {
            kind,
            language,
            startedAt,
            endedAt: Date.now(),
            status: response.status,
            code: envelope.code ?? null,
            detail: envelope.detail ?? '',
            retryAfter: response.headers.get('retry-after'),
            data: envelope.data ?? null,
          };
        } catch (error) {
          return { kind, language, startedAt, endedAt: Date.now(), status: 0, code: null, detail: String(error), retryAfter: null, data: null };
        }
      };
      const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
        const answer = await send('list', path, body, headers, 'en');
        if (answer.code !== 200) throw new Error(`${path}: ${answer.status} ${answer.code} ${answer.detail}`);
        return answer.data as T;
      };

      // ---- the world: two merchants who transfer to each other, a shop with an API key, a payer with a wallet ----
      await ops('create-wallet-user', ['OUTAGEFUND'], { nickname: 'Funding', markets: 'CNY' });
      await ops('top-up-user', ['OUTAGEFUND'], { coin: 'CNY', amount: '200000' });
      await ops('top-up-user', [demoPayers.ready.uid], { coin: 'CNY', amount: '100000' });
      const { pub_key: publicKey } = await post<{ pub_key: string }>(endpoints.getPubKey.path, {});
      const merchants: { id: string; token: string }[] = [];
      for (const username of ['outage1', 'outage2']) {
        const created = await ops('create-merchant', [username]);
        const step = Math.floor(Date.now() / periodMs);
        // The link spends the step before, sign-in this one, the step-up window the next: no code is used twice.
        const { totpSecret } = await enrolByLink(base, created.link ?? '', 'Outage-pass-1', new Date((step - 1) * periodMs + 1000));
        const { token } = await post<{ token: string }>(endpoints.login.path, {
          username,
          password: encryptWith(publicKey, 'Outage-pass-1'),
          google_code: totpCode(totpSecret, new Date(step * periodMs + 1000)),
        });
        // The window lets the transfers and the API key go without a code each, as an operator at work.
        await post(endpoints.stepUpOpen.path, { google_code: totpCode(totpSecret, new Date((step + 1) * periodMs + 1000)) }, { authorization: token });
        await ops('create-paid-order', [username], { payer: 'OUTAGEFUND', coin: 'CNY', amount: '50000' });
        merchants.push({ id: created.merchant_id ?? '', token });
      }
      const [first, second] = merchants as [{ id: string; token: string }, { id: string; token: string }];
      await ops('set-kyc', ['outage1', 'verified']);
      const key = await post<{ access_key: string; secret_key: string }>(endpoints.accessKeyAdd.path, { ip: '127.0.0.1' }, { authorization: first.token });
      const signed = (path: string, body: unknown) => {
        const raw = JSON.stringify(body);
        const timestamp = String(Math.floor(Date.now() / 1000));
        const nonce = randomBytes(16).toString('hex');
        return { 'x-access-key': key.access_key, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signatureOf(key.secret_key, timestamp, nonce, path, raw) };
      };
      const slider = await post<{ challenge_id: string }>(endpoints.walletSliderStart.path, {});
      const { slider_token: sliderToken } = await post<{ slider_token: string }>(endpoints.walletSliderVerify.path, { challenge_id: slider.challenge_id, position: 1, elapsed_ms: 900 });
      const { wallet_token: walletToken } = await post<{ wallet_token: string }>(endpoints.walletSignIn.path, {
        username: demoPayers.ready.username,
        password: encryptWith(publicKey, demoPayers.ready.password),
        slider_token: sliderToken,
      });

      connection = connectPostgres(databaseUrl);
      const db = connection.db;
      const cnyTotal = async () => {
        const rows = await db.select().from(accounts).where(eq(accounts.coinCode, 'CNY'));
        return sumOf(rows.flatMap((account) => [account.available, account.frozen, account.reward, account.toBeConfirmed]));
      };
      // No CNY comes in or leaves from here on: transfers and payments only move it, fees included.
      const initialCny = await cnyTotal();

      // ---- the load ----
      const outcomes: Outcome[] = [];
      const transferAttempts: Attempt[] = [];
      const orderAttempts: Attempt[] = [];
      const payAttempts: Attempt[] = [];
      /** Orders acknowledged and not yet given to a payment: each order is paid by one attempt only. */
      const payable: string[] = [];
      let counter = 0;
      let turn = 0;
      const nextLanguage = () => apiLanguages[turn++ % apiLanguages.length] as ApiLanguage;
      // A signed call's headers hold its own timestamp and nonce, made as it is sent (and again for a resend).
      const signOrder = (attempt: Attempt): Attempt => ({ ...attempt, headers: signed(attempt.path, attempt.body) });
      const money = async (kind: Outcome['kind'], attempts: Attempt[], attempt: Attempt) => {
        attempts.push(attempt);
        const outcome = await send(kind, attempt.path, attempt.body, attempt.headers, nextLanguage());
        attempt.acknowledged = outcome.code === 200;
        outcomes.push(outcome);
        return outcome;
      };
      const operations = [
        async () => {
          counter += 1;
          const [from, to] = counter % 2 === 0 ? [first, second] : [second, first];
          const body = { coin_name: 'CNY', receipt_merchant_id: to.id, transfer_amount: '10.00', remark: `outage ${counter}` };
          await money('transfer', transferAttempts, { path: endpoints.transferAdd.path, body, headers: { authorization: from.token, 'idempotency-key': `outage-transfer-${counter}` }, acknowledged: false });
        },
        async () => {
          counter += 1;
          const body = { merchant_order_no: `OUT-${counter}`, coin_name: 'CNY', amount: `${(counter % 40) + 1}.25`, subject: 'Outage test', notify_url: receiver!.url };
          const outcome = await money('order', orderAttempts, signOrder({ path: endpoints.openOrderCreate.path, body, headers: {}, acknowledged: false }));
          if (outcome.code === 200) payable.push((outcome.data as { order_id: string }).order_id);
        },
        async () => {
          const order = payable.shift();
          if (!order) return;
          counter += 1;
          const body = { order_id: order, payment_password: demoPayers.ready.paymentPassword, use_reward: false };
          await money('pay', payAttempts, { path: endpoints.walletOrderPay.path, body, headers: { [walletTokenHeader]: walletToken }, acknowledged: false });
        },
        async () => {
          outcomes.push(await send('list', endpoints.fundFlowQuery.path, { page: 1, size: 20 }, { authorization: first.token }, nextLanguage()));
        },
        async () => {
          outcomes.push(await send('list', endpoints.transferQuery.path, { page: 1, size: 20 }, { authorization: second.token }, nextLanguage()));
        },
      ];

      /** Runs `workers` clients, each calling with a gap of 40 ms between calls, until `until` resolves. */
      const load = async (until: Promise<unknown>, workers = 3) => {
        let running = true;
        void until.finally(() => {
          running = false;
        });
        const worker = async (index: number) => {
          let next = index;
          while (running) {
            await operations[next % operations.length]!();
            next += 1;
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
        };
        await Promise.all([until, ...Array.from({ length: workers }, (_, index) => worker(index))]);
      };
      const during = (from: number, to: number) => outcomes.filter((outcome) => outcome.startedAt >= from && outcome.endedAt <= to);

      // Orders waiting to be paid, so that payments are tried all through the outage too.
      for (let index = 0; index < 30; index += 1) await operations[1]!();
      expect(payable).toHaveLength(30);

      // ---- 1. PostgreSQL stops for 10 s under load, then starts again ----
      const marks = { stopping: 0, stopped: 0, starting: 0, started: 0, recovered: 0 };
      const mid = { healthy: null as Outcome | null };
      await load(
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          marks.stopping = Date.now();
          await cluster.stop();
          marks.stopped = Date.now();
          await new Promise((resolve) => setTimeout(resolve, outageMs / 2));
          mid.healthy = await send('healthy', endpoints.healthy.path, {}, {}, 'zh_Hant');
          await new Promise((resolve) => setTimeout(resolve, outageMs / 2));
          marks.starting = Date.now();
          await cluster.start();
          marks.started = Date.now();
          await new Promise((resolve) => setTimeout(resolve, recoveryMs + 2000));
        })(),
      );
      const before = during(0, marks.stopping);
      const outage = during(marks.stopped, marks.starting);
      const afterwards = outcomes.filter((outcome) => outcome.startedAt >= marks.started + recoveryMs);
      const summary = (list: Outcome[]) => list.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [`${outcome.status}/${outcome.code}`]: (counts[`${outcome.status}/${outcome.code}`] ?? 0) + 1 }), {});
      console.log(`outage: before ${JSON.stringify(summary(before))}, during ${JSON.stringify(summary(outage))}, all ${JSON.stringify(summary(outcomes))}`);

      expect(before.length).toBeGreaterThan(10);
      expect(before.every((outcome) => outcome.code === 200)).toBe(true);
      // During the outage: each call 503, the envelope of the catalogue in its caller's language, and Retry-After.
      expect(outage.length).toBeGreaterThan(20);
      expect(new Set(outage.map((outcome) => outcome.kind))).toEqual(new Set(['transfer', 'order', 'pay', 'list']));
      for (const outcome of outage) {
        expect({ kind: outcome.kind, status: outcome.status, code: outcome.code, detail: outcome.detail, retryAfter: outcome.retryAfter, data: outcome.data }).toEqual({
          kind: outcome.kind,
          status: 503,
          code: 503,
          detail: translate(outcome.language, 'kassa.server.databaseUnreachable'),
          retryAfter: '5',
          data: { database: 'unreachable', retry_after: 5 },
        });
      }
      expect(mid.healthy).toMatchObject({ status: 503, code: 503, detail: translate('zh_Hant', 'kassa.server.databaseUnreachable'), data: { database: 'unreachable' } });
      // Never a 500, never a hang: a call answers at once, whatever the database is doing.
      expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
      expect(Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.startedAt))).toBeLessThan(answerWithinMs);
      // Healed by itself: every call made from 5 s after PostgreSQL is back works.
      expect(afterwards.length).toBeGreaterThan(5);
      expect(afterwards.filter((outcome) => outcome.code !== 200)).toEqual([]);
      const healthy = await send('healthy', endpoints.healthy.path, {}, {}, 'en');
      expect(healthy).toMatchObject({ status: 200, code: 200, data: { database: 'ok' } });
      marks.recovered = outcomes.length;

      // ---- 2. The server's backends killed in the middle of their transactions ----
      const killer = new pg.Client({ connectionString: cluster.url() });
      await killer.connect();
      let killed = 0;
      await load(
        (async () => {
          // At least 3 s, and on until a backend was caught in a transaction (a loaded machine may leave few open at any moment).
          const endAt = Date.now() + 3000;
          const giveUpAt = Date.now() + 30_000;
          while ((Date.now() < endAt || killed === 0) && Date.now() < giveUpAt) {
            // Materialised first, so the kill runs on the chosen rows only, whatever order the planner takes.
            const result = await killer.query<{ pid: number }>(
              `WITH victims AS MATERIALIZED (
                 SELECT pid FROM pg_stat_activity WHERE datname = 'kassa' AND backend_type = 'client backend' AND xact_start IS NOT NULL AND pid <> pg_backend_pid()
               )
               SELECT pid FROM victims WHERE pg_terminate_backend(pid)`,
            );
            killed += result.rowCount ?? 0;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })(),
      );
      await killer.end();
      const underKills = outcomes.slice(marks.recovered);
      console.log(`kills: ${killed} backends terminated in a transaction; answers ${JSON.stringify(summary(underKills))}`);
      expect(killed).toBeGreaterThan(0);
      expect(underKills.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
      expect(Math.max(...underKills.map((outcome) => outcome.endedAt - outcome.startedAt))).toBeLessThan(answerWithinMs);
      // The pool lost those connections and made new ones: everything works again.
      const settled = outcomes.length;
      await load(new Promise((resolve) => setTimeout(resolve, 1500)));
      expect(outcomes.slice(settled).filter((outcome) => outcome.code !== 200)).toEqual([]);

      // ---- 3. What a client does with a 503: send the call again, with the same key ----
      // Orders first (a payment needs its order), four clients at a time. An order's payment takes no key: the order is
      // paid once, so a payment sent again after one that went through answers that the order is already paid (the
      // app then shows it paid), and section 4 checks that each was paid exactly once.
      const alreadyPaid = translate('en', 'kassa.server.checkoutOrderPaid');
      for (const attempts of [orderAttempts, [...transferAttempts, ...payAttempts]]) {
        const unanswered = attempts.filter((candidate) => !candidate.acknowledged);
        const resend = async () => {
          for (let attempt = unanswered.shift(); attempt; attempt = unanswered.shift()) {
            const again = attempt.path === endpoints.openOrderCreate.path ? signOrder(attempt) : attempt;
            const answer = await send('list', again.path, again.body, again.headers, 'en');
            const answered = { path: attempt.path, body: attempt.body, code: answer.code, detail: answer.detail };
            if (attempt.path === endpoints.walletOrderPay.path && answer.code === 4009) expect(answered).toEqual({ ...answered, detail: alreadyPaid });
            else expect(answered).toEqual({ path: attempt.path, body: attempt.body, code: 200, detail: '' });
          }
        };
        await Promise.all([resend(), resend(), resend(), resend()]);
      }

      // ---- 4. Nothing lost, nothing doubled, nothing half-done, money conserved ----
      const orders = await db.select().from(rechargeOrders).where(like(rechargeOrders.orderId, 'OUT-%'));
      expect(orders.map((order) => order.orderId).sort()).toEqual(orderAttempts.map((attempt) => (attempt.body as { merchant_order_no: string }).merchant_order_no).sort());
      const paidIds = payAttempts.map((attempt) => (attempt.body as { order_id: string }).order_id);
      const paid = orders.filter((order) => order.orderStatus === 'coin_transferred');
      expect(paid.map((order) => order.publicId).sort()).toEqual([...paidIds].sort());
      const transferRows = await db.select({ remark: transfers.remark, serial: transfers.serialNumber }).from(transfers).where(and(like(transfers.remark, 'outage %'), eq(transfers.transferType, 'transfer')));
      expect(transferRows.map((row) => row.remark).sort()).toEqual(transferAttempts.map((attempt) => (attempt.body as { remark: string }).remark).sort());
      // Each transfer and each payment moved the ledger the same number of times: none stopped half-way.
      const flows = await db.select({ serial: fundFlows.serialNumber }).from(fundFlows);
      const movesOf = (serial: string) => flows.filter((flow) => flow.serial === serial).length;
      expect(new Set(transferRows.map((row) => movesOf(row.serial)))).toHaveProperty('size', 1);
      expect(new Set(paid.map((order) => movesOf(order.serialNumber)))).toHaveProperty('size', 1);
      expect(orders.filter((order) => order.orderStatus !== 'coin_transferred').every((order) => movesOf(order.serialNumber) === 0)).toBe(true);
      expect(await ledgerProblems(db)).toEqual([]);
      expect((await cnyTotal()).toFixed()).toBe(initialCny.toFixed());

      // The background work came back too: each paid order's one order.paid event reaches its endpoint.
      const paidEvents = () => db.select().from(webhookEvents).where(and(eq(webhookEvents.eventType, 'order.paid'), inArray(webhookEvents.orderPublicId, paidIds)));
      const lookedFirst = Date.now();
      for (let events = await paidEvents(); events.some((event) => event.status !== 'delivered'); events = await paidEvents()) {
        // A claim whose commit was cut by a kill leaves its events leased: they go out when the lease ends. An attempt
        // that failed waits for its next one (server/webhooks/delivery.ts, retryDelaysMs). Each event's due time bounds
        // the wait. An event arrives before its result is written, so an arrival, or a second without one, means look again.
        const waiting = events.filter((event) => event.status !== 'delivered');
        const due = Math.max(...waiting.map((event) => event.nextAttemptAt?.getTime() ?? Date.now()));
        if (Date.now() > Math.max(lookedFirst + 7 * attemptTimeoutMs, due + 2 * attemptTimeoutMs)) {
          const states = waiting.map(({ id, status, attempts, nextAttemptAt, lastHttpStatus, lastError }) => ({ id, status, attempts, nextAttemptAt, lastHttpStatus, lastError }));
          const backgroundLines = (server.output() ?? '').split('\n').filter((line) => /background|webhook|error/i.test(line)).slice(-10);
          // What the server's connections are doing: a transaction left open, a lock waited on.
          const activity = await postgresPoolOf(db)!.query("select state, wait_event_type, wait_event, extract(epoch from now() - xact_start)::int as xact_seconds, left(query, 120) as query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
          throw new Error(`not delivered: ${JSON.stringify(states)}; the server's last background lines:\n${backgroundLines.join('\n')}\nits connections: ${JSON.stringify(activity.rows)}`);
        }
        await receiver.waitFor(receiver.received.length + 1, 1000).catch(() => undefined);
      }
      const events = await paidEvents();
      expect(events.map((event) => event.orderPublicId).sort()).toEqual([...paidIds].sort());
      const arrived = new Set(receiver.received.map((webhook) => webhook.headers['webhook-id']));
      expect(events.every((event) => arrived.has(event.id))).toBe(true);
    },
  );
});
