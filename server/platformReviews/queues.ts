/**
 * The platform's review queues. Those of merchants' money, USDT recharges, USDT withdrawals and fiat withdrawals, are each a
 * declaration of the one review queue (reviewQueue.ts): its kind, its filters, its view (the merchant's own view of
 * the order with what only staff see), its audit rows and its staff calls. The staff calls (routes.ts) are registered
 * from `reviewQueues`; the commands of `npm run ops` (server/platform/ledgerCommands.ts) call the same queues.
 */
import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestOf } from '../../openapi/endpoints';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor, Transaction } from '../db/client';
import { pagedList } from '../db/pagedList';
import { depositAddresses, fiatWithdrawals, kycSubmissions, merchants, usdtRecharges, usdtWithdrawals, type UsdtNetwork } from '../db/schema';
import { addressOwnerOf } from '../depositAddresses/pool';
import { fiatWithdrawalKind } from '../fiat/kind';
import { fiatWithdrawalView } from '../fiat/repository';
import { conflict } from '../http/errors';
import { submissionView } from '../kyc/kyc';
import type { StaffActor } from '../staff/audit';
import { usdtRechargeKind, usdtWithdrawalKind } from '../usdt/kinds';
import { usdtRechargeView, usdtWithdrawalView } from '../usdt/repository';
import { creditWindow, fiatWithdrawalOrders, payoutWindow, usdtRechargeOrders, usdtWithdrawalOrders } from './fourEyes';
import { equalTo, queueConditions, reviewQueue, type QueueQuery } from './reviewQueue';

/** The filters a queue of USDT orders adds: the network and the coin credited or debited. */
interface UsdtFilters {
  network?: UsdtNetwork | undefined;
  coin?: string | undefined;
}

/** The pool's row of the address a recharge names, if any: whose address it is (server/depositAddresses/pool.ts). */
const poolColumns = { poolId: depositAddresses.id, poolMerchantId: depositAddresses.merchantId };

export const usdtRechargeQueue = reviewQueue({
  kind: usdtRechargeKind,
  fourEyes: { window: creditWindow, own: usdtRechargeOrders },
  columns: { number: usdtRecharges.orderNo, tradeCount: usdtRecharges.tradeCount },
  conditions: (query: UsdtFilters) => equalTo([usdtRecharges.network, query.network], [usdtRecharges.inAbbreviation, query.coin]),
  joined: { columns: poolColumns, join: (query) => query.leftJoin(depositAddresses, eq(depositAddresses.address, usdtRecharges.address)) },
  view: (row, merchantName, pool: { poolId: number | null; poolMerchantId: number | null }) => ({
    ...usdtRechargeView(row, merchantName),
    reviewer: row.reviewer,
    address_owner: addressOwnerOf(row.merchantId, pool.poolId === null ? undefined : { merchantId: pool.poolMerchantId }),
  }),
  audit: {
    actions: 'usdt_recharge',
    firstApproved: (row) => ({ txid: row.txid, count: `${row.count} ${row.inAbbreviation}` }),
    approved: (row) => ({ txid: row.txid, credited: `${row.count} ${row.inAbbreviation}`, fee: `${row.fee} ${row.inAbbreviation}` }),
    rejected: (row) => ({ txid: row.txid }),
  },
  // Its TXID credited by another declaration's approval committed at the same moment: the unique index decides.
  async duplicate(tx, number) {
    const [declared] = await tx.select({ txid: usdtRecharges.txid }).from(usdtRecharges).where(eq(usdtRecharges.orderNo, number));
    return conflict('kassa.server.txidUsed', { txid: declared?.txid ?? '' });
  },
  routes: {
    calls: 'reviewUsdtRecharge',
    batch: true,
    filtersOf: (body: RequestOf<'reviewUsdtRechargeQuery'>) => ({ network: body.network, coin: body.in_abbreviation }),
    approvalOf: () => undefined,
  },
});

export const usdtWithdrawalQueue = reviewQueue({
  kind: usdtWithdrawalKind,
  fourEyes: { window: payoutWindow, own: usdtWithdrawalOrders },
  columns: { number: usdtWithdrawals.orderNo, tradeCount: usdtWithdrawals.tradeCount },
  conditions: (query: UsdtFilters) => equalTo([usdtWithdrawals.network, query.network], [usdtWithdrawals.outAbbreviation, query.coin]),
  view: (row, merchantName) => ({ ...usdtWithdrawalView(row), merchant_id: String(row.merchantId), name: merchantName, reviewer: row.reviewer }),
  audit: {
    actions: 'usdt_withdrawal',
    firstApproved: (row) => ({ count: `${row.count} ${row.outAbbreviation}` }),
    approved: (row) => ({ txid: row.txid, paid: `${row.count} ${row.outAbbreviation}` }),
    rejected: (row) => ({ returned: `${row.count} ${row.outAbbreviation}` }),
  },
  // Named by another approval committed at the same moment: the unique index decides, and this one moves nothing.
  duplicate: async (_tx, _number, approval) => (approval?.txid ? conflict('kassa.server.payoutTxidJustUsed', { txid: approval.txid }) : undefined),
  routes: {
    calls: 'reviewUsdtWithdrawal',
    filtersOf: (body: RequestOf<'reviewUsdtWithdrawalQuery'>) => ({ network: body.network, coin: body.out_abbreviation }),
    approvalOf: (body: RequestOf<'reviewUsdtWithdrawalApprove'>) => (body.txid ? { txid: body.txid } : undefined),
  },
});

export const fiatWithdrawalQueue = reviewQueue({
  kind: fiatWithdrawalKind,
  fourEyes: { window: payoutWindow, own: fiatWithdrawalOrders },
  columns: { number: fiatWithdrawals.orderNo, tradeCount: fiatWithdrawals.tradeCount },
  conditions: (query: { currency?: string | undefined; coin?: string | undefined }) => equalTo([fiatWithdrawals.abbreviation, query.currency], [fiatWithdrawals.outAbbreviation, query.coin]),
  view: (row, merchantName) => ({ ...fiatWithdrawalView(row), merchant_id: String(row.merchantId), name: merchantName, reviewer: row.reviewer, payout_reference: row.payoutReference }),
  audit: {
    actions: 'fiat_withdrawal',
    firstApproved: (row) => ({ count: `${row.count} ${row.outAbbreviation}` }),
    approved: (row) => ({ payout_reference: row.payoutReference, paid: `${row.tradeCount} ${row.abbreviation}`, debited: `${row.count} ${row.outAbbreviation}` }),
    rejected: (row) => ({ returned: `${row.count} ${row.outAbbreviation}` }),
  },
  routes: {
    calls: 'reviewFiatWithdrawal',
    filtersOf: (body: RequestOf<'reviewFiatWithdrawalQuery'>) => ({ currency: body.abbreviation, coin: body.out_abbreviation }),
    approvalOf: (body: RequestOf<'reviewFiatWithdrawalApprove'>) => (body.payout_reference ? { reference: body.payout_reference } : undefined),
  },
});

/** Every queue with staff calls, as routes.ts registers them. */
export const reviewQueues = [usdtRechargeQueue, usdtWithdrawalQueue, fiatWithdrawalQueue] as const;

// The reviews as `npm run ops` and the demo name them: the order number and what the approval that pays brings.

export const approveUsdtRecharge = (tx: Transaction, actor: StaffActor, orderNo: string) => usdtRechargeQueue.approve(tx, actor, orderNo);
export const approveUsdtWithdrawal = (tx: Transaction, actor: StaffActor, orderNo: string, txid: string | undefined) =>
  usdtWithdrawalQueue.approve(tx, actor, orderNo, txid ? { txid } : undefined);
export const approveFiatWithdrawal = (tx: Transaction, actor: StaffActor, orderNo: string, reference: string | undefined) =>
  fiatWithdrawalQueue.approve(tx, actor, orderNo, reference ? { reference } : undefined);
export const rejectUsdtRecharge = usdtRechargeQueue.reject;
export const rejectUsdtWithdrawal = usdtWithdrawalQueue.reject;
export const rejectFiatWithdrawal = fiatWithdrawalQueue.reject;

// Merchants' verification submissions: not reviewed orders (nothing moves, no four eyes), reviewed by server/kyc/kyc.ts.

/** The contract's ReviewKycSubmission. */
export async function reviewKycView(db: Executor, box: SecretBox, row: typeof kycSubmissions.$inferSelect, merchantName: string) {
  return { ...(await submissionView(db, box, row)), merchant_id: String(row.merchantId), name: merchantName, reviewer: row.reviewer };
}

/** The merchant's name, for the view of one order. */
export async function merchantNameOf(db: Executor, merchantId: number): Promise<string> {
  const [row] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

export async function kycQueue(db: Executor, box: SecretBox, query: QueueQuery) {
  const conditions = queueConditions(query, { status: kycSubmissions.status, merchantId: kycSubmissions.merchantId, createdAt: kycSubmissions.createdAt });
  const { rows, paging } = await pagedList(db, {
    query: db.select({ submission: kycSubmissions, merchantName: merchants.name }).from(kycSubmissions).innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId)).$dynamic(),
    table: kycSubmissions,
    where: conditions,
    sort: { name: 'create_time', column: kycSubmissions.createdAt, order: query.order },
    id: kycSubmissions.id,
    request: query.paging,
    keyOf: (row) => ({ value: row.submission.createdAt, id: row.submission.id }),
  });
  const list = [];
  for (const row of rows) list.push(await reviewKycView(db, box, row.submission, row.merchantName));
  return { list, ...paging };
}

/** How many of each queue wait: one count each, on the pending indexes. */
export async function pendingCounts(db: Executor) {
  const pendingOf = async (table: PgTable, status: PgColumn) => {
    const [row] = await db.select({ total: count() }).from(table).where(eq(status, 'pending'));
    return row?.total ?? 0;
  };
  return {
    usdt_recharge: await pendingOf(usdtRecharges, usdtRecharges.status),
    usdt_withdrawal: await pendingOf(usdtWithdrawals, usdtWithdrawals.status),
    fiat_withdrawal: await pendingOf(fiatWithdrawals, fiatWithdrawals.status),
    kyc: await pendingOf(kycSubmissions, kycSubmissions.status),
  };
}
