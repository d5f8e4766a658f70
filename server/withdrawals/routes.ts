import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import { findCoin, listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import type { Routes } from '../http/route';
import { amountOfCoin, formatMoney } from '../ledger/money';
import { approvalNeedsCode, proveApprovalCode } from './approvalCode';
import { reviewEach } from './batch';
import { listUserWithdrawals, reviewFreeLimitsOf, setReviewFreeLimit, withdrawalView } from './repository';
import { approveUserWithdrawal, rejectUserWithdrawal } from './withdrawals';

type Reviewer = Parameters<typeof actorOf>[0];

/** Approves one order and records it in the audit log, in the caller's transaction. */
async function approveAndAudit(tx: Transaction, call: Reviewer, orderId: string) {
  const order = await approveUserWithdrawal(tx, call.signedIn.merchantId, orderId, call.signedIn.username, call.now);
  await audit(tx, actorOf(call), 'withdrawal_approve', {
    target: order.order_id,
    before: { order_status: 'pending' },
    after: { order_status: order.order_status, amount: `${order.amount} ${order.coin_name}` },
  });
  return order;
}

/** Rejects one order with the reason and records it in the audit log, in the caller's transaction. */
async function rejectAndAudit(tx: Transaction, call: Reviewer, orderId: string, reason: string) {
  const order = await rejectUserWithdrawal(tx, call.signedIn.merchantId, orderId, call.signedIn.username, reason, call.now);
  await audit(tx, actorOf(call), 'withdrawal_reject', {
    target: order.order_id,
    before: { order_status: 'pending' },
    after: { order_status: order.order_status, amount: `${order.amount} ${order.coin_name}`, remark: order.remark },
  });
  return order;
}

/** The review-free limit of every coin; a coin never set has '0' (every withdrawal is reviewed) and no approval code threshold. */
async function reviewFreeLimitList(db: Executor, merchantId: number) {
  const limits = await reviewFreeLimitsOf(db, merchantId);
  const list = (await listCoins(db)).map((coin) => {
    const limit = limits.find((row) => row.coinCode === coin.code);
    return {
      coin_name: coin.code,
      limit_amount: formatMoney(limit?.limitAmount ?? '0', coin.decimals),
      approval_code_above: limit?.approvalCodeAbove == null ? null : formatMoney(limit.approvalCodeAbove, coin.decimals),
      update_time: limit ? limit.updatedAt.toISOString() : null,
    };
  });
  return { list, total: list.length };
}

export function registerWithdrawalRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.withdrawalRecordQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listUserWithdrawals(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      status: body.status,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    const thresholds = new Map((await reviewFreeLimitsOf(context.db, signedIn.merchantId)).map((row) => [row.coinCode, row.approvalCodeAbove]));
    const list = rows.map((row) => ({ ...withdrawalView(row), needs_code: approvalNeedsCode(row, thresholds.get(row.coinCode) ?? null) }));
    return { list, ...paging };
  });

  // Each review and its audit record commit with the money change (and the Idempotency-Key).
  // Above the coin's approval code threshold the code is proved first, in the same transaction (issue 13).
  routes.signedIn(endpoints.withdrawalApprove, (call) =>
    runTransaction(call.db, async (tx) => {
      await proveApprovalCode(tx, context, call, call.body.order_id, call.body.google_code);
      return approveAndAudit(tx, call, call.body.order_id);
    }),
  );

  routes.signedIn(endpoints.withdrawalReject, (call) =>
    runTransaction(call.db, (tx) => rejectAndAudit(tx, call, call.body.order_id, call.body.reason)),
  );

  // A batch: one code for all, then each order on its own through the same review and audit as above.
  routes.signedIn(endpoints.withdrawalBatchApprove, (call) =>
    runTransaction(call.db, async (tx) => {
      await requireStepUp(context, call, call.body.google_code, { tx });
      return reviewEach(tx, call.signedIn.merchantId, call.body.order_ids, 'approved', (savepoint, orderId) => approveAndAudit(savepoint, call, orderId));
    }),
  );

  routes.signedIn(endpoints.withdrawalBatchReject, (call) =>
    runTransaction(call.db, async (tx) => {
      await requireStepUp(context, call, call.body.google_code, { tx });
      return reviewEach(tx, call.signedIn.merchantId, call.body.order_ids, 'rejected', (savepoint, orderId) =>
        rejectAndAudit(savepoint, call, orderId, call.body.reason),
      );
    }),
  );

  routes.signedIn(endpoints.withdrawalLimitQuery, ({ signedIn }) => reviewFreeLimitList(context.db, signedIn.merchantId));

  routes.signedIn(endpoints.withdrawalLimitUpdate, async (call) => {
    const { body, signedIn, now, ip } = call;
    // The amounts are checked before the authenticator code, so a refusal does not use a code up.
    const changes: Array<{ coin: { code: string }; limit: string; above: string | null | undefined }> = [];
    for (const [index, entry] of body.list.entries()) {
      const coin = await findCoin(context.db, entry.coin_name);
      if (!coin) throw invalidInput(`list.${index}.coin_name`, 'kassa.validation.choice');
      const above = entry.approval_code_above;
      changes.push({
        coin,
        limit: formatMoney(amountOfCoin(`list.${index}.limit_amount`, entry.limit_amount, coin), coin.decimals),
        above: above == null ? above : formatMoney(amountOfCoin(`list.${index}.approval_code_above`, above, coin), coin.decimals),
      });
    }
    await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      const before = await reviewFreeLimitList(tx, signedIn.merchantId);
      for (const { coin, limit, above } of changes) {
        await setReviewFreeLimit(tx, signedIn.merchantId, coin.code, limit, now, above);
        const previous = before.list.find((row) => row.coin_name === coin.code);
        await audit(tx, actorOf(call), 'review_free_limit', { target: coin.code, before: { limit_amount: previous?.limit_amount ?? null }, after: { limit_amount: limit } });
        // The approval code threshold has a record of its own, written only when it changes.
        const previousAbove = previous?.approval_code_above ?? null;
        if (above !== undefined && above !== previousAbove) {
          await audit(tx, actorOf(call), 'approval_code_threshold', {
            target: coin.code,
            before: { approval_code_above: previousAbove },
            after: { approval_code_above: above },
          });
        }
      }
      return reviewFreeLimitList(tx, signedIn.merchantId);
    });
  });
}
