/**
 * Idempotency of money-moving calls (the contract's `idempotent: true`), done once for every such
 * endpoint by the route layer. The key is claimed in the same transaction as the money change and
 * stored with the answer when it commits:
 *   - a new key: the handler runs; key, request hash and answer commit together with the change;
 *   - the same key and body again: the stored answer, and nothing runs (header Idempotent-Replayed: true);
 *   - the same key with another body or path: 4022.
 * A refused call (a 4xxx, a failure) rolls back with its key, so a retry is a new attempt: nothing moved.
 * Two requests with one key at once: the second waits on the first's claim, then sees its answer.
 * Keys belong to the caller: a merchant's (idempotency_keys) or, for the wallet's calls, a payer's (wallet_idempotency_keys).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { IdempotencyKey } from '../../openapi/common';
import type { Executor, Transaction } from '../db/client';
import { prebuilt } from '../db/prebuilt';
import { idempotencyKeys, walletIdempotencyKeys } from '../db/schema';
import { prebuiltWrite, writeAtEnd } from '../db/trailingWrites';
import { runTransaction } from '../db/transaction';
import { AppError, invalidInput } from './errors';

export const idempotencyHeader = 'idempotency-key';

/** How long a key answers its first result (the contract's 24 h); after that the key is free again. */
export const idempotencyRetentionMs = 24 * 60 * 60 * 1000;

export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = IdempotencyKey.safeParse(request.headers[idempotencyHeader]);
  if (!parsed.success) throw invalidInput('Idempotency-Key', 'kassa.validation.idempotency_key');
  return parsed.data;
}

/**
 * JSON with object keys sorted, so the same body always hashes the same. It recurses over a validated body, whose
 * depth the contract's shapes and the body nesting limit (server/http/nesting.ts) bound.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request's fingerprint: the path and the validated body (so whitespace the contract trims does not count). */
export function requestHash(path: string, body: unknown): string {
  return createHash('sha256').update(`${path}\n${canonicalJson(body)}`).digest('hex');
}

export interface IdempotentCall {
  merchantId: number;
  key: string;
  requestHash: string;
  now: Date;
}

/** Claims the key, or takes it over when its retention has passed (`expired`); an unexpired key stays as it is. */
const claimKey = prebuilt('idempotency_claim', (db) =>
  db
    .insert(idempotencyKeys)
    .values({ merchantId: sql.placeholder('merchantId'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash'), response: null, createdAt: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: [idempotencyKeys.merchantId, idempotencyKeys.key],
      set: { requestHash: sql`excluded.request_hash`, response: null, createdAt: sql`excluded.created_at` },
      setWhere: lt(idempotencyKeys.createdAt, sql.placeholder('expired')),
    })
    .returning({ key: idempotencyKeys.key }),
);

/** The answer stored with its key, sent with the transaction's trailing writes. */
const storeAnswer = prebuiltWrite<{ merchantId: number; key: string; response: string }>((db) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql`${sql.placeholder('response')}` })
    .where(and(eq(idempotencyKeys.merchantId, sql.placeholder('merchantId')), eq(idempotencyKeys.key, sql.placeholder('key')))),
);

/** Where one kind of caller's keys live: the merchants' (the hot path, its statements built once) or the payers'. */
interface KeyStore<C> {
  /** Claims the key, or takes over one past its retention; false when an unexpired claim stands. */
  claim(tx: Transaction, call: C & KeyClaim): Promise<boolean>;
  read(tx: Transaction, call: C & KeyClaim): Promise<{ requestHash: string; response: string | null } | undefined>;
  store(tx: Transaction, call: C & KeyClaim, response: string): Promise<void>;
}

interface KeyClaim {
  key: string;
  requestHash: string;
  now: Date;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - idempotencyRetentionMs);

const merchantKeys: KeyStore<{ merchantId: number }> = {
  async claim(tx, call) {
    const claimed = await claimKey(tx, { merchantId: call.merchantId, key: call.key, requestHash: call.requestHash, now: call.now, expired: expiredBefore(call.now) });
    return claimed.length > 0;
  },
  async read(tx, call) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.merchantId, call.merchantId), eq(idempotencyKeys.key, call.key)));
    return stored;
  },
  async store(tx, call, response) {
    await writeAtEnd(tx, storeAnswer(tx, { merchantId: call.merchantId, key: call.key, response }));
  },
};

const walletKeys: KeyStore<{ uid: string }> = {
  async claim(tx, call) {
    const claimed = await tx
      .insert(walletIdempotencyKeys)
      .values({ uid: call.uid, key: call.key, requestHash: call.requestHash, response: null, createdAt: call.now })
      .onConflictDoUpdate({
        target: [walletIdempotencyKeys.uid, walletIdempotencyKeys.key],
        set: { requestHash: sql`excluded.request_hash`, response: null, createdAt: sql`excluded.created_at` },
        setWhere: lt(walletIdempotencyKeys.createdAt, expiredBefore(call.now)),
      })
      .returning({ key: walletIdempotencyKeys.key });
    return claimed.length > 0;
  },
  async read(tx, call) {
    const [stored] = await tx
      .select()
      .from(walletIdempotencyKeys)
      .where(and(eq(walletIdempotencyKeys.uid, call.uid), eq(walletIdempotencyKeys.key, call.key)));
    return stored;
  },
  async store(tx, call, response) {
    await tx
      .update(walletIdempotencyKeys)
      .set({ response })
      .where(and(eq(walletIdempotencyKeys.uid, call.uid), eq(walletIdempotencyKeys.key, call.key)));
  },
};

async function runClaimed<C, T>(db: Executor, store: KeyStore<C>, call: C & KeyClaim, work: (tx: Transaction) => Promise<T>): Promise<{ answer: T; replayed: boolean }> {
  // Repeatable: run again after a commit whose answer was lost, the claim finds the key and answers what committed.
  const claimed = async (tx: Transaction) => {
    if (!(await store.claim(tx, call))) {
      const stored = await store.read(tx, call);
      if (!stored) throw new Error('idempotency key vanished between claim and read');
      if (stored.requestHash !== call.requestHash) {
        throw new AppError(ResultCode.idempotencyMismatch, 'kassa.server.idempotencyMismatch');
      }
      if (stored.response === null) throw new Error('a committed idempotency key has no answer');
      return { answer: JSON.parse(stored.response) as T, replayed: true };
    }

    const answer = await work(tx);
    await store.store(tx, call, JSON.stringify(answer));
    return { answer, replayed: false };
  };
  return runTransaction(db, claimed, { repeatable: true });
}

/** A merchant's money-moving call under its key. */
export async function runIdempotent<T>(db: Executor, call: IdempotentCall, work: (tx: Transaction) => Promise<T>): Promise<{ answer: T; replayed: boolean }> {
  return runClaimed(db, merchantKeys, call, work);
}

/** A payer's money-moving wallet call under its key: the keys are the payer's own, as a merchant's are its own. */
export async function runWalletIdempotent<T>(
  db: Executor,
  call: { uid: string } & KeyClaim,
  work: (tx: Transaction) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  return runClaimed(db, walletKeys, call, work);
}

/** Deletes keys past their retention, the merchants' and the payers' (platform command purge-idempotency-keys); answers how many. */
export async function purgeExpiredIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expiredBefore(now)))
    .returning({ key: idempotencyKeys.key });
  const deletedOfPayers = await db
    .delete(walletIdempotencyKeys)
    .where(lt(walletIdempotencyKeys.createdAt, expiredBefore(now)))
    .returning({ key: walletIdempotencyKeys.key });
  return deleted.length + deletedOfPayers.length;
}
