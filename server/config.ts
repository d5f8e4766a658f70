import type { SecretBox } from './crypto/secretBox';
import type { WebhookLookup } from './webhooks/targets';

/** The HTTP SMS gateway a deployment sends codes through. */
export interface SmsGatewaySettings {
  /** Where the message is POSTed as JSON `{ "to": phone, "message": text }`. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** The text, with `{code}` where the code goes. */
  template: string;
}

/** The SMTP server a deployment sends email through. */
export interface MailSettings {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://user:password@host:465 (TLS). */
  url: string;
  /** The sender, `Kassa <no-reply@example.com>` or a bare address. */
  from: string;
}

/** What the server needs to know that is not in the database. Tests build their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The sign-in and step-up counters of server/auth/lockout.ts; every count is within `windowMs`, every lock lasts `lockMs`. */
export interface LockoutPolicy {
  /** Sign-in failures of one username from one known device that lock that device. */
  maxPairFailures: number;
  /**
   * From this failure of a known device on, its next attempt waits 1 s, then 2 s, 4 s… (the progressive delay); from
   * this failure of a (username, address prefix) pair on, an unknown browser there must solve a challenge.
   */
  delayFrom: number;
  /** The longest such wait. */
  maxDelayMs: number;
  /** Sign-in failures of one username from everywhere from which an unknown browser must solve a challenge. */
  accountChallengeFrom: number;
  /** Sign-in failures from one address prefix, across usernames, from which an unknown browser there must solve a challenge. */
  ipChallengeFrom: number;
  /** The proof of work of that challenge (server/auth/signInChallenge.ts): leading zero bits asked, growing with the counters. */
  challenge: SignInChallengePolicy;
  /** Wrong step-up answers (authenticator code, current password) of one signed-in operator that lock its step-up. */
  maxStepUpFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * A challenge asks `baseBits` at its first level and `stepBits` more at each level above (a counter twice past its
 * threshold, or a pair one failure further), never more than `maxBits`; one lasts `lifetimeMs` and is answered once.
 */
export interface SignInChallengePolicy {
  baseBits: number;
  stepBits: number;
  maxBits: number;
  lifetimeMs: number;
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
  // Passkey sign-ins, counted apart from the password's so a password flood never holds a passkey back.
  | 'passkeySignIn'
  // The wallet's sign-up codes: each one is an SMS someone pays for.
  | 'signUpCode'
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
  /** Other API servers the console may call beside this one (the origins of VITE_API_BASE_URLS): the CSP admits them. */
  apiOrigins: string[];
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
  /**
   * Two administrators for a rule about money (server/ruleChanges/): a proposed change waits `coolingOffMs`
   * (KASSA_RULE_COOLING_OFF_SECONDS) before another may approve it, and a fee change takes effect no sooner than
   * `feeNoticeMs` (KASSA_FEE_NOTICE_SECONDS) after its approval, so the merchants who pay it are told first.
   */
  ruleChanges: { coolingOffMs: number; feeNoticeMs: number };
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
  /**
   * The SMTP server the one-time sign-up links go through (KASSA_SMTP_URL, KASSA_MAIL_FROM: server/mail/transport.ts);
   * without it only demo mode "sends" them (to its mailbox, GET /demo/mailbox), and elsewhere the platform console's
   * calls that would send one answer 503.
   */
  mail?: MailSettings | null;
  /**
   * Verification codes send_code sends in 24 hours at most, per phone, per payer and per caller address prefix; and
   * `total`, every code of the server together (KASSA_SMS_DAILY_BUDGET): the SMS budget a flood of numbers cannot pass.
   */
  phoneCodeDailyCaps: { perPhone: number; perPayer: number; perIp: number; total: number };
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

/** A day to notice a change one administrator proposed, a week's notice to the merchants of a fee change. */
export const defaultRuleChangePolicy = { coolingOffMs: 24 * 60 * minute, feeNoticeMs: 7 * 24 * 60 * minute };

export const defaultLockoutPolicy: LockoutPolicy = {
  maxPairFailures: 10,
  delayFrom: 3,
  maxDelayMs: minute,
  accountChallengeFrom: 10,
  ipChallengeFrom: 10,
  // 2^16 hashes take a browser well under a second; 2^22 some seconds, the most a person is asked to wait.
  challenge: { baseBits: 16, stepBits: 1, maxBits: 22, lifetimeMs: 5 * minute },
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
  passkeySignIn: { perIp: 60, perAccount: null, windowMs: minute },
  // Per address prefix and per phone: a person asks for a code or two; the daily caps and budget bound the rest.
  signUpCode: { perIp: 10, perAccount: 3, windowMs: minute },
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
export const defaultPhoneCodeDailyCaps = { perPhone: 5, perPayer: 10, perIp: 50, total: 10_000 };

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
    apiOrigins: [],
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
    ruleChanges: defaultRuleChangePolicy,
    clock: systemClock,
    logger: false,
    rateLimits: { shared: false, limits: defaultRateLimits },
    phoneCodeDailyCaps: defaultPhoneCodeDailyCaps,
    uploadQuota: defaultUploadQuota,
    ...overrides,
  };
}
