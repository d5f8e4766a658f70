/**
 * Platform commands of the ledger: the platform's reviews of USDT and fiat requests (the staff calls' own
 * functions, server/platformReviews/, acting as `ops`), and the demo's payers, top-ups, paid orders and withdrawal
 * requests, which make money or orders out of nothing and so run only in demo mode (`demoOnly`).
 * Every money step goes through the same functions as the API, in one transaction each.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { coins } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { destinationOf } from '../fiat/repository';
import { conflict, invalidInput } from '../http/errors';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency';
import { createRechargeOrder } from '../recharges/recharges';
import { setUsdtRate } from '../platformSettings/settings';
import {
  approveFiatWithdrawal,
  approveUsdtRecharge,
  approveUsdtWithdrawal,
  fiatWithdrawalQueue,
  rejectFiatWithdrawal,
  rejectUsdtRecharge,
  rejectUsdtWithdrawal,
  usdtRechargeQueue,
  usdtWithdrawalQueue,
} from '../platformReviews/queues';
import { opsActor, type StaffActor } from '../staff/audit';
import { createWalletUser } from '../walletUsers/repository';
import { topUpWalletUser } from '../walletUsers/topUp';
import { requestUserWithdrawal } from '../withdrawals/withdrawals';
import { withdrawalView } from '../withdrawals/repository';
import { defineCommand, type CommandOutput } from './command';
import { merchantNamed } from './merchantCommands';

const orderArgument = z.object({ order: z.string().min(1) });
const reason = z.string().trim().min(1, 'a reason is required').max(200, 'at most 200 characters');
const amount = z.string().regex(/^\d+(\.\d+)?$/, 'a positive decimal amount, e.g. 100 or 99.50');
const coin = z.string().regex(/^[A-Za-z0-9_]{1,16}$/, 'a coin code such as USDT or CNY').transform((code) => code.toUpperCase());
/** A bare --flag arrives as true from scripts/ops.ts; "true"/"false" are accepted too. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .default(false);
const txid = z.string().regex(/^[A-Za-z0-9]{1,128}$/, 'digits or letters only');
/** The contract's payout reference (openapi/platformReviews.ts), said in the ops tool's plain words. */
const payoutReference = z.string().regex(/^[A-Za-z0-9_./-]{1,64}$/, 'at most 64 letters, digits, -, _, / or .');

/** What an approval of a kind names beside the order: the payout's TXID or reference. */
type ApprovalOption = 'txid' | 'reference';

function reviewCommands<Order extends Record<string, unknown>>(options: {
  kind: string;
  noun: string;
  /** What approval does, for the help. */
  approval: string;
  /** The option every approval of the kind takes (used by the approval that pays; a first of two records none). */
  approvalOption?: { name: ApprovalOption; rule: z.ZodType<string>; usage: string };
  approve: (tx: Transaction, actor: StaffActor, order: string, extra: Partial<Record<ApprovalOption, string>>) => Promise<Order>;
  reject: (tx: Transaction, actor: StaffActor, order: string, reason: string) => Promise<Order>;
  summary: (order: Order) => CommandOutput;
}) {
  const option = options.approvalOption;
  const approve = defineCommand({
    name: `approve-${options.kind}`,
    summary: `Approve a pending ${options.noun}${option ? ` with the ${option.usage}` : ''}: ${options.approval}`,
    positional: ['order'],
    usage: option ? `<order_no> --${option.name} <${option.name}>` : '<order_no>',
    input: option ? orderArgument.extend({ [option.name]: option.rule }) : orderArgument,
    run: async (context, input, now) =>
      options.summary(await runTransaction(context.db, (tx) => options.approve(tx, opsActor(now), input.order, input as Partial<Record<ApprovalOption, string>>))),
  });
  const reject = defineCommand({
    name: `reject-${options.kind}`,
    summary: `Reject a pending ${options.noun} with a reason${options.kind === 'usdt-recharge' ? ': nothing is credited' : ': the frozen amount returns to available'}`,
    positional: ['order'],
    usage: '<order_no> --reason <text>',
    input: orderArgument.extend({ reason }),
    run: async (context, input, now) => options.summary(await runTransaction(context.db, (tx) => options.reject(tx, opsActor(now), input.order, input.reason))),
  });
  return [approve, reject] as const;
}

/** The sender a merchant declared, or what an older declaration without one shows. */
const declaredSender = (sender: string | null | undefined) => sender ?? 'not declared';

/** The chain facts the reviewer matched are repeated with the outcome, so the output of a review stands on its own. */
const rechargeSummary = (order: {
  order_no: string;
  status: string;
  in_abbreviation: string;
  count: string;
  fee: string;
  network: string;
  sender_address?: string | null;
  txid: string;
  first_approval_by: string | null;
}): CommandOutput => {
  const chain = { network: order.network, sender_address: declaredSender(order.sender_address), txid: order.txid };
  if (order.status === 'approved') return { order_no: order.order_no, status: order.status, ...chain, credited: `${order.count} ${order.in_abbreviation}`, fee: `${order.fee} ${order.in_abbreviation}` };
  if (order.status === 'pending') {
    return { order_no: order.order_no, status: order.status, ...chain, credited: 'nothing', first_approval_by: order.first_approval_by, waiting_for: 'the approval of another staff member, which credits it' };
  }
  return { order_no: order.order_no, status: order.status, ...chain, credited: 'nothing' };
};

const withdrawalSummary = (order: { order_no: string; status: string; out_abbreviation: string; count: string; fee: string; first_approval_by: string | null }): CommandOutput => {
  if (order.status === 'approved') return { order_no: order.order_no, status: order.status, paid: `${order.count} ${order.out_abbreviation}`, fee: `${order.fee} ${order.out_abbreviation}` };
  if (order.status === 'pending') return { order_no: order.order_no, status: order.status, first_approval_by: order.first_approval_by, waiting_for: 'the approval of another staff member, which pays it' };
  return { order_no: order.order_no, status: order.status, returned: `${order.count} ${order.out_abbreviation}` };
};

export const [approveUsdtRechargeCommand, rejectUsdtRechargeCommand] = reviewCommands({
  kind: 'usdt-recharge',
  noun: 'USDT recharge',
  approval: 'the merchant is credited exchange_count minus the fee (under four eyes, a first approval only records itself)',
  approve: (tx, actor, order) => approveUsdtRecharge(tx, actor, order),
  reject: rejectUsdtRecharge,
  summary: rechargeSummary,
});

export const [approveUsdtWithdrawalCommand, rejectUsdtWithdrawalCommand] = reviewCommands({
  kind: 'usdt-withdrawal',
  noun: 'USDT withdrawal',
  approval: 'the frozen count is paid out (at or above the four-eyes threshold, a first approval only records itself)',
  approvalOption: { name: 'txid', rule: txid, usage: 'payout TXID' },
  approve: (tx, actor, order, extra) => approveUsdtWithdrawal(tx, actor, order, extra.txid),
  reject: rejectUsdtWithdrawal,
  summary: withdrawalSummary,
});

export const [approveFiatWithdrawalCommand, rejectFiatWithdrawalCommand] = reviewCommands({
  kind: 'fiat-withdrawal',
  noun: 'fiat withdrawal',
  approval: 'the frozen count is paid to the destination kept at the request (at or above the four-eyes threshold, a first approval only records itself)',
  approvalOption: { name: 'reference', rule: payoutReference, usage: 'payout reference' },
  approve: (tx, actor, order, extra) => approveFiatWithdrawal(tx, actor, order, extra.reference),
  reject: rejectFiatWithdrawal,
  // Staff pay what the merchant asked for: the destination as it was at the request, never the method's later state.
  summary: (order) => ({ ...withdrawalSummary(order), pay_to: destinationText(order.destination) }),
});

/** A fiat withdrawal's destination as staff read it: type, bank, holder and account number, as kept at the request. */
function destinationText(destination: ReturnType<typeof destinationOf>): string {
  if (!destination) return 'the payment method (no destination kept)';
  return `${destination.type} ${destination.bank_name}, ${destination.holder_name}, ${destination.account_number}`;
}

/** The first page of a queue, oldest first, as `pending-reviews` lists it. */
const oldestPending = { status: 'pending', order: 'asc', paging: { page: 1, page_size: 100 }, sort: 'create_time' } as const;

const firstApprovalText = (by: string | null) => (by ? `, first approval by ${by}` : '');

/** Pending USDT and fiat requests of every merchant, oldest first: the staff calls' queues. */
async function pendingRequests(db: Executor) {
  const usdtIn = await usdtRechargeQueue.list(db, oldestPending);
  const usdtOut = await usdtWithdrawalQueue.list(db, oldestPending);
  const fiatOut = await fiatWithdrawalQueue.list(db, oldestPending);
  const more = [usdtIn, usdtOut, fiatOut].some((queue) => queue.total > queue.list.length);
  return [
    ...usdtIn.list.map(
      (row) =>
        [
          row.order_no,
          `USDT recharge by ${row.name}: ${row.trade_count} USDT for ${row.in_abbreviation} on ${row.network} from ${declaredSender(row.sender_address)}, TXID ${row.txid}${firstApprovalText(row.first_approval_by)}`,
        ] as const,
    ),
    ...usdtOut.list.map((row) => [row.order_no, `USDT withdrawal by ${row.name}: ${row.trade_count} USDT to ${row.network} ${row.address}${firstApprovalText(row.first_approval_by)}`] as const),
    ...fiatOut.list.map(
      (row) => [row.order_no, `fiat withdrawal by ${row.name}: ${row.trade_count} ${row.abbreviation} to ${destinationText(row.destination)}${firstApprovalText(row.first_approval_by)}`] as const,
    ),
    ...(more ? [['more', 'the oldest 100 of each kind are shown; the platform console lists them all'] as const] : []),
  ];
}

export const pendingReviewsCommand = defineCommand({
  name: 'pending-reviews',
  summary: 'List the USDT recharges, USDT withdrawals and fiat withdrawals waiting for the platform',
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context) {
    const pending = await pendingRequests(context.db);
    return pending.length === 0 ? { pending: 'none' } : Object.fromEntries(pending);
  },
});

export const createWalletUserCommand = defineCommand({
  name: 'create-wallet-user',
  demoOnly: true,
  summary: 'Create a wallet user (a payer) with the markets they enabled',
  positional: ['uid'],
  usage: '<uid> --nickname <name> [--markets USDT,CNY,…]',
  input: z.object({
    uid: z.string().regex(/^[A-Za-z0-9]{1,32}$/, 'digits or letters, at most 32'),
    nickname: z.string().trim().min(1).max(50),
    markets: z.string().default('USDT,CNY,USD,VND'),
  }),
  async run(context, input, now) {
    return runTransaction(context.db, async (tx) => {
      const codes = input.markets.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean);
      const known = (await tx.select({ code: coins.code }).from(coins)).map((row) => row.code);
      const unknown = codes.find((code) => !known.includes(code));
      if (unknown) throw invalidInput('markets', 'kassa.server.opsInvalidArgument', { field: 'markets', problem: `unknown coin ${unknown}` });
      const user = await createWalletUser(tx, { uid: input.uid, nickname: input.nickname, markets: codes }, now);
      if (!user) throw conflict('kassa.server.walletUserExists', { uid: input.uid });
      return { uid: user.uid, nickname: user.nickname, markets: codes.join(',') };
    });
  },
});

export const topUpUserCommand = defineCommand({
  name: 'top-up-user',
  demoOnly: true,
  summary: "Add money from outside to a wallet user's balance (or reward points), so they can pay orders",
  positional: ['uid'],
  usage: '<uid> --coin <coin> --amount <amount> [--reward]',
  input: z.object({ uid: z.string().min(1), coin, amount, reward: flag }),
  async run(context, input, now) {
    const applied = await runTransaction(context.db, (tx) => topUpWalletUser(tx, input, now));
    return {
      uid: input.uid,
      coin: input.coin,
      available: applied.after.available.toFixed(),
      reward: applied.after.reward.toFixed(),
    };
  },
});

export const createPaidOrderCommand = defineCommand({
  name: 'create-paid-order',
  demoOnly: true,
  summary: "A payer pays a merchant's order: payer debited, merchant credited the amount minus the handling fee",
  positional: ['merchant'],
  usage: '<merchant> --payer <uid> --coin <coin> --amount <amount> [--from scan|api] [--order-id <merchant order no>] [--reward] [--status created|cancelled|auto_cancelled]',
  input: z.object({
    merchant: z.string().min(1),
    payer: z.string().min(1),
    coin,
    amount,
    from: z.enum(['scan', 'api']).default('scan'),
    'order-id': z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - or _').optional(),
    reward: flag,
    status: z.enum(['created', 'cancelled', 'auto_cancelled']).optional(),
  }),
  async run(context, input, now) {
    const merchant = await merchantNamed(context, input.merchant);
    const order = await runTransaction(context.db, (tx) =>
      createRechargeOrder(
        tx,
        {
          merchantId: merchant.id,
          payerUid: input.payer,
          coin: input.coin,
          amount: input.amount,
          orderFrom: input.from,
          orderId: input['order-id'],
          useReward: input.reward,
          status: input.status,
        },
        now,
      ),
    );
    return {
      order_id: order.orderId,
      serial_number: order.serialNumber,
      status: order.orderStatus,
      amount: `${order.amount} ${order.coinCode}`,
      handling_fee: order.handlingFee,
      settlement_amount: order.settlementAmount,
    };
  },
});

export const createUserWithdrawalCommand = defineCommand({
  name: 'create-user-withdrawal',
  demoOnly: true,
  summary:
    "A withdrawal to a wallet user from a merchant, as the merchant's server asks for it (a payout: approved at once under the review-free limit) or, with --from wallet, as the payer asks in the wallet (at most what they may claim, always reviewed)",
  positional: ['merchant'],
  usage: '<merchant> --user <uid> --coin <coin> --amount <amount> [--from merchant_api|wallet] [--payout-no <merchant payout id>]',
  input: z.object({
    merchant: z.string().min(1),
    user: z.string().min(1),
    coin,
    amount,
    from: z.enum(['merchant_api', 'wallet']).default('merchant_api'),
    'payout-no': z.string().min(1).optional(),
  }),
  async run(context, input, now) {
    const merchant = await merchantNamed(context, input.merchant);
    const request = { merchantId: merchant.id, uid: input.user, coin: input.coin, amount: input.amount };
    const merchantPayoutNo = input['payout-no'] ?? `OPS-${randomBytes(8).toString('hex')}`;
    const order = await runTransaction(context.db, (tx) =>
      requestUserWithdrawal(
        tx,
        input.from === 'wallet' ? { ...request, source: 'wallet' } : { ...request, source: 'merchant_api', payout: { merchantPayoutNo, requestHash: merchantPayoutNo } },
        now,
      ),
    );
    const view = withdrawalView(order);
    return { order_id: view.order_id, source: view.source, status: view.order_status, audit: view.audit, amount: `${view.amount} ${view.coin_name}`, handling_fee: view.handling_fee };
  },
});

export const setUsdtRateCommand = defineCommand({
  name: 'set-usdt-rate',
  summary: 'Set the rates of a coin against USDT (units per 1 USDT) used by USDT recharges and withdrawals',
  positional: ['coin'],
  usage: '<coin> --recharge <rate> --withdrawal <rate>',
  input: z.object({ coin, recharge: amount, withdrawal: amount }),
  async run(context, input, now) {
    await setUsdtRate(context.db, opsActor(now), input.coin, input.recharge, input.withdrawal);
    return { coin: input.coin, recharge_rate: input.recharge, withdrawal_rate: input.withdrawal };
  },
});

export const purgeIdempotencyKeysCommand = defineCommand({
  name: 'purge-idempotency-keys',
  summary: 'Delete Idempotency-Keys older than their 24-hour retention',
  positional: [],
  usage: '',
  input: z.object({}),
  async run(context, _input, now) {
    return { deleted: await purgeExpiredIdempotencyKeys(context.db, now) };
  },
});
