/**
 * The platform's reviews of merchants' USDT recharges, USDT withdrawals and fiat withdrawals: each through the
 * reviewed orders' one lifecycle (approveOrder / rejectOrder with the kind), by a staff member or `ops`, with the
 * platform audit row of the step in the same transaction as the money change. The staff calls (routes.ts) and the
 * commands of `npm run ops` (server/platform/ledgerCommands.ts) both call these.
 */
import type { z } from 'zod';
import type { PlatformAuditAction } from '../../openapi/entities';
import type { AuditValues } from '../audit/audit';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { usdtRecharges } from '../db/schema';
import { postgresErrorCode } from '../db/transaction';
import { conflict } from '../http/errors';
import { addressOwnerOf, poolEntryOf } from '../depositAddresses/pool';
import { fiatWithdrawalKind } from '../fiat/kind';
import { approveOrder, rejectOrder } from '../reviewedOrders/lifecycle';
import { reviewEach } from '../reviewedOrders/batch';
import type { Review } from '../reviewedOrders/kind';
import { platformAudit, type StaffActor } from '../staff/audit';
import { usdtRechargeKind, usdtWithdrawalKind } from '../usdt/kinds';
import type { UsdtRechargeRow, UsdtWithdrawalRow } from '../usdt/repository';
import type { FiatWithdrawalRow } from '../fiat/repository';
import { creditWindow, fiatWithdrawalOrders, fourEyesThresholdsOf, payoutWindow, rollingTotalOf, usdtRechargeOrders, usdtWithdrawalOrders, type FourEyesWindow, type WindowSource } from './fourEyes';
import { merchantNameOf, reviewFiatWithdrawalView, reviewUsdtRechargeView, reviewUsdtWithdrawalView, type FourEyesFigures } from './queues';

type Action = z.infer<typeof PlatformAuditAction>;

/** The decision of `actor`: who (the staff member, or `ops`) and when. */
const decisionOf = (actor: StaffActor): Review<never> => ({ reviewer: actor.username, reviewerId: actor.staffId, at: actor.at });

/** The audit row of a review: the order, its merchant, its state before and after. */
function auditReview(tx: Transaction, actor: StaffActor, action: Action, row: { orderNo: string; merchantId: number }, after: AuditValues) {
  return platformAudit(tx, actor, action, {
    target: row.orderNo,
    before: { merchant_id: String(row.merchantId), status: 'pending' },
    after: { merchant_id: String(row.merchantId), ...after },
  });
}

/** What the view of one reviewed order shows of four eyes, as the queue reads it for a page. */
async function fourEyesFiguresOf(tx: Transaction, window: FourEyesWindow, own: WindowSource, id: number): Promise<FourEyesFigures> {
  return { thresholds: await fourEyesThresholdsOf(tx), rollingTotal: (await rollingTotalOf(tx, window, own, id)).toString() };
}

// ---------- USDT recharges ----------

/**
 * Credits the recharge, or, when it or the merchant's recharges of the coin over 24 hours reach the coin's four-eyes
 * threshold and no one approved it yet, records this approval as the first of two: nothing is credited until another
 * member approves it.
 */
async function approveRecharge(tx: Transaction, actor: StaffActor, orderNo: string): Promise<UsdtRechargeRow> {
  let row: UsdtRechargeRow;
  try {
    row = await tx.transaction((savepoint) => approveOrder(savepoint, usdtRechargeKind, { number: orderNo }, decisionOf(actor)));
  } catch (error) {
    // Its TXID credited by another declaration's approval committed at the same moment: the unique index decides.
    if (postgresErrorCode(error) !== '23505') throw error;
    const [declared] = await tx.select({ txid: usdtRecharges.txid }).from(usdtRecharges).where(eq(usdtRecharges.orderNo, orderNo));
    throw conflict('kassa.server.txidUsed', { txid: declared?.txid ?? '' });
  }
  if (row.status === 'pending') {
    await auditReview(tx, actor, 'usdt_recharge_first_approve', row, { status: row.status, first_approval_by: actor.username, txid: row.txid, count: `${row.count} ${row.inAbbreviation}` });
  } else {
    await auditReview(tx, actor, 'usdt_recharge_approve', row, {
      status: row.status,
      txid: row.txid,
      credited: `${row.count} ${row.inAbbreviation}`,
      fee: `${row.fee} ${row.inAbbreviation}`,
      first_approval_by: row.firstApprovalBy,
    });
  }
  return row;
}

async function rejectRecharge(tx: Transaction, actor: StaffActor, orderNo: string, reason: string): Promise<UsdtRechargeRow> {
  const row = await rejectOrder(tx, usdtRechargeKind, { number: orderNo }, { ...decisionOf(actor), reason });
  await auditReview(tx, actor, 'usdt_recharge_reject', row, { status: row.status, txid: row.txid, remark: reason });
  return row;
}

const rechargeView = async (tx: Transaction, row: UsdtRechargeRow) =>
  reviewUsdtRechargeView(
    row,
    await merchantNameOf(tx, row.merchantId),
    addressOwnerOf(row.merchantId, await poolEntryOf(tx, row.address)),
    await fourEyesFiguresOf(tx, creditWindow, usdtRechargeOrders, row.id),
  );

/**
 * Credits the declared recharge: exchange_count enters, the merchant gets count, the platform the fee. Under four eyes
 * the first approval is only recorded, and a second by someone else credits it.
 */
export async function approveUsdtRecharge(tx: Transaction, actor: StaffActor, orderNo: string) {
  return rechargeView(tx, await approveRecharge(tx, actor, orderNo));
}

/** Nothing was credited, so nothing moves; the TXID may be declared again. */
export async function rejectUsdtRecharge(tx: Transaction, actor: StaffActor, orderNo: string, reason: string) {
  return rechargeView(tx, await rejectRecharge(tx, actor, orderNo, reason));
}

/**
 * Each recharge on its own (server/reviewedOrders/batch.ts): one that is no longer pending is reported, not resolved;
 * one whose approval was only recorded as the first of two is reported as `first_approval`, and one this member already
 * gave the first approval of as `same_reviewer`.
 */
export function reviewUsdtRecharges(tx: Transaction, actor: StaffActor, orderNos: readonly string[], decision: { approve: true } | { approve: false; reason: string }) {
  return reviewEach(tx, usdtRechargeKind, (row) => rechargeView(tx, row), undefined, orderNos, decision.approve ? 'approved' : 'rejected', (savepoint, number) =>
    decision.approve ? approveRecharge(savepoint, actor, number) : rejectRecharge(savepoint, actor, number, decision.reason),
  );
}

// ---------- USDT withdrawals ----------

const usdtWithdrawalView = async (tx: Transaction, row: UsdtWithdrawalRow) =>
  reviewUsdtWithdrawalView(row, await merchantNameOf(tx, row.merchantId), await fourEyesFiguresOf(tx, payoutWindow, usdtWithdrawalOrders, row.id));

/**
 * Pays the frozen count, naming the payout's TXID. When it or the merchant's payouts of the coin over 24 hours reach the
 * coin's four-eyes threshold, the first approval is only recorded (no TXID needed), and a second by someone else pays it.
 */
export async function approveUsdtWithdrawal(tx: Transaction, actor: StaffActor, orderNo: string, txid: string | undefined) {
  let row: UsdtWithdrawalRow;
  try {
    row = await approveOrder(tx, usdtWithdrawalKind, { number: orderNo }, { ...decisionOf(actor), ...(txid ? { approval: { txid } } : {}) });
  } catch (error) {
    // Named by another approval committed at the same moment: the unique index decides, and this one moves nothing.
    if (postgresErrorCode(error) === '23505' && txid) throw conflict('kassa.server.payoutTxidJustUsed', { txid });
    throw error;
  }
  if (row.status === 'pending') {
    await auditReview(tx, actor, 'usdt_withdrawal_first_approve', row, { status: row.status, first_approval_by: actor.username, count: `${row.count} ${row.outAbbreviation}` });
  } else {
    await auditReview(tx, actor, 'usdt_withdrawal_approve', row, { status: row.status, txid: row.txid, paid: `${row.count} ${row.outAbbreviation}`, first_approval_by: row.firstApprovalBy });
  }
  return usdtWithdrawalView(tx, row);
}

/** Returns what was frozen to available, whether or not a first approval was given. */
export async function rejectUsdtWithdrawal(tx: Transaction, actor: StaffActor, orderNo: string, reason: string) {
  const row = await rejectOrder(tx, usdtWithdrawalKind, { number: orderNo }, { ...decisionOf(actor), reason });
  await auditReview(tx, actor, 'usdt_withdrawal_reject', row, { status: row.status, returned: `${row.count} ${row.outAbbreviation}`, remark: reason });
  return usdtWithdrawalView(tx, row);
}

// ---------- fiat withdrawals ----------

const fiatWithdrawalView = async (tx: Transaction, row: FiatWithdrawalRow) =>
  reviewFiatWithdrawalView(row, await merchantNameOf(tx, row.merchantId), await fourEyesFiguresOf(tx, payoutWindow, fiatWithdrawalOrders, row.id));

/**
 * Settles the withdrawal paid to the destination kept at the request, naming the payout's reference. When it or the
 * merchant's payouts of the coin over 24 hours reach the coin's four-eyes threshold, the first approval is only
 * recorded, and a second by someone else settles it.
 */
export async function approveFiatWithdrawal(tx: Transaction, actor: StaffActor, orderNo: string, payoutReference: string | undefined) {
  const decision = { ...decisionOf(actor), ...(payoutReference ? { approval: { reference: payoutReference } } : {}) };
  const row = await approveOrder(tx, fiatWithdrawalKind, { number: orderNo }, decision);
  if (row.status === 'pending') {
    await auditReview(tx, actor, 'fiat_withdrawal_first_approve', row, { status: row.status, first_approval_by: actor.username, count: `${row.count} ${row.outAbbreviation}` });
  } else {
    await auditReview(tx, actor, 'fiat_withdrawal_approve', row, {
      status: row.status,
      payout_reference: row.payoutReference,
      paid: `${row.tradeCount} ${row.abbreviation}`,
      debited: `${row.count} ${row.outAbbreviation}`,
      first_approval_by: row.firstApprovalBy,
    });
  }
  return fiatWithdrawalView(tx, row);
}

export async function rejectFiatWithdrawal(tx: Transaction, actor: StaffActor, orderNo: string, reason: string) {
  const row = await rejectOrder(tx, fiatWithdrawalKind, { number: orderNo }, { ...decisionOf(actor), reason });
  await auditReview(tx, actor, 'fiat_withdrawal_reject', row, { status: row.status, returned: `${row.count} ${row.outAbbreviation}`, remark: reason });
  return fiatWithdrawalView(tx, row);
}
