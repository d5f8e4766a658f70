/**
 * One-time codes that prove a payer holds a phone, for identity authentication at the checkout and in the wallet and
 * for a wallet sign-up (no account yet: uid null). The code is 6 random digits, one per phone per 60 s, valid 5 minutes
 * and for 5 tries, kept only as a salted SHA-256; it reaches the phone through the server's notifier.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { notifierOf } from '../checkout/notifier';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { phoneCodes } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { addressPrefix } from '../http/addressPrefix';
import { AppError, invalidInput } from '../http/errors';

export const phoneCodeRules = {
  validMs: 5 * 60_000,
  /** One code per phone in this time, whoever asks. */
  resendMs: 60_000,
  /** Wrong tries that spend a code. */
  maxAttempts: 5,
} as const;

const day = 24 * 60 * 60_000;

const codeHashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface PhoneCodeRequest {
  /** The payer who asks; null for a wallet sign-up, before the account exists. */
  uid: string | null;
  phone: string;
  ip: string;
  log: FastifyBaseLogger;
  now: Date;
}

/**
 * Sends a new code to the phone through the server's notifier. Refused: without a transport (4003, not available),
 * within 60 s of the phone's last code (4000 on `phone`), past a daily cap per phone, payer or address prefix (IPv6
 * /64), and once the server's codes of the last 24 hours reach its daily SMS budget (4000). A code the transport could
 * not send is forgotten, so the payer may ask again at once.
 */
export async function sendPhoneCode(context: AppContext, request: PhoneCodeRequest): Promise<{ expire_time: string }> {
  const { uid, phone, log, now } = request;
  // Stored and counted by prefix: the addresses of one IPv6 line count as one.
  const ip = addressPrefix(request.ip);
  const notifier = notifierOf(context);
  if (!notifier) throw new AppError(ResultCode.forbidden, 'kassa.server.phoneCodeUnavailable');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + phoneCodeRules.validMs);
  const caps = context.config.phoneCodeDailyCaps;

  const stored = await runTransaction(context.db, async (tx) => {
    // Every request takes turns on the budget's lock (a code is an SMS, sent a few a second at most), so parallel ones
    // cannot all pass the last unit of it; and two for one phone see each other's code.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kassa.phone_code.budget'))`);
    const [last] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, new Date(now.getTime() - phoneCodeRules.resendMs))))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    if (last) {
      const seconds = Math.max(1, Math.ceil((last.createdAt.getTime() + phoneCodeRules.resendMs - now.getTime()) / 1000));
      throw invalidInput('phone', 'kassa.server.phoneCodeTooSoon', { seconds });
    }
    // Rows live 24 hours past their expiry (below), so the last day's codes are all here to count.
    const dayAgo = new Date(now.getTime() - day);
    const senders: SQL[] = [eq(phoneCodes.phone, phone), eq(phoneCodes.ip, ip)];
    if (uid !== null) senders.push(eq(phoneCodes.uid, uid));
    const [sent] = await tx
      .select({
        phone: sql<number>`count(*) filter (where ${phoneCodes.phone} = ${phone})`.mapWith(Number),
        payer: uid === null ? sql<number>`0`.mapWith(Number) : sql<number>`count(*) filter (where ${phoneCodes.uid} = ${uid})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${phoneCodes.ip} = ${ip})`.mapWith(Number),
      })
      .from(phoneCodes)
      .where(and(gt(phoneCodes.createdAt, dayAgo), or(...senders)));
    if ((sent?.phone ?? 0) >= caps.perPhone) throw invalidInput('phone', 'kassa.server.phoneCodeDailyCapPhone', { count: caps.perPhone });
    if ((sent?.payer ?? 0) >= caps.perPayer || (sent?.ip ?? 0) >= caps.perIp) throw invalidInput('phone', 'kassa.server.phoneCodeDailyCap');
    const [all] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(phoneCodes).where(gt(phoneCodes.createdAt, dayAgo));
    if ((all?.count ?? 0) >= caps.total) throw invalidInput('phone', 'kassa.server.phoneCodeBudgetSpent');
    await tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, dayAgo));
    const salt = randomBytes(16).toString('hex');
    const [row] = await tx
      .insert(phoneCodes)
      .values({ uid, phone, salt, codeHash: codeHashOf(salt, code), createdAt: now, expiresAt, ip })
      .returning({ id: phoneCodes.id });
    return row!;
  });

  try {
    await notifier.sendPhoneCode({ phone, code, expiresAt }, log, now);
  } catch (error) {
    await context.db.delete(phoneCodes).where(eq(phoneCodes.id, stored.id));
    throw error;
  }
  return { expire_time: expiresAt.toISOString() };
}

export type PhoneCodeCheck = 'ok' | 'missing' | 'wrong';

/**
 * Checks the code last sent to the phone for this payer (uid null: for a sign-up), in the caller's transaction: the
 * right one is spent, a wrong one counts a try. A caller that refuses on 'wrong' must commit the count first (answer
 * after the transaction), or the tries would roll back with it.
 */
export async function checkPhoneCode(tx: Executor, check: { uid: string | null; phone: string; code: string; now: Date }): Promise<PhoneCodeCheck> {
  const [sent] = await tx
    .select()
    .from(phoneCodes)
    .where(
      and(
        check.uid === null ? isNull(phoneCodes.uid) : eq(phoneCodes.uid, check.uid),
        eq(phoneCodes.phone, check.phone),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, check.now),
        lt(phoneCodes.attempts, phoneCodeRules.maxAttempts),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  if (!sent) return 'missing';
  if (!sameHash(codeHashOf(sent.salt, check.code), sent.codeHash)) {
    await tx.update(phoneCodes).set({ attempts: sql`${phoneCodes.attempts} + 1` }).where(eq(phoneCodes.id, sent.id));
    return 'wrong';
  }
  await tx.update(phoneCodes).set({ usedAt: check.now }).where(eq(phoneCodes.id, sent.id));
  return 'ok';
}

/** The refusal of a code that did not pass: 4000 on `phone_code`. */
export function phoneCodeRefusal(check: Exclude<PhoneCodeCheck, 'ok'>): AppError {
  return check === 'missing' ? invalidInput('phone_code', 'kassa.server.phoneCodeMissing') : invalidInput('phone_code', 'kassa.server.phoneCodeWrong');
}
