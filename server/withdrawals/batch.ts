/**
 * Batch review of user withdrawals: one call, one authenticator code, up to 100 orders. The whole call is one
 * idempotent transaction (the route layer's, with the Idempotency-Key); inside it each order resolves in a
 * transaction of its own (a savepoint) through the single review's logic, so one order that cannot resolve
 * leaves the others as they are. An order no longer pending is reported as `already_reviewed`, never resolved twice:
 * the single review locks the order row and checks it is pending, so two batches racing over the same orders
 * resolve each order once. Orders are taken in sorted order, so two batches lock them in the same order.
 */
import type { z } from 'zod';
import type { WithdrawalBatchResult } from '../../openapi/entities';
import type { Transaction } from '../db/client';
import { AppError } from '../http/errors';
import { ResultCode } from '../../openapi/codes';
import { lockUserWithdrawal, withdrawalView } from './repository';

type BatchEntry = z.input<typeof WithdrawalBatchResult>['list'][number];
type Order = NonNullable<BatchEntry['order']>;

/** Each order number once, in a stable order (the order in which the rows are locked). */
export function batchOrderIdsOf(orderIds: readonly string[]): string[] {
  return [...new Set(orderIds)].sort();
}

/**
 * Resolves each order with `resolve` (the single review's logic and its audit record) in a savepoint of its own.
 * A refusal of the single review that says the order is not pending (4009) or not there (4004) becomes that
 * order's outcome; any other failure ends the whole call, which then changes nothing.
 */
export async function reviewEach(
  tx: Transaction,
  merchantId: number,
  orderIds: readonly string[],
  outcome: 'approved' | 'rejected',
  resolve: (tx: Transaction, orderId: string) => Promise<Order>,
): Promise<{ list: BatchEntry[] }> {
  const list: BatchEntry[] = [];
  for (const orderId of batchOrderIdsOf(orderIds)) {
    try {
      const order = await tx.transaction((savepoint) => resolve(savepoint, orderId));
      list.push({ order_id: orderId, outcome, order });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== ResultCode.conflict && error.code !== ResultCode.notFound)) throw error;
      const row = await lockUserWithdrawal(tx, merchantId, orderId);
      list.push({ order_id: orderId, outcome: row ? 'already_reviewed' : 'not_found', order: row ? withdrawalView(row) : null });
    }
  }
  return { list };
}
