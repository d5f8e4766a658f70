/**
 * The API routes of a kind of reviewed order whose endpoints follow one pattern: a merchant's request
 * (`…/add`: the request's checks, then the step-up, then the audit record, with the money change), and a
 * merchant's reviews of its orders (`…/approval`, `…/reject`, `…/batch_approval`, `…/batch_reject`).
 * Each runs in the call's transaction, which holds the Idempotency-Key.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Endpoint, endpoints } from '../../openapi/endpoints';
import { actorOf, type Actor } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { runTransaction } from '../db/transaction';
import type { Routes, SignedInCall } from '../http/route';
import { proveApprovalCode } from './approvalCode';
import { reviewEach, withoutFourEyes } from './batch';
import type { ReviewedOrderKind, RowOf } from './kind';
import { approveOrder, rejectOrder } from './lifecycle';

/**
 * A merchant's request: `request` checks it and runs the lifecycle's request with the actor; with `stepUp`, the
 * code is proved after, so a refused request (a wrong amount, too small a balance) spends no code.
 */
export function registerRequestRoute<E extends Endpoint>(
  routes: Routes,
  context: AppContext,
  endpoint: E,
  options: { stepUp: boolean; request(tx: Transaction, call: SignedInCall<E>, actor: Actor): Promise<z.input<E['response']>> },
) {
  routes.signedIn(endpoint, (call) =>
    runTransaction(call.db, async (tx) => {
      const order = await options.request(tx, call, actorOf(call));
      if (options.stepUp) await requireStepUp(context, call, (call.body as { google_code?: string }).google_code, { tx });
      return order;
    }),
  );
}

/** The review endpoints of a kind a merchant reviews: the contract's shape of the user withdrawal's. */
export interface ReviewEndpoints {
  approve: typeof endpoints.withdrawalApprove;
  reject: typeof endpoints.withdrawalReject;
  batchApprove: typeof endpoints.withdrawalBatchApprove;
  batchReject: typeof endpoints.withdrawalBatchReject;
}

type ReviewedView = z.input<ReviewEndpoints['approve']['response']>;

/**
 * The merchant's reviews: each review and its audit record commit with the money change. A single approval above
 * the kind's approval code threshold proves the code first, in the same transaction; a batch proves one code for
 * all, then takes each order on its own through the same review.
 */
export function registerReviewRoutes<T extends PgTable>(
  routes: Routes,
  context: AppContext,
  kind: ReviewedOrderKind<T, undefined>,
  view: (row: RowOf<T>) => ReviewedView,
  paths: ReviewEndpoints,
) {
  type Reviewer = Parameters<typeof actorOf>[0];
  const approve = (tx: Transaction, call: Reviewer, number: string) =>
    approveOrder(tx, kind, { number, merchantId: call.signedIn.merchantId }, { reviewer: call.signedIn.username, at: call.now }, actorOf(call));
  const reject = (tx: Transaction, call: Reviewer, number: string, reason: string) =>
    rejectOrder(tx, kind, { number, merchantId: call.signedIn.merchantId }, { reviewer: call.signedIn.username, at: call.now, reason }, actorOf(call));

  routes.signedIn(paths.approve, (call) =>
    runTransaction(call.db, async (tx) => {
      await proveApprovalCode(tx, context, call, kind, call.body.order_id, call.body.google_code);
      return view(await approve(tx, call, call.body.order_id));
    }),
  );

  routes.signedIn(paths.reject, (call) => runTransaction(call.db, async (tx) => view(await reject(tx, call, call.body.order_id, call.body.reason))));

  routes.signedIn(paths.batchApprove, (call) =>
    runTransaction(call.db, async (tx) => {
      await requireStepUp(context, call, call.body.google_code, { tx });
      return withoutFourEyes(await reviewEach(tx, kind, view, call.signedIn.merchantId, call.body.order_ids, 'approved', (savepoint, number) => approve(savepoint, call, number)));
    }),
  );

  routes.signedIn(paths.batchReject, (call) =>
    runTransaction(call.db, async (tx) => {
      await requireStepUp(context, call, call.body.google_code, { tx });
      return withoutFourEyes(
        await reviewEach(tx, kind, view, call.signedIn.merchantId, call.body.order_ids, 'rejected', (savepoint, number) => reject(savepoint, call, number, call.body.reason)),
      );
    }),
  );
}
