/**
 * Identity authentication of a payer who is not ready to pay (spec sections 5 and 8): real name, ID number, phone
 * proven by a one-time code, email and bank card in one submission, then the 6-digit payment password. The code
 * is 6 random digits, one per phone per 60 s, valid 5 minutes and for 5 tries, kept only as a salted SHA-256.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestOf } from '../../openapi/endpoints';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { phoneCodes, walletUsers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { ResultCode } from '../../openapi/codes';
import { AppError, conflict, invalidInput } from '../http/errors';
import { notifierOf } from './notifier';
import { findPayer, identityComplete, storeIdentity } from './payers';
import type { PayerSession } from './sessions';

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

/**
 * Sends a new code to the phone through the server's notifier. Refused: without a transport (4003, not available),
 * within 60 s of the phone's last code (4000 on `phone`), and past a daily cap per phone, payer or IP (4000). A code
 * the transport could not send is forgotten, so the payer may ask again at once.
 */
export async function sendPhoneCode(context: AppContext, session: PayerSession, phone: string, now: Date, log: FastifyBaseLogger, ip: string) {
  const notifier = notifierOf(context);
  if (!notifier) throw new AppError(ResultCode.forbidden, 'kassa.server.phoneCodeUnavailable');
  const user = await findPayer(context.db, session.uid);
  if (identityComplete(user)) throw conflict('kassa.server.identityAlreadyComplete');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + phoneCodeRules.validMs);
  const caps = context.config.phoneCodeDailyCaps;

  const stored = await runTransaction(context.db, async (tx) => {
    // Two requests for one phone at once: the second waits here and then sees the first's code.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kassa.phone_code:${phone}`}))`);
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
    const [sent] = await tx
      .select({
        phone: sql<number>`count(*) filter (where ${phoneCodes.phone} = ${phone})`.mapWith(Number),
        payer: sql<number>`count(*) filter (where ${phoneCodes.uid} = ${user.uid})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${phoneCodes.ip} = ${ip})`.mapWith(Number),
      })
      .from(phoneCodes)
      .where(and(gt(phoneCodes.createdAt, dayAgo), or(eq(phoneCodes.phone, phone), eq(phoneCodes.uid, user.uid), eq(phoneCodes.ip, ip))));
    if ((sent?.phone ?? 0) >= caps.perPhone) throw invalidInput('phone', 'kassa.server.phoneCodeDailyCapPhone', { count: caps.perPhone });
    if ((sent?.payer ?? 0) >= caps.perPayer || (sent?.ip ?? 0) >= caps.perIp) throw invalidInput('phone', 'kassa.server.phoneCodeDailyCap');
    await tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, dayAgo));
    const salt = randomBytes(16).toString('hex');
    const [row] = await tx
      .insert(phoneCodes)
      .values({ uid: user.uid, phone, salt, codeHash: codeHashOf(salt, code), createdAt: now, expiresAt, ip })
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

type CodeCheck = 'ok' | 'missing' | 'wrong';

/**
 * Every identity step at once: the phone's code is checked (a wrong one counts a try, and is answered after the
 * count is committed), then the steps are stored, the bank card as its last 4 digits only.
 */
export async function submitIdentity(context: AppContext, session: PayerSession, body: RequestOf<'checkoutIdentitySubmit'>, now: Date) {
  const user = await findPayer(context.db, session.uid);
  if (identityComplete(user)) throw conflict('kassa.server.identityAlreadyComplete');

  const check = await runTransaction(context.db, async (tx): Promise<CodeCheck> => {
    const [sent] = await tx
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.uid, user.uid),
          eq(phoneCodes.phone, body.phone),
          isNull(phoneCodes.usedAt),
          gt(phoneCodes.expiresAt, now),
          lt(phoneCodes.attempts, phoneCodeRules.maxAttempts),
        ),
      )
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1)
      .for('update');
    if (!sent) return 'missing';
    if (!sameHash(codeHashOf(sent.salt, body.phone_code), sent.codeHash)) {
      await tx.update(phoneCodes).set({ attempts: sql`${phoneCodes.attempts} + 1` }).where(eq(phoneCodes.id, sent.id));
      return 'wrong';
    }
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, sent.id));
    await storeIdentity(tx, user.uid, {
      realName: body.name,
      idNumber: body.id_number,
      phone: body.phone,
      email: body.email,
      bankCard: body.bank_card,
    });
    return 'ok';
  });
  if (check === 'missing') throw invalidInput('phone_code', 'kassa.server.phoneCodeMissing');
  if (check === 'wrong') throw invalidInput('phone_code', 'kassa.server.phoneCodeWrong');
  return findPayer(context.db, user.uid);
}

/** Sets the payment password (argon2id) once; a payer who has one is refused (4009), so a session cannot replace it. */
export async function setPaymentPassword(context: AppContext, session: PayerSession, body: RequestOf<'checkoutSetPaymentPassword'>) {
  const user = await findPayer(context.db, session.uid);
  if (user.paymentPasswordHash !== null) throw conflict('kassa.server.paymentPasswordAlreadySet');
  const hash = await hashPassword(body.payment_password);
  const [set] = await context.db
    .update(walletUsers)
    .set({ paymentPasswordHash: hash, paymentPasswordFailures: 0, paymentLockedUntil: null })
    .where(and(eq(walletUsers.uid, user.uid), isNull(walletUsers.paymentPasswordHash)))
    .returning();
  if (!set) throw conflict('kassa.server.paymentPasswordAlreadySet');
  return set;
}
