/**
 * Four eyes on the platform's payouts: a USDT or fiat withdrawal whose `count` is at or above its coin's threshold
 * takes the approvals of two different staff members (the lifecycle's `twoApprovals`, server/reviewedOrders/). The
 * thresholds are a platform setting, read from the database in the approval's own transaction, so a change by an
 * administrator holds for the next approval in every server process.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { findCoin } from '../coins/repository';
import type { Executor } from '../db/client';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { amountOfCoin, formatMoney } from '../ledger/money';
import { readSetting, writeSetting, type FourEyesThresholds } from '../platform/settings';
import { platformAudit, type StaffActor } from '../staff/audit';
import type { NewRowOf, Review, RowOf, TwoApprovals } from '../reviewedOrders/kind';

export const fourEyesThresholdsOf = (db: Executor): Promise<FourEyesThresholds> => readSetting(db, 'four_eyes_thresholds');

/** The columns of firstApprovalColumns (server/db/schema/columns.ts), as a row holds them. */
interface FirstApprovalRow {
  firstApprovalStaffId: number | null;
  firstApprovalBy: string | null;
  firstApprovalAt: Date | null;
}

/** The declaration of four eyes for a withdrawal table with the first-approval columns, by the coin it debits. */
export function fourEyesOn<T extends PgTable, A>(coinOf: (row: RowOf<T>) => string): TwoApprovals<T, A> {
  return {
    threshold: async (db, row) => (await fourEyesThresholdsOf(db))[coinOf(row)] ?? null,
    firstOf: (row) => {
      const { firstApprovalStaffId, firstApprovalBy, firstApprovalAt } = row as unknown as FirstApprovalRow;
      return firstApprovalBy !== null && firstApprovalAt !== null ? { reviewerId: firstApprovalStaffId, reviewer: firstApprovalBy, at: firstApprovalAt } : null;
    },
    record: (review: Review<A>) =>
      ({ firstApprovalStaffId: review.reviewerId ?? null, firstApprovalBy: review.reviewer, firstApprovalAt: review.at }) satisfies FirstApprovalRow as Partial<NewRowOf<T>>,
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
