/** The options of a run and what the measures of one database share. */
import type { ApiKey, BenchMerchant, DbKind, RunningKassa, Site } from './kassa';
import type { Report } from './lib';

export const measureNames = ['list', 'deep', 'export', 'transfers', 'orders', 'webhooks', 'pay', 'workers', 'bundle', 'start'] as const;
export type MeasureName = (typeof measureNames)[number];

export interface Options {
  quick: boolean;
  only: Set<MeasureName>;
  dbs: DbKind[];
  /** Fund-flow rows of the listed merchant. */
  rows: number;
  /** Seconds of each load measure (after its warm-up). */
  seconds: number;
  warmupSeconds: number;
  /** Seconds per page of the deep-page measure (at least 3 calls each, however slow). */
  deepSeconds: number;
  transferClients: number;
  listClients: number;
  pageSize: number;
  /** Starts per figure of the start measure (the median is shown). */
  startRepeats: number;
  pgbenchScale: number;
  /** Wallet payers of the pay measure (each pays at most its per-minute limit). */
  payers: number;
  /** order.paid events waiting when the server starts, for the webhook drain. */
  webhookBacklog: number;
  /** Build the console into a temp folder for the bundle measure (else read dist/ as it is). */
  build: boolean;
  markdown: boolean;
}

/** PostgreSQL-only baselines, measured once per run and shown beside PGlite's figures too. */
export interface Baselines {
  pgbenchTps?: number;
  copy?: { rows: number; ms: number; perSecond: number };
}

export interface DbContext {
  options: Options;
  report: Report;
  baselines: Baselines;
  site: Site;
  kassa: RunningKassa;
  /** The merchant whose fund flow holds `options.rows` rows, signed in. */
  listMerchantId: number;
  listToken: string;
  /** One payer merchant per transfer client, its operator signed in (one session), each with its own recipient. */
  pairs: { payer: BenchMerchant; token: string; recipientId: number }[];
  /** Merchants taking orders through the merchant API, one per order client, each with its API key. */
  shops: { merchant: BenchMerchant; key: ApiKey }[];
  /** Wallet payers, not yet signed in, each with the orders made for it to pay. */
  payers: BenchPayer[];
  /** The merchants' webhook endpoint, in the bench process. */
  receiver: WebhookReceiver | null;
}

export interface BenchPayer {
  uid: string;
  username: string;
  /** The address the payer calls from (X-Forwarded-For). */
  ip: string;
  /** Orders made for it to pay in the measure. */
  orders: string[];
}

export interface WebhookReceiver {
  /** The notify_url of the backlog's orders and of the paid orders of the `pay` measure. */
  url: string;
  /** Events received (any type), and when (performance.now). */
  received: number;
  firstAt: number;
  lastAt: number;
  /** When each order's first order.paid event arrived, by order_id. */
  paidAt: Map<string, number>;
  close(): Promise<void>;
}
