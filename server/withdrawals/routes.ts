import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { proveAuthenticatorCode } from '../auth/authenticator';
import { findCoin, listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { pageOf } from '../db/filters';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import type { Routes } from '../http/route';
import { amountOfCoin, formatMoney } from '../ledger/money';
import { listUserWithdrawals, reviewFreeLimitsOf, setReviewFreeLimit, withdrawalView } from './repository';
import { approveUserWithdrawal, rejectUserWithdrawal } from './withdrawals';

/** The review-free limit of every coin; a coin never set has '0' (every withdrawal is reviewed). */
async function reviewFreeLimitList(db: Executor, merchantId: number) {
  const limits = await reviewFreeLimitsOf(db, merchantId);
  const list = (await listCoins(db)).map((coin) => {
    const limit = limits.find((row) => row.coinCode === coin.code);
    return {
      coin_name: coin.code,
      limit_amount: formatMoney(limit?.limitAmount ?? '0', coin.decimals),
      update_time: limit ? limit.updatedAt.toISOString() : null,
    };
  });
  return { list, total: list.length };
}

export function registerWithdrawalRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.withdrawalRecordQuery, async ({ body, signedIn }) => {
    const { rows, total } = await listUserWithdrawals(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      status: body.status,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(withdrawalView), total };
  });

  // Each review and its audit record commit with the money change (and the Idempotency-Key).
  routes.signedIn(endpoints.withdrawalApprove, (call) =>
    runTransaction(call.db, async (tx) => {
      const { body, signedIn, now } = call;
      const order = await approveUserWithdrawal(tx, signedIn.merchantId, body.order_id, signedIn.username, now);
      await audit(tx, actorOf(call), 'withdrawal_approve', {
        target: order.order_id,
        before: { order_status: 'pending' },
        after: { order_status: order.order_status, amount: `${order.amount} ${order.coin_name}` },
      });
      return order;
    }),
  );

  routes.signedIn(endpoints.withdrawalReject, (call) =>
    runTransaction(call.db, async (tx) => {
      const { body, signedIn, now } = call;
      const order = await rejectUserWithdrawal(tx, signedIn.merchantId, body.order_id, signedIn.username, body.reason, now);
      await audit(tx, actorOf(call), 'withdrawal_reject', {
        target: order.order_id,
        before: { order_status: 'pending' },
        after: { order_status: order.order_status, amount: `${order.amount} ${order.coin_name}`, remark: order.remark },
      });
      return order;
    }),
  );

  routes.signedIn(endpoints.withdrawalLimitQuery, ({ signedIn }) => reviewFreeLimitList(context.db, signedIn.merchantId));

  routes.signedIn(endpoints.withdrawalLimitUpdate, async (call) => {
    const { body, signedIn, now, ip } = call;
    // The amounts are checked before the authenticator code, so a refusal does not use a code up.
    const changes: Array<{ coin: { code: string }; limit: string }> = [];
    for (const [index, entry] of body.list.entries()) {
      const coin = await findCoin(context.db, entry.coin_name);
      if (!coin) throw invalidInput(`list.${index}.coin_name`, 'kassa.validation.choice');
      changes.push({ coin, limit: formatMoney(amountOfCoin(`list.${index}.limit_amount`, entry.limit_amount, coin), coin.decimals) });
    }
    await proveAuthenticatorCode(context, signedIn, body.google_code, ip, now);
    return runTransaction(context.db, async (tx) => {
      const before = await reviewFreeLimitList(tx, signedIn.merchantId);
      for (const { coin, limit } of changes) {
        await setReviewFreeLimit(tx, signedIn.merchantId, coin.code, limit, now);
        const previous = before.list.find((row) => row.coin_name === coin.code)?.limit_amount ?? null;
        await audit(tx, actorOf(call), 'review_free_limit', { target: coin.code, before: { limit_amount: previous }, after: { limit_amount: limit } });
      }
      return reviewFreeLimitList(tx, signedIn.merchantId);
    });
  });
}
