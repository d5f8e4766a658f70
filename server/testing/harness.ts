/**
 * One server per test file on its own clean database (see database.ts), with a clock the test moves.
 * Helpers speak to the app the way a client does: the password RSA-encrypted with the key of
 * get_pub_key, the authenticator code computed with otpauth from the merchant's secret.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll } from 'vitest';
import { ResultCode } from '../../openapi/codes';
import { endpoints } from '../../openapi/endpoints';
import { solveChallenge } from '../auth/signInChallenge';
import { provisionMerchant } from '../account/provision';
import { buildApp } from '../app';
import { totpPeriodSeconds } from '../auth/totp';
import { defaultLockoutPolicy, makeConfig, scaledRateLimits, type Clock, type ServerConfig } from '../config';
import { secretBoxFromKey } from '../crypto/secretBox';
import { connectPostgres, type Database, type DatabaseConnection } from '../db/client';
import { seedNewDatabase } from '../db/seed';
import { seedMadeUpPool } from '../depositAddresses/seedPool';
import type { AccountType } from '../db/schema';
import type { Envelope } from '../http/envelope';
import { opsSecretHeader } from '../platform/opsSecret';
import { createTestDatabase, type TestDatabase } from './database';

export class TestClock implements Clock {
  private current: number;
  constructor(start: Date) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

export const minutes = (count: number) => count * 60_000;

/** A sign-in challenge of 4 to 10 bits: the same steps as the real one's, cheap to solve. */
export const testChallengePolicy = { baseBits: 4, stepBits: 1, maxBits: 10, lifetimeMs: 5 * 60_000 };

export interface TestMerchant {
  merchantId: number;
  userId: number;
  username: string;
  password: string;
  totpSecret: string;
}

export interface CallOptions {
  token?: string;
  language?: string;
  ip?: string;
  headers?: Record<string, string>;
  /**
   * What to do with a sign-in's challenge (code 4028): solve it and send the sign-in again, as the consoles and apps
   * do (the default), or answer it as it came ('leave').
   */
  challenge?: 'solve' | 'leave';
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  /** The answer's headers (the known device's X-Kassa-Device among them). */
  headers?: Record<string, string | string[] | number | undefined>;
}

export function totpCode(secret: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

export function encryptWith(publicKeyPem: string, text: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');
}

/** The made-up deposit addresses of each network a test server's pool starts with. */
export const testPoolSize = 300;

let merchantCounter = 0;

export class TestServer {
  app!: FastifyInstance;
  db!: Database;
  config!: ServerConfig;
  readonly clock = new TestClock(new Date('2025-06-02T08:00:00.000Z'));
  readonly opsSecret = randomBytes(16).toString('hex');
  connection!: DatabaseConnection;
  private publicKey: string | undefined;

  /**
   * `beforeReady` may add routes of the test's own (for example one that throws); `database` gives a migrated database
   * other than the test file's own (a PostgreSQL server the test stops and starts).
   */
  async start(overrides: Partial<ServerConfig> = {}, beforeReady?: (app: FastifyInstance) => void, database: () => Promise<DatabaseConnection> = createTestDatabase): Promise<void> {
    this.connection = await database();
    this.db = this.connection.db;
    await seedNewDatabase(this.db, this.clock.now());
    // Deposit addresses enough for every merchant a test file makes (a test that wants an empty pool takes them).
    await seedMadeUpPool(this.db, 'test', testPoolSize, 'ops', this.clock.now());
    this.config = makeConfig({
      opsSecret: this.opsSecret,
      secretBox: secretBoxFromKey(randomBytes(32)),
      clock: this.clock,
      webhookAllowPrivate: true,
      backgroundIntervalMs: null,
      // Tests call in bulk from one address; the rate-limit tests set their own low limits.
      rateLimits: { shared: false, limits: scaledRateLimits(1000) },
      // Sign-in challenges a test solves in milliseconds; their levels and thresholds are the real ones.
      lockout: { ...defaultLockoutPolicy, challenge: testChallengePolicy },
      // Short enough that a test moves the clock past them without its sessions expiring, longer than the few code
      // steps (freshCode) a test takes before it means to wait them out.
      ruleChanges: { coolingOffMs: 3 * 60_000, feeNoticeMs: 6 * 60_000 },
      ...overrides,
    });
    this.app = await buildApp({ db: this.db, config: this.config });
    beforeReady?.(this.app);
    await this.app.ready();
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.connection?.close();
  }

  /**
   * A second app on this server's database, standing for another server process: on PostgreSQL it has its own pool
   * and LISTEN connection; PGlite admits one process, so there it shares this server's handle. `close` ends both.
   */
  async otherProcess(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
    const url = (this.connection as TestDatabase).url;
    const connection = url ? connectPostgres(url) : undefined;
    const app = await buildApp({ db: connection?.db ?? this.db, config: this.config });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await connection?.close();
      },
    };
  }

  async createMerchant(options: { accountType?: AccountType; agentId?: number; password?: string } = {}): Promise<TestMerchant> {
    merchantCounter += 1;
    const username = `merchant${merchantCounter}_${randomBytes(3).toString('hex')}`;
    const password = options.password ?? 'Secret-pass-1';
    // The secret is stored sealed; provisionMerchant answers it in plain text, as the test's authenticator app.
    const created = await provisionMerchant(
      this.db,
      this.config.secretBox,
      { username, password, name: `Shop ${merchantCounter}`, accountType: options.accountType, agentId: options.agentId },
      this.clock.now(),
    );
    return { merchantId: created.merchant.id, userId: created.userId, username, password, totpSecret: created.totpSecret };
  }

  /** Calls the API like the console: POST with a JSON body (GET for /healthy), token as it is. */
  async call<T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (options.language) headers.language = options.language;
    const response = await this.app.inject({
      method: path === endpoints.healthy.path ? 'GET' : 'POST',
      url: path,
      headers,
      remoteAddress: options.ip ?? '203.0.113.10',
      ...(path === endpoints.healthy.path ? {} : { payload: body as object }),
    });
    const answer = { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
    if (answer.body.code === ResultCode.challengeRequired && options.challenge !== 'leave') {
      const { challenge, difficulty } = answer.body.data as unknown as { challenge: string; difficulty: number };
      return this.call<T>(path, { ...(body as object), challenge, challenge_answer: solveChallenge(challenge, difficulty) }, { ...options, challenge: 'leave' });
    }
    return answer;
  }

  /** A money-moving call: like `call`, with an Idempotency-Key header (a new one unless given). */
  async moneyCall<T = unknown>(path: string, body: unknown, options: CallOptions & { key?: string } = {}): Promise<CallResult<T>> {
    const key = options.key ?? randomBytes(12).toString('hex');
    return this.call<T>(path, body, { ...options, headers: { ...options.headers, 'idempotency-key': key } });
  }

  /** Runs a platform command (`npm run ops -- <name>`) as staff would, from this machine with the ops secret. */
  async ops<T = Record<string, string>>(command: string, args: string[] = [], options: Record<string, string | boolean> = {}): Promise<CallResult<T>> {
    const response = await this.app.inject({
      method: 'POST',
      url: `/platform/${command}`,
      headers: { [opsSecretHeader]: this.opsSecret },
      payload: { args, options },
      remoteAddress: '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }

  async encryptPassword(password: string): Promise<string> {
    if (!this.publicKey) {
      const answer = await this.call<{ pub_key: string }>(endpoints.getPubKey.path);
      this.publicKey = answer.body.data.pub_key;
    }
    return encryptWith(this.publicKey, password);
  }

  /** The merchant's current code. Moves the clock to the next time step first, so no code is a replay. */
  freshCode(secret: string): string {
    this.clock.advance(totpPeriodSeconds * 1000);
    return totpCode(secret, this.clock.now());
  }

  async login(
    merchant: Pick<TestMerchant, 'username' | 'password' | 'totpSecret'>,
    options: CallOptions & { password?: string; code?: string } = {},
  ): Promise<CallResult<{ token: string; expire_time: string }>> {
    const body = {
      username: merchant.username,
      password: await this.encryptPassword(options.password ?? merchant.password),
      google_code: options.code ?? this.freshCode(merchant.totpSecret),
    };
    return this.call(endpoints.login.path, body, options);
  }

  /** Opens the session's step-up window with a fresh code (account/step_up); fails the test when it does not open. */
  async stepUp(merchant: Pick<TestMerchant, 'totpSecret'>, token: string, options: CallOptions = {}): Promise<void> {
    const answer = await this.call(endpoints.stepUpOpen.path, { google_code: this.freshCode(merchant.totpSecret) }, { ...options, token });
    if (answer.body.code !== 200) throw new Error(`step-up failed: ${JSON.stringify(answer.body)}`);
  }

  /** Signs in and opens the step-up window, as an operator who has just confirmed a change: protected calls need no code for 5 minutes. */
  async signInSteppedUp(merchant: TestMerchant, options: CallOptions = {}): Promise<string> {
    const token = await this.signIn(merchant, options);
    await this.stepUp(merchant, token, options);
    return token;
  }

  /** Signs in and answers the token; fails the test when sign-in does not succeed. */
  async signIn(merchant: TestMerchant, options: CallOptions = {}): Promise<string> {
    const answer = await this.login(merchant, options);
    if (answer.body.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token;
  }
}

/** A fresh server and database for the test file, started before its tests and stopped after. */
export function useTestServer(overrides: Partial<ServerConfig> = {}, beforeReady?: (app: FastifyInstance) => void): TestServer {
  const server = new TestServer();
  beforeAll(() => server.start(overrides, beforeReady));
  afterAll(() => server.stop());
  return server;
}
