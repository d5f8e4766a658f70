/**
 * The declaration of a kind of reviewed order: a request of a merchant that a reviewer approves or rejects once
 * (user withdrawals, USDT recharges and withdrawals, fiat withdrawals). The lifecycle (lifecycle.ts) is written
 * once; a kind says only what differs: its table and the names of its columns, its order-number prefix, the money
 * it moves and the ledger types of its fund-flow rows, what a review writes beside the status, its limits and
 * its audit records. Validation and the figures of a request stay with the kind, beside its declaration.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditActionName, AuditValues } from '../audit/audit';
import type { Executor, Transaction } from '../db/client';
import type { OrderStatus } from '../db/schema';
import type { LedgerTransactionType, Owner } from '../ledger/ledger';
import type { Decimal } from '../ledger/money';

export type RowOf<T extends PgTable> = T['$inferSelect'];
export type NewRowOf<T extends PgTable> = T['$inferInsert'];

/** The names of the row's properties that hold a `V`. */
export type PropertyOf<T extends PgTable, V> = { [K in keyof RowOf<T>]: RowOf<T>[K] extends V ? K : never }[keyof RowOf<T>] & string;

export type ReviewOutcome = Exclude<OrderStatus, 'pending'>;

/** The money of one order, in the coin its request froze or its approval credits. */
export interface OrderMoney {
  coin: string;
  /** The number written on the order's fund-flow rows. */
  serialNumber: string;
  merchantId: number;
  /** What the merchant pays (frozen from the request on) or what enters for it: the fee included. */
  amount: Decimal;
  /** What the platform keeps of `amount`. */
  fee: Decimal;
  /** Who gets a payout less the fee: a wallet user, or nobody here (it leaves the platform). */
  payee?: Owner;
}

export interface Review<Approval = undefined> {
  /** Who decided: an operator's username, 'automatic' under the review-free limit, a staff member's username or `ops`. */
  reviewer: string;
  /** The staff member who decided, so two approvals are told apart by person, not by name; null or absent for anyone else. */
  reviewerId?: number | null;
  at: Date;
  /** The rejection's reason. */
  reason?: string;
  /** What the approval of this kind brings (the payout's TXID of a USDT withdrawal). */
  approval?: Approval;
}

/** The amounts a merchant set for a kind and coin; null: none set. */
export interface ReviewLimits {
  /** At or below it (and above 0), a request is approved at once by 'automatic'. */
  reviewFreeUpTo: string | null;
  /** Approving an order above it takes the step-up; null: every approval takes it. */
  approvalCodeAbove: string | null;
}

export type LifecycleStep = 'request' | 'approve' | 'reject';

/** The first of two approvals, as recorded on the order. */
export interface FirstApproval {
  reviewerId: number | null;
  reviewer: string;
  at: Date;
}

/**
 * Four eyes: an order takes the approvals of two different reviewers when its amount, or the rolling total of its
 * merchant's orders that count with it, is at or above a threshold of its coin. The first is recorded on the order,
 * which stays pending; the second, by someone else, settles it.
 */
export interface TwoApprovals<T extends PgTable, Approval> {
  /** The amount of the order's coin from which it takes two approvals; null: one is enough. */
  threshold(db: Executor, row: RowOf<T>): Promise<string | null>;
  /** The rolling total the order counts toward, its own amount included; fixed by created times, so later orders never change it. */
  rollingTotal(db: Executor, row: RowOf<T>): Promise<Decimal>;
  /** Taken by a request of the kind before it inserts its order, so an approval reading its merchant's total waits for it. */
  requesting(tx: Transaction, merchantId: number): Promise<void>;
  /** Taken by an approval before it reads the total: the merchant's requests in flight have committed by then. */
  approving(tx: Transaction, merchantId: number): Promise<void>;
  /** The first approval recorded on the order, or null. */
  firstOf(row: RowOf<T>): FirstApproval | null;
  /** What recording a first approval writes on the order. */
  record(review: Review<Approval>): Partial<NewRowOf<T>>;
  /** Refuses a second approver the first one controls (one whose account they made within its cooling-off period). */
  independent(tx: Transaction, first: FirstApproval, second: Review<Approval>, orderNumber: string): Promise<void>;
}

/**
 * `N` and `S` name the row's order-number and status properties, which the lifecycle fills in
 * (a new order's values are given without them).
 */
export interface ReviewedOrderKind<
  T extends PgTable,
  Approval = undefined,
  N extends PropertyOf<T, string> = PropertyOf<T, string>,
  S extends PropertyOf<T, OrderStatus> = PropertyOf<T, OrderStatus>,
> {
  /** What the kind is called in programming errors. */
  name: string;
  table: T;
  /** The row's properties the lifecycle reads: its id, the order number a reviewer names, its merchant, its status. */
  columns: { id: PropertyOf<T, number>; number: N; merchantId: PropertyOf<T, number>; status: S };
  /** What a new order number starts with (server/ledger/serials.ts). */
  numberPrefix: string;
  /**
   * 'payout': the request freezes the amount, approval pays it from frozen (the platform keeps the fee, the payee
   * or the outside world gets the rest) and rejection returns it. 'credit': nothing moves until approval, when the
   * amount enters from outside and the merchant gets it less the platform's fee.
   */
  direction: 'payout' | 'credit';
  /** The fund-flow types: of the freeze and the settlement, and of a rejection's return. */
  ledger: { settle: LedgerTransactionType; refund?: LedgerTransactionType };
  money(row: RowOf<T>): OrderMoney;
  /** The request's field of the amount, where a settlement of nothing is refused (LedgerChange.settlement); 'amount' when absent. */
  amountField?: string;
  /** What a review writes beside the status (reviewer, time, reason, what the approval brings). */
  reviewed(outcome: ReviewOutcome, review: Review<Approval>): Partial<NewRowOf<T>>;
  /** Whether, and from which amount or rolling total, approving an order takes two reviewers; without it, one approval settles. */
  twoApprovals?: TwoApprovals<T, Approval>;
  /**
   * What the approval that settles an order must bring (a payout's TXID): refuses, on its field, one without it, one of
   * the wrong form, or one another order already settled with. Runs in the approval's transaction, after the order's lock.
   */
  checkSettlingApproval?(approval: Approval | undefined, row: RowOf<T>, tx: Transaction): void | Promise<void>;
  /** The merchant's limits for the order; without them, nothing is review-free and every approval takes the step-up. */
  limits?(db: Executor, row: RowOf<T>): Promise<ReviewLimits>;
  /** What else a review writes in its transaction once the order is approved or rejected (the order's webhook events). */
  afterReview?(tx: Transaction, row: RowOf<T>, outcome: ReviewOutcome, at: Date): Promise<void>;
  /** The audit record of each step the kind records, when the step is taken by an operator. */
  audit?: Partial<Record<LifecycleStep, { action: AuditActionName; details(row: RowOf<T>): { target: string; before?: AuditValues; after: AuditValues } }>>;
}
