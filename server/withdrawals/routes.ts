import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import { findCoin, listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import type { Routes } from '../http/route';
import { amountOfCoin, formatMoney } from '../ledger/money';
import { approvalNeedsCode } from '../reviewedOrders/approvalCode';
import { registerReviewRoutes } from '../reviewedOrders/routes';
import { userWithdrawalKind } from './kind';
import { listUserWithdrawals, reviewFreeLimitsOf, setReviewFreeLimit, withdrawalView } from './repository';

/** The review-free limit of every coin; a coin never set has '0' (every withdrawal is reviewed) and no approval code threshold. */
async function reviewFreeLimitList(db: Executor, merchantId: number) {
  const limits = await reviewFreeLimitsOf(db, merchantId);
  const list = (await listCoins(db)).map((coin) => {
    const limit = limits.find((row) => row.coinCode === coin.code);
    return {
      coin_name: coin.code,
      limit_amount: formatMoney(limit?.limitAmount ?? '0', coin.decimals),
      approval_code_above: limit?.approvalCodeAbove == null ? null : formatMoney(limit.approvalCodeAbove, coin.decimals),
      user_daily_cap: limit?.userDailyCap == null ? null : formatMoney(limit.userDailyCap, coin.decimals),
      wallet_claim_days: limit?.walletClaimDays ?? null,
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
      source: body.source,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    const thresholds = new Map((await reviewFreeLimitsOf(context.db, signedIn.merchantId)).map((row) => [row.coinCode, row.approvalCodeAbove]));
    const list = rows.map((row) => ({ ...withdrawalView(row), needs_code: approvalNeedsCode(userWithdrawalKind, row, thresholds.get(row.coinCode) ?? null) }));
    return { list, ...paging };
  });

  registerReviewRoutes(routes, context, userWithdrawalKind, withdrawalView, {
    approve: endpoints.withdrawalApprove,
    reject: endpoints.withdrawalReject,
    batchApprove: endpoints.withdrawalBatchApprove,
    batchReject: endpoints.withdrawalBatchReject,
  });

  routes.signedIn(endpoints.reviewFreeLimitQuery, ({ signedIn }) => reviewFreeLimitList(context.db, signedIn.merchantId));

  routes.signedIn(endpoints.reviewFreeLimitUpdate, async (call) => {
    const { body, signedIn, now, ip } = call;
    // The amounts are checked before the authenticator code, so a refusal does not use a code up.
    const changes: Array<{ coin: { code: string }; limit: string; above: string | null | undefined; dailyCap: string | null | undefined; claimDays: number | null | undefined }> = [];
    for (const [index, entry] of body.list.entries()) {
      const coin = await findCoin(context.db, entry.coin_name);
      if (!coin) throw invalidInput(`list.${index}.coin_name`, 'kassa.validation.choice');
      const above = entry.approval_code_above;
      const dailyCap = entry.user_daily_cap;
      changes.push({
        coin,
        limit: formatMoney(amountOfCoin(`list.${index}.limit_amount`, entry.limit_amount, coin), coin.decimals),
        above: above == null ? above : formatMoney(amountOfCoin(`list.${index}.approval_code_above`, above, coin), coin.decimals),
        dailyCap: dailyCap == null ? dailyCap : formatMoney(amountOfCoin(`list.${index}.user_daily_cap`, dailyCap, coin), coin.decimals),
        claimDays: entry.wallet_claim_days,
      });
    }
    await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      const before = await reviewFreeLimitList(tx, signedIn.merchantId);
      for (const { coin, limit, above, dailyCap, claimDays } of changes) {
        await setReviewFreeLimit(tx, signedIn.merchantId, coin.code, { limitAmount: limit, approvalCodeAbove: above, userDailyCap: dailyCap, walletClaimDays: claimDays }, now);
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
        const previousCap = previous?.user_daily_cap ?? null;
        if (dailyCap !== undefined && dailyCap !== previousCap) {
          await audit(tx, actorOf(call), 'review_free_limit', { target: coin.code, before: { user_daily_cap: previousCap }, after: { user_daily_cap: dailyCap } });
        }
        const previousDays = previous?.wallet_claim_days ?? null;
        if (claimDays !== undefined && claimDays !== previousDays) {
          const days = (value: number | null) => (value === null ? null : String(value));
          await audit(tx, actorOf(call), 'review_free_limit', { target: coin.code, before: { wallet_claim_days: days(previousDays) }, after: { wallet_claim_days: days(claimDays) } });
        }
      }
      return reviewFreeLimitList(tx, signedIn.merchantId);
    });
  });
}
