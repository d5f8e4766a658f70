import type { SecretBox } from './crypto/secretBox';

/** What the server needs to know that is not in the database. Tests build their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface LockoutPolicy {
  /** Failures of one account within the window that lock it (issue 4: 5 in 15 minutes). */
  maxAccountFailures: number;
  /** Failures from one IP within the window that lock the IP, across every username tried. */
  maxIpFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface ServerConfig {
  port: number;
  dataDir: string;
  /** Fastify's trustProxy: true behind a reverse proxy, so the login IP is the client's, not the proxy's. */
  trustProxy: boolean | string | string[];
  /** A session ends after this long without a call. */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in, however busy. */
  sessionLifetimeMs: number;
  lockout: LockoutPolicy;
  /** Shared secret of the platform operations endpoint (scripts/ops.ts sends it). */
  opsSecret: string;
  /** Seals the secrets the server must read back (API key secrets, authenticator secrets) under the server key. */
  secretBox: SecretBox;
  /**
   * The absolute address payers reach this server at, for checkout_url (KASSA_PUBLIC_URL; by default
   * http://localhost:PORT).
   */
  publicUrl: string;
  /**
   * How often this process expires overdue orders and delivers due webhooks (server/background.ts); null runs
   * no background work (tests drive `runBackgroundRound` themselves).
   */
  backgroundIntervalMs: number | null;
  /** Webhooks may go to private, loopback and link-local addresses (KASSA_WEBHOOK_ALLOW_PRIVATE=true): demos and tests only. */
  webhookAllowPrivate: boolean;
  clock: Clock;
  /** The built console (vite's dist/); absent in tests that only call the API. */
  consoleDir?: string;
  /** The OpenAPI document served at /openapi.json with a reference page at /docs. */
  openapiDocument?: Record<string, unknown>;
  /**
   * Fastify's logger: false in tests; a level when running (errors carry the reference a 500 answer gives).
   * `stream` sends the log lines elsewhere than stdout (tests read them to prove no secret is logged).
   */
  logger: boolean | { level: string; stream?: { write(line: string): void } };
  /** Most rows one fund-flow export writes (the contract's 100 000); tests lower it. */
  fundFlowExportLimit: number;
}

const minute = 60_000;

export const defaultLockoutPolicy: LockoutPolicy = {
  maxAccountFailures: 5,
  maxIpFailures: 20,
  windowMs: 15 * minute,
  lockMs: 15 * minute,
};

export function makeConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'opsSecret' | 'secretBox'>): ServerConfig {
  return {
    port: 8080,
    publicUrl: `http://localhost:${overrides.port ?? 8080}`,
    webhookAllowPrivate: false,
    backgroundIntervalMs: 1000,
    dataDir: './data',
    trustProxy: false,
    sessionIdleTimeoutMs: 30 * minute,
    sessionLifetimeMs: 12 * 60 * minute,
    lockout: defaultLockoutPolicy,
    clock: systemClock,
    logger: false,
    fundFlowExportLimit: 100_000,
    ...overrides,
  };
}
