/**
 * Property test of the ledger: random sequences of every money operation (transfers, adjustments, user
 * withdrawals and their reviews, USDT deposits and withdrawals and their reviews, fiat withdrawals and
 * their reviews, paid orders, top-ups, review-free limits) run through the same functions as the API.
 * After each sequence: money is conserved (the sum of all balances moved only by what entered or left
 * the platform), no balance is negative, and replaying the fund-flow rows from zero gives every balance.
 *
 * Seeded, so every run is the same. To replay a failure, run with the seed and path fast-check prints:
 *   KASSA_PROPERTY_SEED=<seed> KASSA_PROPERTY_PATH=<path> npx vitest run --project server-pglite server/ledger/property.test.ts
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../openapi/codes';
import { createMerchant } from '../account/repository';
import { payAdjustment } from '../adjustments/adjustments';
import { accounts, coins, depositAddresses, merchantMarkets } from '../db/schema';
import { runTransaction } from '../db/transaction';
import type { Transaction } from '../db/client';
import { findMerchantCoin } from '../coins/repository';
import { requestFiatWithdrawal } from '../fiat/withdrawals';
import { approveFiatWithdrawal, approveUsdtRecharge, approveUsdtWithdrawal, rejectFiatWithdrawal, rejectUsdtRecharge, rejectUsdtWithdrawal } from '../platformReviews/queues';
import { opsActor } from '../staff/audit';
import { AppError } from '../errors';
import { insertPaymentMethod } from '../paymentMethods/repository';
import { createRechargeOrder } from '../recharges/recharges';
import { useTestServer } from '../testing/harness';
import { ledgerProblems, merchantPayout, newWalletUser } from '../testing/ledger';
import { makeTransfer } from '../transfers/transfers';
import { declareUsdtRecharge, requestUsdtWithdrawal, usdtSettingsOf } from '../usdt/trade';
import { merchantDepositAddress } from '../depositAddresses/pool';
import { madeUpDepositAddress } from '../depositAddresses/seedPool';
import { topUpWalletUser } from '../walletUsers/topUp';
import { setReviewFreeLimit } from '../withdrawals/repository';
import { approveUserWithdrawal, rejectUserWithdrawal, requestUserWithdrawal } from '../withdrawals/withdrawals';
import { applyChange, balancesOf, merchantOwner, totalsByCoin } from './ledger';
import { decimal, zero, type Decimal } from './money';
import { nextSerial } from './serials';

const server = useTestServer();

const seed = Number(process.env.KASSA_PROPERTY_SEED ?? 20250602);
const path = process.env.KASSA_PROPERTY_PATH;
const numRuns = Number(process.env.KASSA_PROPERTY_RUNS ?? 200);

const coinCodes = ['CNY', 'USDT', 'VND'] as const;
type Coin = (typeof coinCodes)[number];
const decimalsOf: Record<Coin, number> = { CNY: 2, USDT: 6, VND: 0 };
const minTransfer: Record<Coin, string> = { CNY: '10', USDT: '1', VND: '20000' };

/** The largest amount drawn per coin: about what a few approved deposits bring, so spending fits as often as not. */
const largest: Record<Coin, string> = { CNY: '3000', USDT: '400', VND: '10000000' };

/** An amount of a coin: `share` millionths of its largest amount, cut to the coin's decimals, at least its smallest unit. */
const amountOf = (coin: Coin, share: number) => {
  const smallest = decimal(1).dividedBy(decimal(10).pow(decimalsOf[coin]));
  const amount = decimal(largest[coin]).times(share).dividedBy(1_000_000).toDecimalPlaces(decimalsOf[coin], 1);
  return (amount.lessThan(smallest) ? smallest : amount).toFixed(decimalsOf[coin]);
};

const merchantIndex = fc.integer({ min: 0, max: 2 });
const userIndex = fc.integer({ min: 0, max: 1 });
const coin = fc.constantFrom(...coinCodes);
/** Millionths of the coin's largest amount: mostly mid-sized, sometimes tiny (below minimums), sometimes everything. */
const units = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 2_000 }), fc.constant(1_000_000));
const usdtCount = fc.integer({ min: 90, max: 400 }).map(String);
const review = fc.constantFrom('approve', 'reject');
const mostlyApprove = fc.constantFrom('approve', 'approve', 'approve', 'reject');
const pick = fc.nat({ max: 20 });

/** Money comes in often enough (deposits mostly approved, top-ups) that spending succeeds as often as it is refused. */
const operation = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit'), merchant: merchantIndex, coin, tradeCount: usdtCount }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('reviewDeposit'), pick, review: mostlyApprove }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('topUp'), user: userIndex, coin, units, reward: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('payOrder'), user: userIndex, merchant: merchantIndex, coin, units, useReward: fc.boolean() }) },
  // `to` is mostly another merchant, sometimes the payer itself (refused).
  { weight: 3, arbitrary: fc.record({ op: fc.constant('transfer'), from: merchantIndex, to: fc.constantFrom(1, 2, 1, 2, 0), coin, units }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('adjust'), merchant: merchantIndex, user: userIndex, coin, units, toBeConfirmed: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('userWithdrawal'), merchant: merchantIndex, user: userIndex, coin, units }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reviewUserWithdrawal'), pick, review }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('limit'), merchant: merchantIndex, coin, units }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('usdtWithdrawal'), merchant: merchantIndex, coin, tradeCount: usdtCount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reviewUsdtWithdrawal'), pick, review }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fiatWithdrawal'), merchant: merchantIndex, units }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reviewFiatWithdrawal'), pick, review }) },
);

/** Opening balances of the 3 merchants and 2 users in each coin, in millionths of the coin's largest amount. */
const opening = fc.record({
  merchants: fc.array(fc.integer({ min: 0, max: 1_500_000 }), { minLength: 9, maxLength: 9 }),
  users: fc.array(fc.integer({ min: 0, max: 1_500_000 }), { minLength: 6, maxLength: 6 }),
});

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface World {
  merchants: number[];
  users: string[];
  paymentMethods: number[];
  pending: { deposits: string[]; userWithdrawals: { merchant: number; order: string }[]; usdtWithdrawals: string[]; fiatWithdrawals: string[] };
}

/** Money that entered (+) or left (−) the platform, per coin, over the whole test file. */
const external = new Map<string, Decimal>();
const addExternal = (code: string, amount: Decimal) => external.set(code, (external.get(code) ?? zero).plus(amount));

let merchantCounter = 0;

/** A merchant without a password hash to compute: sign-in is not what this test is about. */
async function quickMerchant(tx: Transaction, now: Date): Promise<{ id: number; paymentMethod: number }> {
  merchantCounter += 1;
  const { merchant } = await createMerchant(
    tx,
    { name: `Property ${merchantCounter}`, accountType: 'regular', agentId: null, username: `prop_${randomBytes(5).toString('hex')}`, passwordHash: 'unused', totpSecret: 'unused' },
    now,
  );
  const all = await tx.select({ code: coins.code }).from(coins);
  await tx.insert(merchantMarkets).values(all.map((row) => ({ merchantId: merchant.id, coinCode: row.code, enabled: true })));
  const method = await insertPaymentMethod(tx, {
    merchantId: merchant.id,
    type: 'bank_card',
    coinCode: 'CNY',
    bankName: 'Test Bank',
    holderName: 'Tester',
    accountNumber: String(merchant.id),
    enabled: true,
    createdAt: now,
  });
  // A deposit address of its own for its USDT recharges: more merchants are made here than the test pool holds.
  await tx.insert(depositAddresses).values({ network: 'TRC20', address: madeUpDepositAddress('test', 'TRC20', merchant.id), addedBy: 'ops', addedAt: now });
  return { id: merchant.id, paymentMethod: method.id };
}

const take = <T>(list: T[], index: number): T | undefined => (list.length === 0 ? undefined : list.splice(index % list.length, 1)[0]);

async function availableOf(tx: Transaction, merchantId: number, code: string): Promise<Decimal> {
  return (await balancesOf(tx, merchantOwner(merchantId), [code])).get(code)?.available ?? zero;
}

/**
 * Runs one operation in its own transaction. Answers what happened: 'ok', 'none pending' for a review
 * with nothing to review, or the code of a refusal. Where the refusal can be predicted from the
 * balance (transfers, adjustments), it must come exactly when predicted.
 */
async function run(world: World, step: Operation, now: Date): Promise<string> {
  const reviewer = 'property';
  let predicted: number | null | undefined;
  let outcome = 'ok';
  const nothingPending = () => {
    outcome = 'none pending';
  };
  try {
    await runTransaction(server.db, async (tx) => {
      switch (step.op) {
        case 'deposit': {
          const settings = await usdtSettingsOf(tx);
          const order = await declareUsdtRecharge(
            tx,
            world.merchants[step.merchant] as number,
            {
              in_abbreviation: step.coin,
              trade_count: step.tradeCount,
              network: 'TRC20',
              address: (await merchantDepositAddress(tx, world.merchants[step.merchant] as number, 'TRC20', now)) ?? '',
              sender_address: 'TPropertySender7Hq2Lw9Xc4Vb8Nm3P',
              txid: randomBytes(16).toString('hex'),
              rate: settings.rates.find((rate) => rate.coin_name === step.coin)?.recharge_rate ?? '',
              usdt_recharge_fee: settings.usdt_recharge_fee,
            },
            now,
          );
          world.pending.deposits.push(order.order_no);
          return;
        }
        case 'reviewDeposit': {
          const order = take(world.pending.deposits, step.pick);
          if (!order) return nothingPending();
          if (step.review === 'approve') {
            const approved = await approveUsdtRecharge(tx, opsActor(now), order);
            addExternal(approved.in_abbreviation, decimal(approved.exchange_count));
          } else await rejectUsdtRecharge(tx, opsActor(now), order, 'property test');
          return;
        }
        case 'topUp': {
          const amount = amountOf(step.coin, step.units);
          await topUpWalletUser(tx, { uid: world.users[step.user] as string, coin: step.coin, amount, reward: step.reward }, now);
          addExternal(step.coin, decimal(amount));
          return;
        }
        case 'payOrder':
          await createRechargeOrder(
            tx,
            { merchantId: world.merchants[step.merchant] as number, payerUid: world.users[step.user] as string, coin: step.coin, amount: amountOf(step.coin, step.units), orderFrom: 'scan', useReward: step.useReward },
            now,
          );
          return;
        case 'transfer': {
          const from = world.merchants[step.from] as number;
          const amount = amountOf(step.coin, step.units);
          const enough = (await availableOf(tx, from, step.coin)).greaterThanOrEqualTo(decimal(amount));
          // The form's rules first (not to oneself, at least the minimum), then the balance: refused exactly when too small.
          const to = (step.from + step.to) % 3;
          predicted =
            to === step.from || decimal(amount).lessThan(minTransfer[step.coin])
              ? ResultCode.invalidInput
              : enough
                ? null
                : ResultCode.insufficientBalance;
          await makeTransfer(tx, from, { coin_name: step.coin, receipt_merchant_id: String(world.merchants[to]), transfer_amount: amount }, now);
          return;
        }
        case 'adjust': {
          const merchant = world.merchants[step.merchant] as number;
          const amount = amountOf(step.coin, step.units);
          const enough = (await availableOf(tx, merchant, step.coin)).greaterThanOrEqualTo(decimal(amount));
          predicted = enough ? null : ResultCode.insufficientBalance;
          await payAdjustment(
            tx,
            merchant,
            { receipt_user_id: world.users[step.user] as string, coin_name: step.coin, balance_type: step.toBeConfirmed ? 'to_be_confirmed' : 'available', pay_amount: amount, remark: 'property' },
            now,
          );
          return;
        }
        case 'userWithdrawal': {
          const merchant = world.merchants[step.merchant] as number;
          const order = await requestUserWithdrawal(tx, { merchantId: merchant, uid: world.users[step.user] as string, coin: step.coin, amount: amountOf(step.coin, step.units), ...merchantPayout() }, now);
          if (order.orderStatus === 'pending') world.pending.userWithdrawals.push({ merchant, order: order.orderId });
          return;
        }
        case 'reviewUserWithdrawal': {
          const entry = take(world.pending.userWithdrawals, step.pick);
          if (!entry) return nothingPending();
          if (step.review === 'approve') await approveUserWithdrawal(tx, entry.merchant, entry.order, reviewer, now);
          else await rejectUserWithdrawal(tx, entry.merchant, entry.order, reviewer, 'property test', now);
          return;
        }
        case 'limit':
          await setReviewFreeLimit(tx, world.merchants[step.merchant] as number, step.coin, { limitAmount: amountOf(step.coin, step.units % 200_000) }, now);
          return;
        case 'usdtWithdrawal': {
          // The request carries the quote the form would show now.
          const settings = await usdtSettingsOf(tx);
          const rate = settings.rates.find((entry) => entry.coin_name === step.coin)?.withdrawal_rate ?? '1';
          const order = await requestUsdtWithdrawal(
            tx,
            world.merchants[step.merchant] as number,
            { out_abbreviation: step.coin, trade_count: step.tradeCount, network: 'TRC20', address: 'TPropertyTestPayout', rate, usdt_withdrawal_fee: settings.usdt_withdrawal_fee },
            now,
          );
          world.pending.usdtWithdrawals.push(order.order_no);
          return;
        }
        case 'reviewUsdtWithdrawal': {
          const order = take(world.pending.usdtWithdrawals, step.pick);
          if (!order) return nothingPending();
          if (step.review === 'approve') {
            const paid = await approveUsdtWithdrawal(tx, opsActor(now), order, randomBytes(32).toString('hex'));
            addExternal(paid.out_abbreviation, decimal(paid.count).minus(decimal(paid.fee)).negated());
          } else await rejectUsdtWithdrawal(tx, opsActor(now), order, 'property test');
          return;
        }
        case 'fiatWithdrawal': {
          const currency = await findMerchantCoin(tx, world.merchants[step.merchant] as number, 'CNY');
          const order = await requestFiatWithdrawal(
            tx,
            world.merchants[step.merchant] as number,
            {
              payment_method_id: world.paymentMethods[step.merchant] as number,
              out_abbreviation: 'CNY',
              trade_count: amountOf('CNY', step.units),
              rate: '1',
              currency_withdrawal_fee: currency?.withdrawalFeeRate ?? '0',
            },
            now,
          );
          world.pending.fiatWithdrawals.push(order.order_no);
          return;
        }
        case 'reviewFiatWithdrawal': {
          const order = take(world.pending.fiatWithdrawals, step.pick);
          if (!order) return nothingPending();
          if (step.review === 'approve') {
            const paid = await approveFiatWithdrawal(tx, opsActor(now), order, 'PROPERTY1');
            addExternal(paid.out_abbreviation, decimal(paid.count).minus(decimal(paid.fee)).negated());
          } else await rejectFiatWithdrawal(tx, opsActor(now), order, 'property test');
          return;
        }
      }
    });
    if (predicted) throw new Error(`${JSON.stringify(step)} succeeded but ${predicted} was predicted`);
    return outcome;
  } catch (error) {
    // Refusals a client can get; anything else (a 5xx) fails the property.
    if (!(error instanceof AppError) || ![ResultCode.insufficientBalance, ResultCode.invalidInput].includes(error.code as 4010 | 4000)) throw error;
    if (predicted !== undefined && predicted !== error.code) throw new Error(`${JSON.stringify(step)} refused with ${error.code}, ${predicted ?? 'success'} was predicted`);
    return String(error.code);
  }
}

describe('the ledger under random sequences of every money operation', () => {
  it(`conserves money, never goes negative, and its fund flow replays to every balance (${numRuns} sequences, seed ${seed})`, async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(opening, fc.array(operation, { minLength: 1, maxLength: 20 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (start, steps, decisions) => {
        const now = server.clock.now();
        const world: World = { merchants: [], users: [], paymentMethods: [], pending: { deposits: [], userWithdrawals: [], usdtWithdrawals: [], fiatWithdrawals: [] } };
        await runTransaction(server.db, async (tx) => {
          for (let index = 0; index < 3; index += 1) {
            const merchant = await quickMerchant(tx, now);
            world.merchants.push(merchant.id);
            world.paymentMethods.push(merchant.paymentMethod);
          }
        });
        for (let index = 0; index < 2; index += 1) world.users.push(await newWalletUser(server.db, now));
        // Opening balances, so that spending succeeds about as often as it is refused.
        await runTransaction(server.db, async (tx) => {
          for (const [index, code] of coinCodes.entries()) {
            for (const [position, merchantId] of world.merchants.entries()) {
              const amount = decimal(amountOf(code, start.merchants[position * coinCodes.length + index] as number));
              await applyChange(tx, {
                coin: code,
                serialNumber: await nextSerial(tx, 'OPEN', now),
                at: now,
                external: amount,
                postings: [{ owner: merchantOwner(merchantId), type: 'usdt_recharge', available: amount }],
              });
              addExternal(code, amount);
            }
            for (const [position, uid] of world.users.entries()) {
              const amount = amountOf(code, start.users[position * coinCodes.length + index] as number);
              await topUpWalletUser(tx, { uid, coin: code, amount }, now);
              addExternal(code, decimal(amount));
            }
          }
        });

        // The sequence, then a review of every order still pending, so that each request meets its review.
        for (const step of steps) {
          server.clock.advance(1000);
          const outcome = `${step.op} ${await run(world, step, server.clock.now())}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
        const reviews = [
          ...world.pending.deposits.map(() => 'reviewDeposit' as const),
          ...world.pending.userWithdrawals.map(() => 'reviewUserWithdrawal' as const),
          ...world.pending.usdtWithdrawals.map(() => 'reviewUsdtWithdrawal' as const),
          ...world.pending.fiatWithdrawals.map(() => 'reviewFiatWithdrawal' as const),
        ];
        for (const [index, op] of reviews.entries()) {
          server.clock.advance(1000);
          const outcome = `${op} ${await run(world, { op, pick: 0, review: decisions[index % decisions.length] ? 'approve' : 'reject' }, server.clock.now())}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }

        // Conserved: every coin's total is what came in minus what went out.
        const totals = await totalsByCoin(server.db);
        for (const code of new Set([...totals.keys(), ...external.keys()])) {
          expect(`${code} ${(totals.get(code) ?? zero).toFixed()}`).toBe(`${code} ${(external.get(code) ?? zero).toFixed()}`);
        }
        // Replayed: the accounts of this sequence and the platform's, from their fund-flow rows.
        const owners = [...world.merchants.map(String), ...world.users, 'platform'];
        const touched = (await server.db.select({ id: accounts.id, owner: accounts.ownerId }).from(accounts)).filter((row) => owners.includes(row.owner));
        expect(await ledgerProblems(server.db, touched.map((row) => row.id))).toEqual([]);
      }),
      { seed, numRuns, ...(path ? { path } : {}), endOnFailure: true },
    );
    if (process.env.KASSA_PROPERTY_VERBOSE) console.log([...outcomes.entries()].sort());
    // The whole ledger, every account, once more at the end.
    expect(await ledgerProblems(server.db)).toEqual([]);
    // The sequences did exercise the refusals too, not only the happy paths.
    for (const op of ['transfer', 'adjust', 'userWithdrawal', 'usdtWithdrawal', 'fiatWithdrawal', 'payOrder', 'deposit', 'reviewDeposit', 'reviewUserWithdrawal', 'reviewUsdtWithdrawal', 'reviewFiatWithdrawal']) {
      expect(outcomes.get(`${op} ok`) ?? 0, op).toBeGreaterThan(5);
    }
    expect([...outcomes.keys()].some((key) => key.endsWith(String(ResultCode.insufficientBalance)))).toBe(true);
  }, 600_000);
});
