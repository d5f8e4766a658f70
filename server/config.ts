import type { SecretBox } from './crypto/secretBox';
import type { WebhookLookup } from './webhooks/targets';
import type { SmsGatewaySettings } from './checkout/notifier';

/** What the server needs to know that is not in the database. Tests build their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The sign-in and step-up counters of server/auth/lockout.ts; every count is within `windowMs`, every lock lasts `lockMs`. */
export interface LockoutPolicy {
  /** Sign-in failures of one username from one IP that lock that pair. */
  maxPairFailures: number;
  /** From this failure of a pair on, its next attempt waits 1 s, then 2 s, 4 s… (the progressive delay). */
  delayFrom: number;
  /** The longest such wait. */
  maxDelayMs: number;
  /** Sign-in failures of one username from every IP together that lock the username: the ceiling of a spread guess. */
  maxAccountFailures: number;
  /** Sign-in failures from one IP, across every username tried, that lock the IP. */
  maxIpFailures: number;
  /** Wrong step-up answers (authenticator code, current password) of one signed-in operator that lock its step-up. */
  maxStepUpFailures: number;
  windowMs: number;
  lockMs: number;
}

/** One limit: at most `perIp` calls from one IP and `perAccount` for one account (null: none) in `windowMs`. */
export interface RateLimit {
  perIp: number;
  perAccount: number | null;
  windowMs: number;
}

/** The calls that are limited (server/http/rateLimit.ts says which paths and which account each counts). */
export type RateLimitGroup =
  | 'signIn'
  | 'staffSignIn'
  | 'publicKey'
  | 'payerSignIn'
  | 'paymentPassword'
  | 'signedApi'
  | 'upload'
  | 'enrolment'
  | 'webhookSend'
  // The checkout's order stream and slider (per IP); look-ups that tell whether an id exists (per IP and merchant).
  | 'eventStream'
  | 'slider'
  | 'lookup';

export interface RateLimitPolicy {
  /** Count in the database (`rate_limit_hits`), shared by every process on it: PostgreSQL mode. Otherwise in memory. */
  shared: boolean;
  limits: Record<RateLimitGroup, RateLimit>;
}

export interface ServerConfig {
  port: number;
  dataDir: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed, by address or CIDR (KASSA_TRUST_PROXY, server/http/trustProxy.ts),
   * so the login IP is the client's, not the proxy's; false: none.
   */
  trustProxy: false | string[];
  /** A session ends after this long without a call. */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in, however busy. */
  sessionLifetimeMs: number;
  lockout: LockoutPolicy;
  /**
   * How long a verified step-up code lets the session make protected changes without another code (KASSA_STEP_UP_SECONDS,
   * 300 by default): server/auth/stepUp.ts.
   */
  stepUpMs: number;
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
  /** How webhook host names resolve, when set and at each attempt's connect; the system's resolver unless a test answers. */
  webhookLookup?: WebhookLookup;
  /**
   * Demo mode: the embedded database's quick start (or KASSA_DEMO=true). Only then does the server seed the demo
   * merchant and payers, print their sign-in, and keep development conveniences (the development notifier).
   * A production start (DATABASE_URL or NODE_ENV=production) is never in demo mode unless asked.
   */
  demo: boolean;
  /** The HTTP SMS gateway of the checkout's verification codes (KASSA_SMS_URL…); without it only demo mode sends (nowhere). */
  sms?: SmsGatewaySettings | null;
  /** Verification codes send_code sends in 24 hours at most, per phone, per payer and per caller IP. */
  phoneCodeDailyCaps: { perPhone: number; perPayer: number; perIp: number };
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
  /** Rate limits of sign-in, public key, checkout sign-in and payment, the signed API and uploads; tests lower them. */
  rateLimits: RateLimitPolicy;
  /** What one merchant may keep uploaded in all (files live in the database, and a merchant cannot delete them). */
  uploadQuota: UploadQuota;
}

export interface UploadQuota {
  files: number;
  bytes: number;
}

/** Room for several rounds of verification documents and support attachments, far below what would fill a disk. */
export const defaultUploadQuota: UploadQuota = { files: 200, bytes: 200 * 1024 * 1024 };

const minute = 60_000;

export const defaultLockoutPolicy: LockoutPolicy = {
  maxPairFailures: 10,
  delayFrom: 3,
  maxDelayMs: minute,
  maxAccountFailures: 100,
  maxIpFailures: 30,
  maxStepUpFailures: 5,
  windowMs: 15 * minute,
  lockMs: 15 * minute,
};

/**
 * Per minute: far above what a person does (ten sign-ins to one account, sixty from one office), low enough
 * that guessing or flooding from one address or at one account stops quickly.
 */
export const defaultRateLimits: Record<RateLimitGroup, RateLimit> = {
  signIn: { perIp: 60, perAccount: 10, windowMs: minute },
  // The platform's staff sign in as operators do, counted apart so a staff username never shares an operator's count.
  staffSignIn: { perIp: 60, perAccount: 10, windowMs: minute },
  publicKey: { perIp: 120, perAccount: null, windowMs: minute },
  // A link's page reads its detail once and submits a few times; guessing a 256-bit token is hopeless anyway.
  enrolment: { perIp: 20, perAccount: null, windowMs: minute },
  payerSignIn: { perIp: 60, perAccount: 10, windowMs: minute },
  paymentPassword: { perIp: 60, perAccount: 10, windowMs: minute },
  // A merchant's own server creating orders for its checkout: 100 a second per API key (Stripe's live-mode figure),
  // twice that from one address (the keys are bound to their servers' addresses).
  signedApi: { perIp: 12_000, perAccount: 6_000, windowMs: minute },
  upload: { perIp: 120, perAccount: 60, windowMs: minute },
  // Webhook test and resend: each makes the server call out, so one merchant cannot queue calls by the thousand.
  webhookSend: { perIp: 60, perAccount: 10, windowMs: minute },
  // A checkout page opens one stream and one slider per visit; a look-up runs when a form field loses focus.
  eventStream: { perIp: 30, perAccount: null, windowMs: minute },
  slider: { perIp: 30, perAccount: null, windowMs: minute },
  lookup: { perIp: 60, perAccount: 30, windowMs: minute },
};

/**
 * A payer verifies one phone, with a few retries (a code per minute at most); an office or a mobile carrier's
 * address is shared by many payers. Each code is an SMS someone pays for, so these bound what a script can spend.
 */
export const defaultPhoneCodeDailyCaps = { perPhone: 5, perPayer: 10, perIp: 50 };

/** Every limit multiplied by `factor` (KASSA_RATE_LIMIT_SCALE; tests that call in bulk). */
export function scaledRateLimits(factor: number, limits = defaultRateLimits): Record<RateLimitGroup, RateLimit> {
  const scale = (value: number) => Math.max(1, Math.round(value * factor));
  return Object.fromEntries(
    Object.entries(limits).map(([group, limit]) => [
      group,
      { ...limit, perIp: scale(limit.perIp), perAccount: limit.perAccount === null ? null : scale(limit.perAccount) },
    ]),
  ) as Record<RateLimitGroup, RateLimit>;
}

export function makeConfig(overrides: Partial<ServerConfig> & Pick<ServerConfig, 'opsSecret' | 'secretBox'>): ServerConfig {
  return {
    port: 8080,
    publicUrl: `http://localhost:${overrides.port ?? 8080}`,
    webhookAllowPrivate: false,
    demo: false,
    backgroundIntervalMs: 1000,
    dataDir: './data',
    trustProxy: false,
    sessionIdleTimeoutMs: 30 * minute,
    sessionLifetimeMs: 12 * 60 * minute,
    lockout: defaultLockoutPolicy,
    stepUpMs: 5 * minute,
    clock: systemClock,
    logger: false,
    rateLimits: { shared: false, limits: defaultRateLimits },
    phoneCodeDailyCaps: defaultPhoneCodeDailyCaps,
    uploadQuota: defaultUploadQuota,
    ...overrides,
  };
}
