import { eq, gte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, usdtWithdrawals } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { listPlatformAudit, type StaffActor } from '../staff/audit';
import { writeSetting } from '../platform/settings';
import { sameReviewerKey } from '../reviewedOrders/lifecycle';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';
import { newStaffMember } from '../testing/staff';
import { usdtWithdrawalKind } from '../usdt/kinds';
import { requestUsdtWithdrawal } from '../usdt/trade';
import { payoutWindow, usdtWithdrawalOrders } from './fourEyes';
import { reviewQueue } from './reviewQueue';

/*
 * A review queue declared here only: the USDT withdrawals paid on Ethereum, with a filter of their own and a view of
 * their own, on the existing kind. Nothing in production names it, yet it lists, shows one order, approves, rejects
 * and takes two independent staff members at the four-eyes threshold (1000 CNY here) like the queues of the console.
 */
const server = useTestServer();

const ethereumPayouts = reviewQueue({
  kind: usdtWithdrawalKind,
  fourEyes: { window: payoutWindow, own: usdtWithdrawalOrders },
  columns: { number: usdtWithdrawals.orderNo, tradeCount: usdtWithdrawals.tradeCount },
  conditions: (query: { atLeast?: string }) => [eq(usdtWithdrawals.network, 'ERC20'), ...(query.atLeast ? [gte(usdtWithdrawals.count, query.atLeast)] : [])],
  view: (row, merchantName) => ({ order: row.orderNo, merchant: merchantName, debited: `${row.count} ${row.outAbbreviation}`, state: row.status, paid_by: row.txid, reviewer: row.reviewer }),
  audit: {
    actions: 'usdt_withdrawal',
    firstApproved: () => ({ queue: 'ethereum' }),
    approved: (row) => ({ queue: 'ethereum', txid: row.txid }),
    rejected: () => ({ queue: 'ethereum' }),
  },
});

const pending = { status: 'pending', order: 'asc', paging: { page: 1, page_size: 20 }, sort: 'create_time' } as const;
const txid = (digit: string) => `0x${digit.repeat(64)}`;

/** A merchant with 10,000 CNY. */
async function newMerchant() {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '10000.00', server.clock.now());
  return merchant.merchantId;
}

/** `tradeCount` USDT (100 at least) at 7.3 and a 1% fee, asked through the domain's request: 100 debits 737.30 CNY. */
async function requestPayout(merchantId: number, network: 'ERC20' | 'TRC20', tradeCount = '100') {
  const address = network === 'ERC20' ? `0x${'ab'.repeat(20)}` : 'TPayout7Hq2Lw9Xc4';
  // A minute apart: orders of the same instant count in each other's rolling total (fourEyes.ts).
  server.clock.advance(60_000);
  const request = { out_abbreviation: 'CNY', trade_count: tradeCount, network, address, rate: '7.3', usdt_withdrawal_fee: '0.01' };
  const order = await runTransaction(server.db, (tx) => requestUsdtWithdrawal(tx, merchantId, request, server.clock.now()));
  return order.order_no;
}

describe('a review queue declared by a test', () => {
  let rita: StaffActor;
  let ravi: StaffActor;

  /** The member as the staff calls name them (server/staff/audit.ts, staffActorOf). */
  async function actorOf(username: string): Promise<StaffActor> {
    await newStaffMember(server, username, 'reviewer');
    const [member] = await server.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.username, username));
    return { staffId: member!.id, username, role: 'reviewer', ip: '198.51.100.60', at: server.clock.now() };
  }

  const approve = (actor: StaffActor, order: string, approval?: { txid: string }) =>
    runTransaction(server.db, (tx) => ethereumPayouts.approve(tx, { ...actor, at: server.clock.now() }, order, approval));

  beforeAll(async () => {
    rita = await actorOf('fourth-rita');
    ravi = await actorOf('fourth-ravi');
    await writeSetting(server.db, 'four_eyes_thresholds', { CNY: '1000.00' }, server.clock.now());
  });

  it('lists only its own orders with its own filter and view, and shows one of them', async () => {
    const merchantId = await newMerchant();
    const small = await requestPayout(merchantId, 'ERC20');
    const onTron = await requestPayout(merchantId, 'TRC20');
    const large = await requestPayout(merchantId, 'ERC20', '120');

    const page = await ethereumPayouts.list(server.db, { ...pending, merchantId: String(merchantId) });
    expect(page.list.map((row) => row.order)).toEqual([small, large]);
    expect(page.total).toBe(2);
    expect(page.list[0]).toEqual({
      order: small,
      merchant: expect.stringMatching(/^Shop /),
      debited: '737.30 CNY',
      state: 'pending',
      paid_by: null,
      reviewer: null,
      needs_two_approvals: false,
      first_approval_by: null,
      first_approval_time: null,
    });
    const atLeast = await ethereumPayouts.list(server.db, { ...pending, merchantId: String(merchantId), atLeast: '800' });
    expect(atLeast.list.map((row) => row.order)).toEqual([large]);

    expect(await ethereumPayouts.detail(server.db, large)).toEqual(page.list[1]);
    // An order of the kind that the queue does not hold is neither shown nor reviewed through it.
    await expect(ethereumPayouts.detail(server.db, onTron)).rejects.toMatchObject({ messageKey: 'kassa.server.orderNotFound' });
    await expect(approve(rita, onTron, { txid: txid('9') })).rejects.toMatchObject({ messageKey: 'kassa.server.orderNotFound' });
  });

  it('approves with the payout TXID and rejects, returning what was frozen', async () => {
    const merchantId = await newMerchant();
    const paid = await requestPayout(merchantId, 'ERC20');
    const refused = await requestPayout(merchantId, 'ERC20');

    // The kind's own rule holds in any queue: the approval that pays names its TXID.
    await expect(approve(rita, paid)).rejects.toMatchObject({ messageKey: 'kassa.server.reviewTxidToSettle' });
    expect(await approve(rita, paid, { txid: txid('1') })).toMatchObject({ order: paid, state: 'approved', paid_by: txid('1'), reviewer: 'fourth-rita', needs_two_approvals: false });

    const rejected = await runTransaction(server.db, (tx) => ethereumPayouts.reject(tx, { ...ravi, at: server.clock.now() }, refused, 'Wrong network'));
    expect(rejected).toMatchObject({ order: refused, state: 'rejected', reviewer: 'fourth-ravi' });
    await expect(approve(rita, refused, { txid: txid('2') })).rejects.toMatchObject({ messageKey: 'kassa.server.orderAlreadyReviewed' });

    const log = await listPlatformAudit(server.db, { paging: { page: 1, page_size: 20 }, order: 'desc' });
    const ours = log.list.filter((entry) => entry.target === paid || entry.target === refused);
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'usdt_withdrawal_approve', target: paid, after: expect.objectContaining({ queue: 'ethereum', status: 'approved', txid: txid('1') }) }),
        expect.objectContaining({ action: 'usdt_withdrawal_reject', target: refused, after: expect.objectContaining({ queue: 'ethereum', status: 'rejected', remark: 'Wrong network' }) }),
      ]),
    );
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('takes two independent members once the payouts reach the threshold: one member alone pays nothing', async () => {
    const merchantId = await newMerchant();
    const first = await requestPayout(merchantId, 'ERC20');
    await approve(ravi, first, { txid: txid('3') });
    // 737.30 again: alone under 1000, with the first 1474.60.
    const second = await requestPayout(merchantId, 'ERC20');
    expect(await ethereumPayouts.detail(server.db, second)).toMatchObject({ state: 'pending', needs_two_approvals: true, first_approval_by: null });

    expect(await approve(rita, second)).toMatchObject({ state: 'pending', needs_two_approvals: true, first_approval_by: 'fourth-rita', paid_by: null });
    await expect(approve(rita, second, { txid: txid('4') })).rejects.toMatchObject({ messageKey: sameReviewerKey });
    const batch = await runTransaction(server.db, (tx) => ethereumPayouts.reviewMany(tx, { ...rita, at: server.clock.now() }, [second], { approve: true }));
    expect(batch.list).toEqual([expect.objectContaining({ order_id: second, outcome: 'same_reviewer', order: expect.objectContaining({ state: 'pending' }) })]);
    expect(await ethereumPayouts.detail(server.db, second)).toMatchObject({ state: 'pending', first_approval_by: 'fourth-rita' });

    expect(await approve(ravi, second, { txid: txid('5') })).toMatchObject({ state: 'approved', reviewer: 'fourth-ravi', first_approval_by: 'fourth-rita', paid_by: txid('5') });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
