/**
 * Four eyes on the platform's money: a USDT or fiat withdrawal, or a USDT recharge, takes the approvals of two
 * different staff members when its own amount, or the merchant's rolling 24-hour total of such orders in its coin, is
 * at or above that coin's threshold (the lifecycle's `twoApprovals`, server/reviewedOrders/). Payouts (USDT and fiat
 * withdrawals, by the coin debited) count together, so a payout split into pieces under the threshold still takes two
 * people once the pieces reach it; recharges (by the coin credited) count on their own. The thresholds are a platform
 * setting, read from the database in the approval's own transaction, so a change by an administrator holds for the
 * next approval in every server process.
 *
 * The window of an order is fixed by created times: the merchant's orders of its group in its coin, not rejected,
 * created in the 24 hours up to and including its own creation time, itself included (orders of the same instant count
 * in each other's window: the stricter reading). Orders created later never enter it, so the answer for an order does
 * not change as the merchant asks for more; only a rejection of an order inside the window can lower it. The queue
 * rows and the approval read the same SQL (`rollingTotalSql`), so they agree.
 *
 * Races: an approval must not decide on a window that an order still being requested will join. Each request of a
 * kind with four eyes takes a shared lock on its merchant's window (one per group) before it inserts its order, and
 * every approval of such a kind takes that lock exclusively before it reads the total: it waits until the requests in
 * flight have committed (or rolled back) and then sees their orders (read committed: each statement sees what was
 * committed when it began). What remains is a request whose clock was read
 * before the approved order was created but that reaches its lock only after the approval: that order would have to be
 * created and approved by a person within the milliseconds between a request's start and its insert, which a review
 * from the queue cannot do. Locks are per merchant, so requests of different merchants never wait for each other, and
 * requests of one merchant only share the lock among themselves.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { findCoin } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import { fiatWithdrawals, usdtRecharges, usdtWithdrawals } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { amountOfCoin, decimal, formatMoney } from '../ledger/money';
import { readSetting, writeSetting, type FourEyesThresholds } from '../platform/settings';
import { platformAudit, type StaffActor } from '../staff/audit';
import { refuseIssuedByFirst } from '../staff/independence';
import type { NewRowOf, Review, RowOf, TwoApprovals } from '../reviewedOrders/kind';

export const fourEyesThresholdsOf = (db: Executor): Promise<FourEyesThresholds> => readSetting(db, 'four_eyes_thresholds');

/** The columns of firstApprovalColumns (server/db/schema/columns.ts), as a row holds them. */
interface FirstApprovalRow {
  firstApprovalStaffId: number | null;
  firstApprovalBy: string | null;
  firstApprovalAt: Date | null;
}

/** One table of orders that count toward a rolling total, with the columns the sum reads. */
export interface WindowSource {
  table: PgTable;
  id: PgColumn;
  merchantId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  /** The coin the order counts in and its amount in that coin: what the kind's `money` says (server/reviewedOrders/kind.ts). */
  coin: PgColumn;
  amount: PgColumn;
}

/** The orders that count together toward a merchant's rolling total, and the name of its lock. */
export interface FourEyesWindow {
  name: 'payout' | 'credit';
  sources: readonly WindowSource[];
}

/** How far back a rolling total reaches from the order's creation time. */
export const rollingWindowHours = 24;

export const usdtWithdrawalOrders: WindowSource = {
  table: usdtWithdrawals,
  id: usdtWithdrawals.id,
  merchantId: usdtWithdrawals.merchantId,
  status: usdtWithdrawals.status,
  createdAt: usdtWithdrawals.createdAt,
  coin: usdtWithdrawals.outAbbreviation,
  amount: usdtWithdrawals.count,
};

export const fiatWithdrawalOrders: WindowSource = {
  table: fiatWithdrawals,
  id: fiatWithdrawals.id,
  merchantId: fiatWithdrawals.merchantId,
  status: fiatWithdrawals.status,
  createdAt: fiatWithdrawals.createdAt,
  coin: fiatWithdrawals.outAbbreviation,
  amount: fiatWithdrawals.count,
};

export const usdtRechargeOrders: WindowSource = {
  table: usdtRecharges,
  id: usdtRecharges.id,
  merchantId: usdtRecharges.merchantId,
  status: usdtRecharges.status,
  createdAt: usdtRecharges.createdAt,
  coin: usdtRecharges.inAbbreviation,
  amount: usdtRecharges.exchangeCount,
};

/** Every payout leaves the merchant's balance in the coin debited, whichever way it is paid out. */
export const payoutWindow: FourEyesWindow = { name: 'payout', sources: [usdtWithdrawalOrders, fiatWithdrawalOrders] };
/** Recharges credit the merchant in the coin credited. */
export const creditWindow: FourEyesWindow = { name: 'credit', sources: [usdtRechargeOrders] };

/**
 * The rolling total of the order that `own`'s table holds in the row of the surrounding query, as text: its own amount
 * and those of the merchant's other orders of the window's group in its coin, not rejected, created in the 24 hours up
 * to and including its creation time. One index range per source (merchant_id, created_at).
 */
export function rollingTotalSql(window: FourEyesWindow, own: WindowSource): SQL<string> {
  const others = window.sources.map((source, index) => {
    const alias = sql.identifier(`four_eyes_${index}`);
    const column = (of: PgColumn) => sql`${alias}.${sql.identifier(of.name)}`;
    const notItself = source.table === own.table ? sql` and ${column(source.id)} <> ${own.id}` : sql``;
    return sql`(select coalesce(sum(${column(source.amount)}), 0) from ${source.table} ${alias}
      where ${column(source.merchantId)} = ${own.merchantId} and ${column(source.coin)} = ${own.coin} and ${column(source.status)} <> 'rejected'
        and ${column(source.createdAt)} > ${own.createdAt} - ${sql.raw(`interval '${rollingWindowHours} hours'`)} and ${column(source.createdAt)} <= ${own.createdAt}${notItself})`;
  });
  return sql<string>`(${own.amount} + ${sql.join(others, sql` + `)})::text`;
}

/** The rolling total of one order (`id` in `own`'s table). */
export async function rollingTotalOf(db: Executor, window: FourEyesWindow, own: WindowSource, id: number) {
  const [row] = await db
    .select({ total: rollingTotalSql(window, own) })
    .from(own.table)
    .where(sql`${own.id} = ${id}`);
  if (!row) throw new Error(`no order ${id} in ${String(own.table)}`);
  return decimal(row.total);
}

/**
 * Whether an order takes two approvals, as the queues show it: a threshold for its coin and the order's own amount, or
 * its rolling total, at or above it; the rule `needsTwoApprovals` (server/reviewedOrders/lifecycle.ts) applies.
 */
export function reachesThreshold(threshold: string | null | undefined, amount: string, rollingTotal: string): boolean {
  if (threshold === null || threshold === undefined) return false;
  return decimal(amount).greaterThanOrEqualTo(decimal(threshold)) || decimal(rollingTotal).greaterThanOrEqualTo(decimal(threshold));
}

/** The merchant's window of a group, as the two keys of an advisory lock. */
const windowLock = (window: FourEyesWindow, merchantId: number) => sql`hashtext(${`kassa.four_eyes:${window.name}`}), ${merchantId}::int`;

/**
 * The declaration of four eyes for a table with the first-approval columns (`own`, one of `window`'s sources), by the
 * coin of the order.
 */
export function fourEyesOn<T extends PgTable, A>(window: FourEyesWindow, own: WindowSource, coinOf: (row: RowOf<T>) => string): TwoApprovals<T, A> {
  return {
    threshold: async (db, row) => (await fourEyesThresholdsOf(db))[coinOf(row)] ?? null,
    rollingTotal: (db, row) => rollingTotalOf(db, window, own, (row as unknown as { id: number }).id),
    requesting: async (tx: Transaction, merchantId: number) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${windowLock(window, merchantId)})`);
    },
    approving: async (tx: Transaction, merchantId: number) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${windowLock(window, merchantId)})`);
    },
    firstOf: (row) => {
      const { firstApprovalStaffId, firstApprovalBy, firstApprovalAt } = row as unknown as FirstApprovalRow;
      return firstApprovalBy !== null && firstApprovalAt !== null ? { reviewerId: firstApprovalStaffId, reviewer: firstApprovalBy, at: firstApprovalAt } : null;
    },
    record: (review: Review<A>) =>
      ({ firstApprovalStaffId: review.reviewerId ?? null, firstApprovalBy: review.reviewer, firstApprovalAt: review.at }) satisfies FirstApprovalRow as Partial<NewRowOf<T>>,
    independent: (tx, first, second, orderNumber) =>
      refuseIssuedByFirst(tx, { staffId: second.reviewerId ?? null, at: second.at }, { staffId: first.reviewerId }, 'kassa.server.reviewIssuedByFirst', { first: first.reviewer, order: orderNumber }),
  };
}

/** The contract's FourEyesThresholds: one entry per coin that has one, by coin. */
export function fourEyesThresholdsView(thresholds: FourEyesThresholds) {
  return { list: Object.keys(thresholds).sort().map((coin) => ({ coin_name: coin, amount: thresholds[coin]! })) };
}

/**
 * Sets the coin's threshold (an amount exact to the coin's decimals), or removes it with an empty amount, with its
 * platform audit row. The write notifies every process (server/platform/settingsWatch.ts); approvals read it anew.
 */
export async function setFourEyesThreshold(db: Executor, actor: StaffActor, coinCode: string, amount: string) {
  return runTransaction(db, async (tx) => {
    const coin = await findCoin(tx, coinCode);
    if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
    const thresholds = await fourEyesThresholdsOf(tx);
    const before = thresholds[coin.code] ?? null;
    const after = amount === '' ? null : formatMoney(amountOfCoin('amount', amount, coin), coin.decimals);
    const { [coin.code]: _replaced, ...others } = thresholds;
    const changed = after === null ? others : { ...others, [coin.code]: after };
    await writeSetting(tx, 'four_eyes_thresholds', changed, actor.at);
    await platformAudit(tx, actor, 'four_eyes_threshold_change', { target: coin.code, before: { amount: before }, after: { amount: after } });
    return fourEyesThresholdsView(changed);
  });
}
