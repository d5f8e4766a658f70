/** The options of a run and what the measures of one database share. */
import type { PayerOperators } from './transfers';
import type { DbKind, RunningKassa, Site } from './kassa';
import type { Report } from './lib';

export const measureNames = ['list', 'deep', 'export', 'transfers', 'bundle', 'start'] as const;
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
  /** One payer per transfer client, each signed in, each with its own recipient. */
  pairs: { token: string; recipientId: number; operators: PayerOperators }[];
}
