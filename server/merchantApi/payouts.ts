/**
 * Payouts of the merchant API: the merchant's server pays one of its users into their wallet, a user withdrawal of
 * source merchant_api (server/withdrawals/). It rests on the merchant's signed call, so the merchant's review-free
 * limit and daily cap cover it: approved at once within the limit, pending the operators' review above it. The same
 * merchant_payout_no with the same body answers the same payout, however many times and however concurrently it is
 * sent; with another body it is refused.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestOf } from '../../openapi/endpoints';
import type { Executor, Transaction } from '../db/client';
import { userWithdrawals } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import type { UserWithdrawalRow } from '../withdrawals/repository';
import { requestUserWithdrawal } from '../withdrawals/withdrawals';
import { assertPublicTarget, type WebhookLookup } from '../webhooks/targets';

type CreateBody = RequestOf<'openPayoutCreate'>;

export interface PayoutSettings {
  webhookAllowPrivate: boolean;
  webhookLookup?: WebhookLookup;
}

/** What the payout says: the same merchant_payout_no with the same body is the same payout. */
function requestHashOf(body: CreateBody): string {
  const canonical = [body.merchant_payout_no, body.uid, body.coin_name, body.amount, body.nick ?? '', body.remark ?? '', body.notify_url ?? ''];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

async function findPayout(db: Executor, merchantId: number, reference: { payout_id?: string; merchant_payout_no?: string }): Promise<UserWithdrawalRow | undefined> {
  const condition = reference.payout_id !== undefined ? eq(userWithdrawals.orderId, reference.payout_id) : eq(userWithdrawals.merchantPayoutNo, reference.merchant_payout_no ?? '');
  const [row] = await db
    .select()
    .from(userWithdrawals)
    .where(and(eq(userWithdrawals.merchantId, merchantId), eq(userWithdrawals.source, 'merchant_api'), condition));
  return row;
}

export async function createPayout(db: Executor, merchantId: number, body: CreateBody, now: Date, settings: PayoutSettings): Promise<UserWithdrawalRow> {
  if (body.notify_url) await assertPublicTarget(body.notify_url, settings.webhookAllowPrivate, 'notify_url', settings.webhookLookup);
  const requestHash = requestHashOf(body);
  return runTransaction(db, async (tx: Transaction) => {
    // Calls with one payout id take turns from here to their commit: the first makes the payout, the rest find it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kassa.payout:${merchantId}:${body.merchant_payout_no}`}))`);
    const existing = await findPayout(tx, merchantId, { merchant_payout_no: body.merchant_payout_no });
    if (existing) {
      if (existing.requestHash !== requestHash) throw conflict('kassa.server.payoutNoReused', { merchant_payout_no: body.merchant_payout_no });
      return existing;
    }
    return requestUserWithdrawal(
      tx,
      {
        merchantId,
        uid: body.uid,
        coin: body.coin_name,
        amount: body.amount,
        source: 'merchant_api',
        payout: { merchantPayoutNo: body.merchant_payout_no, requestHash, nick: body.nick, note: body.remark ?? null, notifyUrl: body.notify_url ?? null },
      },
      now,
    );
  });
}

export async function queryPayout(db: Executor, merchantId: number, reference: RequestOf<'openPayoutQuery'>): Promise<UserWithdrawalRow> {
  const row = await findPayout(db, merchantId, reference);
  if (!row) throw notFound('kassa.server.payoutNotFound');
  return row;
}
