/**
 * One review queue of the platform staff, written once: a queue is declared by its kind of reviewed order
 * (server/reviewedOrders/), which of its orders it lists and how they are filtered, and its view (row → the contract's
 * record); this gives its list, the detail of one order, approval, rejection and batch review. Approval and rejection
 * go through the reviewed orders' one lifecycle (approveOrder / rejectOrder), so four eyes (fourEyes.ts: two
 * independent staff members at or above the threshold) holds for every queue alike, with the platform audit row of
 * the step in the same transaction as the money change. Each row's rolling total is read in the page's query with the
 * SQL the approval decides with, so a row says what its approval would do; the detail is that same query for one order.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PlatformAuditAction } from '../../openapi/entities';
import type { AuditValues } from '../audit/audit';
import type { Executor, Transaction } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { merchants, type OrderStatus } from '../db/schema';
import { postgresErrorCode } from '../db/transaction';
import { savepoint } from '../db/trailingWrites';
import { notFound, type AppError } from '../http/errors';
import type { FourEyesThresholds } from '../platform/settings';
import { reviewEach, type BatchEntry } from '../reviewedOrders/batch';
import type { Review, ReviewedOrderKind, RowOf } from '../reviewedOrders/kind';
import { approveOrder, rejectOrder } from '../reviewedOrders/lifecycle';
import { platformAudit, type StaffActor } from '../staff/audit';
import { fourEyesThresholdsOf, reachesThreshold, rollingTotalSql, type FourEyesWindow, type WindowSource } from './fourEyes';

/** What every queue filters by; `status` 'all' lists every state. */
export interface QueueQuery {
  status: OrderStatus | 'all';
  merchantId?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  keyword?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export type SortName = 'create_time' | 'trade_count';

/** The conditions every queue shares, on its table's columns. A merchant ID that is not a number matches nothing. */
export function queueConditions(query: QueueQuery, columns: { status: PgColumn; merchantId: PgColumn; createdAt: PgColumn; number?: PgColumn }): SQL[] {
  const conditions: SQL[] = [...createdBetween(columns.createdAt, query.start, query.end)];
  if (query.status !== 'all') conditions.push(eq(columns.status, query.status));
  if (query.merchantId !== undefined) conditions.push(/^\d{1,9}$/.test(query.merchantId) ? eq(columns.merchantId, Number(query.merchantId)) : sql`false`);
  const keyword = columns.number ? matchesKeyword(query.keyword, columns.number) : undefined;
  if (keyword) conditions.push(keyword);
  return conditions;
}

/** A queue's filters that ask for a column's value: each one the request sets is a condition, an unset one none. */
export function equalTo(...filters: (readonly [PgColumn, string | undefined])[]): SQL[] {
  return filters.flatMap(([column, value]) => (value ? [eq(column, value)] : []));
}

type Action = z.infer<typeof PlatformAuditAction>;
/** The columns a queue reads beside the order, joined to it (`join`), each null when the join finds nothing. */
export type Joined = Record<string, unknown>;

/**
 * A queue: `F` its own filters, `V` its view of one order, `X` what it joins beside the order. Its four eyes are the
 * kind's (`twoApprovals`); `fourEyes` names the same window for the rolling total its rows show.
 */
export interface ReviewQueueDeclaration<T extends PgTable, A, F, V, X extends Joined = Joined> {
  kind: ReviewedOrderKind<T, A>;
  /** The window of the kind's rolling total and the order's own table in it (whose columns the shared filters read). */
  fourEyes: { window: FourEyesWindow; own: WindowSource };
  /** The order number (the keyword's column) and the amount the queue sorts by as `trade_count`. */
  columns: { number: PgColumn; tradeCount: PgColumn };
  /**
   * The queue's own conditions beside the shared ones: its filters, and which of the kind's orders it holds at all (what
   * it answers with no filter set): another order is not found in it, so it is neither shown nor reviewed there.
   */
  conditions(query: F): SQL[];
  /** What the page reads beside the order and how it joins it. */
  joined?: { columns: Record<keyof X, PgColumn>; join(query: PgSelect): PgSelect };
  /** The contract's record of the order, but for where its four eyes stand (which the queue adds). */
  view(row: RowOf<T>, merchantName: string, joined: X): V;
  /** The platform audit rows of a review: their actions and what each says beside the status. */
  audit: {
    /** What the actions are named after: `<actions>_first_approve`, `<actions>_approve`, `<actions>_reject` (checked when declared). */
    actions: string;
    firstApproved(row: RowOf<T>): AuditValues;
    approved(row: RowOf<T>): AuditValues;
    rejected(row: RowOf<T>): AuditValues;
  };
  /**
   * The refusal of an approval a unique index refused as it committed (the same TXID approved at the same moment); run
   * in the approval's transaction after the savepoint rolled back. Undefined: the error stands.
   */
  duplicate?(tx: Transaction, number: string, approval: A | undefined): Promise<AppError | undefined>;
  /** Its staff calls (routes.ts): their names in the contract, and what their requests say in the queue's terms. */
  routes?: QueueRoutes<F, A>;
}

/** The contract's staff calls of a queue, `<calls>Query`, `<calls>Approve` and `<calls>Reject` (checked as routes.ts registers them). */
export interface QueueRoutes<F, A> {
  calls: string;
  /** Whether the contract has `<calls>BatchApprove` and `<calls>BatchReject`. */
  batch?: true;
  /** The queue's own filters as the list request names them. */
  filtersOf(body: object): F;
  /** What the approval request brings for the approval that pays (a payout's TXID or reference). */
  approvalOf(body: object): A | undefined;
}

/** Where an order's four-eyes review stands, as its approval would decide (lifecycle.ts, needsTwoApprovals). */
export type FourEyesView = {
  needs_two_approvals: boolean;
  first_approval_by: string | null;
  first_approval_time: string | null;
};

type OrderRow<T extends PgTable> = RowOf<T> & { id: number; merchantId: number; orderNo: string; status: OrderStatus; firstApprovalBy: string | null; firstApprovalAt: Date | null };

/** What the page's query answers for one order. */
interface Selected<T extends PgTable, X> {
  order: OrderRow<T>;
  merchantName: string;
  rollingTotal: string;
  /** Null when the join found nothing. */
  joined: X | null;
}

/** The decision of `actor`: who (the staff member, or `ops`) and when. */
const decisionOf = (actor: StaffActor): Review<never> => ({ reviewer: actor.username, reviewerId: actor.staffId, at: actor.at });

/**
 * What a queue gives. Written as methods, so a queue of any kind is a `ReviewQueue<unknown, object, unknown>` to the
 * routes, which pass it requests the contract has checked.
 */
export interface ReviewQueue<A, F extends object, V> {
  /** Its staff calls, if it has any. */
  routes: QueueRoutes<F, A> | undefined;
  list(db: Executor, query: QueueQuery & F & { sort: SortName }): Promise<{ list: (V & FourEyesView)[] } & PageInfo>;
  /** One order as the queue shows it; 4004 when there is none. */
  detail(db: Executor, number: string): Promise<V & FourEyesView>;
  /**
   * Settles the order, or, when it takes two approvals and has none yet, records this one as the first: nothing moves
   * until another staff member, independent of the first, approves it.
   */
  approve(tx: Transaction, actor: StaffActor, number: string, approval?: A): Promise<V & FourEyesView>;
  /** Returns what a payout froze (a credit froze nothing), whether or not a first approval was given. */
  reject(tx: Transaction, actor: StaffActor, number: string, reason: string): Promise<V & FourEyesView>;
  /**
   * Each order on its own (server/reviewedOrders/batch.ts): one no longer pending is reported, not resolved; one whose
   * approval was only recorded as the first of two is reported as `first_approval`, one this member gave the first
   * approval of as `same_reviewer`.
   */
  reviewMany(tx: Transaction, actor: StaffActor, numbers: readonly string[], decision: { approve: true } | { approve: false; reason: string }): Promise<{ list: BatchEntry<V & FourEyesView>[] }>;
}

export function reviewQueue<T extends PgTable, A, F extends object, V, X extends Joined = Joined>(declaration: ReviewQueueDeclaration<T, A, F, V, X>): ReviewQueue<A, F, V> {
  const { kind, fourEyes, columns } = declaration;
  const actionOf = (step: 'first_approve' | 'approve' | 'reject'): Action => PlatformAuditAction.parse(`${declaration.audit.actions}_${step}`);
  // A queue whose audit actions the contract does not name is a programming error, found when it is declared.
  const actions = { firstApprove: actionOf('first_approve'), approve: actionOf('approve'), reject: actionOf('reject') };
  const { own } = fourEyes;

  const select = (db: Executor) => {
    const query = db
      .select({ order: own.table, merchantName: merchants.name, rollingTotal: rollingTotalSql(fourEyes.window, own), joined: declaration.joined?.columns ?? {} })
      .from(own.table)
      .innerJoin(merchants, eq(merchants.id, own.merchantId))
      .$dynamic();
    return declaration.joined ? declaration.joined.join(query) : query;
  };

  // drizzle answers a joined group whose join found nothing as null, not as its columns each null.
  const nothingJoined = Object.fromEntries(Object.keys(declaration.joined?.columns ?? {}).map((name) => [name, null])) as X;

  const viewOf = (row: Selected<T, X>, thresholds: FourEyesThresholds): V & FourEyesView => {
    const { coin, amount } = kind.money(row.order);
    return {
      ...declaration.view(row.order, row.merchantName, row.joined ?? nothingJoined),
      needs_two_approvals: reachesThreshold(thresholds[coin], amount.toString(), row.rollingTotal),
      first_approval_by: row.order.firstApprovalBy,
      first_approval_time: row.order.firstApprovalAt?.toISOString() ?? null,
    };
  };

  /** Which of the kind's orders the queue holds at all. */
  const held = declaration.conditions({} as F);

  const detailOf = async (db: Executor, where: SQL, number: string) => {
    const [row] = (await select(db).where(and(where, ...held))) as unknown as Selected<T, X>[];
    if (!row) throw notFound('kassa.server.orderNotFound', { order: number });
    return viewOf(row, await fourEyesThresholdsOf(db));
  };
  const viewOfRow = (db: Executor, row: OrderRow<T>) => detailOf(db, eq(own.id, row.id), row.orderNo);

  /** The audit row of a review: the order, its merchant, its state before and after. */
  const auditReview = (tx: Transaction, actor: StaffActor, action: Action, row: OrderRow<T>, after: AuditValues) =>
    platformAudit(tx, actor, action, {
      target: row.orderNo,
      before: { merchant_id: String(row.merchantId), status: 'pending' },
      after: { merchant_id: String(row.merchantId), ...after },
    });

  /** Refuses (4004) an order of the kind that the queue does not hold, before anything of it is reviewed. */
  async function refuseUnlessHeld(tx: Transaction, number: string) {
    if (held.length === 0) return;
    const [row] = await tx.select({ id: own.id }).from(own.table).where(and(eq(columns.number, number), ...held));
    if (!row) throw notFound('kassa.server.orderNotFound', { order: number });
  }

  async function approved(tx: Transaction, actor: StaffActor, number: string, approval: A | undefined): Promise<OrderRow<T>> {
    await refuseUnlessHeld(tx, number);
    const decision: Review<A> = { ...decisionOf(actor), ...(approval === undefined ? {} : { approval }) };
    let row: OrderRow<T>;
    try {
      // In a savepoint of its own, so the refusal of a unique index can be read about in the transaction.
      row = (await savepoint(tx, (inner) => approveOrder(inner, kind, { number }, decision))) as OrderRow<T>;
    } catch (error) {
      const refusal = postgresErrorCode(error) === '23505' ? await declaration.duplicate?.(tx, number, approval) : undefined;
      throw refusal ?? error;
    }
    if (row.status === 'pending') {
      await auditReview(tx, actor, actions.firstApprove, row, { status: row.status, first_approval_by: actor.username, ...declaration.audit.firstApproved(row) });
    } else {
      await auditReview(tx, actor, actions.approve, row, { status: row.status, ...declaration.audit.approved(row), first_approval_by: row.firstApprovalBy });
    }
    return row;
  }

  async function rejected(tx: Transaction, actor: StaffActor, number: string, reason: string): Promise<OrderRow<T>> {
    await refuseUnlessHeld(tx, number);
    const row = (await rejectOrder(tx, kind, { number }, { ...decisionOf(actor), reason })) as OrderRow<T>;
    await auditReview(tx, actor, actions.reject, row, { status: row.status, ...declaration.audit.rejected(row), remark: reason });
    return row;
  }

  return {
    routes: declaration.routes,
    async list(db, query) {
      const conditions = [
        ...queueConditions(query, { status: own.status, merchantId: own.merchantId, createdAt: own.createdAt, number: columns.number }),
        ...declaration.conditions(query),
      ];
      const byTradeCount = query.sort === 'trade_count';
      const { rows, paging } = await pagedList(db, {
        query: select(db),
        table: own.table,
        where: conditions,
        sort: { name: query.sort, column: byTradeCount ? columns.tradeCount : own.createdAt, order: query.order },
        id: own.id,
        request: query.paging,
        keyOf: (row) => {
          const { order } = row as unknown as Selected<T, X>;
          return { value: byTradeCount ? (order as unknown as { tradeCount: unknown }).tradeCount : order.createdAt, id: order.id };
        },
      });
      const thresholds = await fourEyesThresholdsOf(db);
      return { list: (rows as unknown as Selected<T, X>[]).map((row) => viewOf(row, thresholds)), ...paging };
    },
    detail: (db, number) => detailOf(db, eq(columns.number, number), number),
    approve: async (tx, actor, number, approval) => viewOfRow(tx, await approved(tx, actor, number, approval)),
    reject: async (tx, actor, number, reason) => viewOfRow(tx, await rejected(tx, actor, number, reason)),
    reviewMany: (tx, actor, numbers, decision) =>
      reviewEach(tx, kind as ReviewedOrderKind<T, unknown>, (row) => viewOfRow(tx, row as OrderRow<T>), undefined, numbers, decision.approve ? 'approved' : 'rejected', (savepoint, number) =>
        decision.approve ? approved(savepoint, actor, number, undefined) : rejected(savepoint, actor, number, decision.reason),
      ),
  };
}
