/**
 * The lifecycle of a reviewed order, for every kind (kind.ts): a request inserts the order pending and freezes
 * its amount (or, at or below the review-free limit, pays it at once, approved by 'automatic'); a review locks
 * the order row, checks it is still pending, and approves (settles through the ledger) or rejects (returns what
 * was frozen) it, so each order resolves once. A kind with four eyes records the first of two approvals and
 * settles on the second, by another reviewer, when the order or its rolling total reaches its coin's threshold. Everything runs in the caller's transaction: the money change,
 * the order's state and, when an operator acts, the audit record commit together.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { audit, type Actor } from '../audit/audit';
import type { Executor, Transaction } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { applyChange, checkSettlement, merchantOwner, platformOwner, type LedgerChange, type Posting } from '../ledger/ledger';
import { decimal } from '../ledger/money';
import { nextSerial } from '../ledger/serials';
import type { OrderStatus } from '../db/schema';
import type { FirstApproval, LifecycleStep, NewRowOf, PropertyOf, Review, ReviewedOrderKind, ReviewOutcome, RowOf } from './kind';
import { insertOrder, lockOrder, updateOrder, type OrderTarget } from './repository';

/** The reviewer recorded on an order approved under the review-free limit. */
export const automaticReviewer = 'automatic';

/** A new order's values: all but its number and status, which the lifecycle gives. */
export type NewOrder<T extends PgTable, N extends string, S extends string> = Omit<NewRowOf<T>, 'id' | N | S>;

const valueOf = (row: unknown, property: string) => (row as Record<string, unknown>)[property];

/** The ledger change that settles the order: paid from the merchant's frozen (or available) balance, or credited. */
function settlement<T extends PgTable>(kind: ReviewedOrderKind<T, unknown>, row: RowOf<T>, at: Date, from: 'frozen' | 'available'): LedgerChange {
  const { coin, serialNumber, merchantId, amount, fee, payee } = kind.money(row);
  const type = kind.ledger.settle;
  const platformFee: Posting[] = fee.isZero() ? [] : [{ owner: platformOwner, type, available: fee }];
  const field = kind.amountField ?? 'amount';
  if (kind.direction === 'credit') {
    return {
      coin,
      serialNumber,
      at,
      external: amount,
      postings: [{ owner: merchantOwner(merchantId), type, available: amount.minus(fee), charge: fee }, ...platformFee],
      settlement: { to: merchantOwner(merchantId), field },
    };
  }
  const rest = amount.minus(fee);
  return {
    coin,
    serialNumber,
    at,
    ...(payee ? {} : { external: rest.negated() }),
    postings: [
      { owner: merchantOwner(merchantId), type, [from]: amount.negated(), charge: fee },
      ...(payee ? [{ owner: payee, type, available: rest }] : []),
      ...platformFee,
    ],
    settlement: { to: payee ?? 'outside', field },
  };
}

async function record<T extends PgTable>(tx: Transaction, kind: ReviewedOrderKind<T, unknown>, step: LifecycleStep, row: RowOf<T>, actor: Actor | undefined) {
  const declared = kind.audit?.[step];
  if (actor && declared) await audit(tx, actor, declared.action, declared.details(row));
}

async function review<T extends PgTable, A>(
  tx: Transaction,
  kind: ReviewedOrderKind<T, A>,
  row: RowOf<T>,
  outcome: ReviewOutcome,
  decision: Review<A>,
  actor: Actor | undefined,
): Promise<RowOf<T>> {
  const reviewed = await updateOrder(tx, kind, row, { ...kind.reviewed(outcome, decision), [kind.columns.status]: outcome } as Partial<NewRowOf<T>>);
  await kind.afterReview?.(tx, reviewed, outcome, decision.at);
  await record(tx, kind, outcome === 'approved' ? 'approve' : 'reject', reviewed, actor);
  return reviewed;
}

/** Whether a request of `amount` is approved at once: the merchant set a review-free limit above 0 and it is within it. */
export function reviewFree(amount: ReturnType<typeof decimal>, reviewFreeUpTo: string | null): boolean {
  return reviewFreeUpTo !== null && decimal(reviewFreeUpTo).greaterThan(0) && amount.lessThanOrEqualTo(decimal(reviewFreeUpTo));
}

/**
 * Inserts the order with a new number, pending, and freezes its amount; not enough available balance answers 4010
 * and the order rolls back with the transaction. `actor`: the operator who asked, for the audit log.
 */
export async function requestOrder<T extends PgTable, A, N extends PropertyOf<T, string>, S extends PropertyOf<T, OrderStatus>>(
  tx: Transaction,
  kind: ReviewedOrderKind<T, A, N, S>,
  values: NewOrder<T, N, S>,
  at: Date,
  actor?: Actor,
): Promise<RowOf<T>> {
  // Before the order exists: an approval reading this merchant's rolling total waits until this request is done.
  if (kind.twoApprovals) await kind.twoApprovals.requesting(tx, Number(valueOf(values, kind.columns.merchantId)));
  const number = await nextSerial(tx, kind.numberPrefix, at);
  const row = await insertOrder(tx, kind, { ...values, [kind.columns.number]: number, [kind.columns.status]: 'pending' } as NewRowOf<T>);
  const money = kind.money(row);
  // What its approval would pay must be more than zero: refused now (4000 on the amount), not after a freeze.
  if (kind.direction === 'payout') await checkSettlement(tx, settlement(kind, row, at, 'frozen'));
  if (kind.limits && reviewFree(money.amount, (await kind.limits(tx, row)).reviewFreeUpTo)) {
    await applyChange(tx, settlement(kind, row, at, 'available'));
    const approved = await review(tx, kind, row, 'approved', { reviewer: automaticReviewer, at }, undefined);
    await record(tx, kind, 'request', approved, actor);
    return approved;
  }
  if (kind.direction === 'payout') {
    await applyChange(tx, {
      coin: money.coin,
      serialNumber: money.serialNumber,
      at,
      postings: [{ owner: merchantOwner(money.merchantId), type: kind.ledger.settle, available: money.amount.negated(), frozen: money.amount }],
    });
  }
  await record(tx, kind, 'request', row, actor);
  return row;
}

/** The order, locked, if it is still pending: 4004 when there is none, 4009 when it was reviewed. */
export async function pendingOrder<T extends PgTable, A>(tx: Transaction, kind: ReviewedOrderKind<T, A>, target: OrderTarget): Promise<RowOf<T>> {
  const row = await lockOrder(tx, kind, target);
  if (!row) throw notFound('kassa.server.orderNotFound', { order: target.number });
  if (valueOf(row, kind.columns.status) !== 'pending') throw conflict('kassa.server.orderAlreadyReviewed', { order: target.number });
  return row;
}

/**
 * Whether approving the order takes two reviewers: its kind says so, its coin has a threshold, and its amount or its
 * rolling total (kind.ts, `TwoApprovals.rollingTotal`) is at or above it.
 */
export async function needsTwoApprovals<T extends PgTable, A>(db: Executor, kind: ReviewedOrderKind<T, A>, row: RowOf<T>): Promise<boolean> {
  if (!kind.twoApprovals) return false;
  const threshold = await kind.twoApprovals.threshold(db, row);
  if (threshold === null) return false;
  const amount = kind.money(row).amount;
  if (amount.greaterThanOrEqualTo(decimal(threshold))) return true;
  return (await kind.twoApprovals.rollingTotal(db, row)).greaterThanOrEqualTo(decimal(threshold));
}

/** The refusal of a second approval by the reviewer who gave the first (4009). */
export const sameReviewerKey = 'kassa.server.reviewSameStaffTwice';

/** A staff member is told apart by their id; `ops` and other reviewers without one by their name. */
const sameReviewer = (first: FirstApproval, decision: Review<unknown>) => first.reviewerId === (decision.reviewerId ?? null) && first.reviewer === decision.reviewer;

/**
 * Settles the pending order through the ledger and marks it approved. An order that takes two approvals and has none
 * yet gets this one recorded as its first and stays pending (the answer's status says so); the same reviewer again
 * answers 4009. Whether it takes two is decided here, in the approval's transaction, with the threshold and the
 * rolling total as they stand once the merchant's requests in flight are done (server/platformReviews/fourEyes.ts).
 */
export async function approveOrder<T extends PgTable, A>(
  tx: Transaction,
  kind: ReviewedOrderKind<T, A>,
  target: OrderTarget,
  decision: Review<A>,
  actor?: Actor,
): Promise<RowOf<T>> {
  const row = await pendingOrder(tx, kind, target);
  if (kind.twoApprovals) {
    // Always, before anything of this merchant's money is touched, so approvals and requests take locks in one order.
    await kind.twoApprovals.approving(tx, kind.money(row).merchantId);
  }
  if (kind.twoApprovals && (await needsTwoApprovals(tx, kind, row))) {
    const first = kind.twoApprovals.firstOf(row);
    if (!first) return updateOrder(tx, kind, row, kind.twoApprovals.record(decision));
    if (sameReviewer(first, decision)) throw conflict(sameReviewerKey, { order: target.number });
    await kind.twoApprovals.independent(tx, first, decision, target.number);
  }
  await kind.checkSettlingApproval?.(decision.approval, row, tx);
  await applyChange(tx, settlement(kind, row, decision.at, 'frozen'));
  return review(tx, kind, row, 'approved', decision, actor);
}

/** Returns what the pending order froze (a credit froze nothing) and marks it rejected with the reason. */
export async function rejectOrder<T extends PgTable, A>(
  tx: Transaction,
  kind: ReviewedOrderKind<T, A>,
  target: OrderTarget,
  decision: Review<A> & { reason: string },
  actor?: Actor,
): Promise<RowOf<T>> {
  const row = await pendingOrder(tx, kind, target);
  if (kind.direction === 'payout') {
    const { coin, serialNumber, merchantId, amount } = kind.money(row);
    const type = kind.ledger.refund;
    if (!type) throw new Error(`${kind.name}: a payout needs a refund type`);
    await applyChange(tx, { coin, serialNumber, at: decision.at, postings: [{ owner: merchantOwner(merchantId), type, frozen: amount.negated(), available: amount }] });
  }
  return review(tx, kind, row, 'rejected', decision, actor);
}
