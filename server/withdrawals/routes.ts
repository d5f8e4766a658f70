import { endpoints } from '../../openapi/endpoints';
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

  routes.signedIn(endpoints.withdrawalApprove, ({ body, signedIn, now, db }) =>
    runTransaction(db, (tx) => approveUserWithdrawal(tx, signedIn.merchantId, body.order_id, signedIn.username, now)),
  );

  routes.signedIn(endpoints.withdrawalReject, ({ body, signedIn, now, db }) =>
    runTransaction(db, (tx) => rejectUserWithdrawal(tx, signedIn.merchantId, body.order_id, signedIn.username, body.reason, now)),
  );

  routes.signedIn(endpoints.withdrawalLimitQuery, ({ signedIn }) => reviewFreeLimitList(context.db, signedIn.merchantId));

  routes.signedIn(endpoints.withdrawalLimitUpdate, ({ body, signedIn, now }) =>
    runTransaction(context.db, async (tx) => {
      for (const [index, entry] of body.list.entries()) {
        const coin = await findCoin(tx, entry.coin_name);
        if (!coin) throw invalidInput(`list.${index}.coin_name`, 'kassa.validation.choice');
        const limit = amountOfCoin(`list.${index}.limit_amount`, entry.limit_amount, coin);
        await setReviewFreeLimit(tx, signedIn.merchantId, coin.code, formatMoney(limit, coin.decimals), now);
      }
      return reviewFreeLimitList(tx, signedIn.merchantId);
    }),
  );
}
