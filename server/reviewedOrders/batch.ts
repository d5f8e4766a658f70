/**
 * Batch review: one call, one authenticator code, up to 100 orders of one kind. The whole call is one idempotent
 * transaction (the route layer's, with the Idempotency-Key); inside it each order resolves in a transaction of its
 * own (a savepoint) through the single review's logic, so one order that cannot resolve leaves the others as they
 * are. An order no longer pending is reported as `already_reviewed`, never resolved twice: the single review locks
 * the order row and checks it is pending, so two batches racing over the same orders resolve each order once.
 * Orders are taken in sorted order, so two batches lock them in the same order. With four eyes, an approval that only
 * records the first of two is reported as `first_approval` (the order is still pending: nothing moved), and one refused
 * because this reviewer gave the first approval already as `same_reviewer`.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '../../openapi/codes';
import type { Transaction } from '../db/client';
import { savepoint } from '../db/trailingWrites';
import { AppError } from '../http/errors';
import type { ReviewedOrderKind, RowOf } from './kind';
import { sameReviewerKey } from './lifecycle';
import { lockOrder } from './repository';

/** What a batch did with one order; `first_approval` and `same_reviewer` only with four eyes (kind.ts, `twoApprovals`). */
export type BatchOutcome = 'approved' | 'first_approval' | 'rejected' | 'already_reviewed' | 'same_reviewer' | 'not_found';

export interface BatchEntry<View> {
  order_id: string;
  outcome: BatchOutcome;
  order: View | null;
}

const statusOf = <T extends PgTable>(kind: ReviewedOrderKind<T, unknown>, row: RowOf<T>) => (row as Record<string, unknown>)[kind.columns.status];

/** Each order number once, in a stable order (the order in which the rows are locked). */
export function batchOrderIdsOf(numbers: readonly string[]): string[] {
  return [...new Set(numbers)].sort();
}

/**
 * Resolves each of the merchant's orders (or any merchant's, for the platform) with `resolve` (the single review and its audit record) in a savepoint of
 * its own. A refusal of the single review that says the order is not pending (4009) or not there (4004) becomes that
 * order's outcome; any other failure ends the whole call, which then changes nothing.
 */
export async function reviewEach<T extends PgTable, View>(
  tx: Transaction,
  kind: ReviewedOrderKind<T, unknown>,
  view: (row: RowOf<T>) => View | Promise<View>,
  /** The merchant whose orders these are; undefined for the platform, which reviews every merchant's. */
  merchantId: number | undefined,
  numbers: readonly string[],
  outcome: 'approved' | 'rejected',
  resolve: (tx: Transaction, number: string) => Promise<RowOf<T>>,
): Promise<{ list: BatchEntry<View>[] }> {
  const list: BatchEntry<View>[] = [];
  for (const number of batchOrderIdsOf(numbers)) {
    try {
      const row = await savepoint(tx, (inner) => resolve(inner, number));
      // An approval that left the order pending recorded the first of two approvals: say so, not that it was approved.
      const recordedFirst = outcome === 'approved' && statusOf(kind, row) === 'pending';
      list.push({ order_id: number, outcome: recordedFirst ? 'first_approval' : outcome, order: await view(row) });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== ResultCode.conflict && error.code !== ResultCode.notFound)) throw error;
      const row = await lockOrder(tx, kind, { number, merchantId });
      const refused: BatchOutcome = !row ? 'not_found' : error.messageKey === sameReviewerKey ? 'same_reviewer' : 'already_reviewed';
      list.push({ order_id: number, outcome: refused, order: row ? await view(row) : null });
    }
  }
  return { list };
}

/**
 * The answer of a batch of a kind without four eyes (a merchant's user withdrawals), whose contract names only the
 * outcomes such a kind can have.
 */
export function withoutFourEyes<View>(answer: { list: BatchEntry<View>[] }) {
  return {
    list: answer.list.map((entry) => {
      if (entry.outcome === 'first_approval' || entry.outcome === 'same_reviewer') throw new Error(`a batch without four eyes answered ${entry.outcome}`);
      return { ...entry, outcome: entry.outcome };
    }),
  };
}
