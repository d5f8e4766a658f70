/**
 * Ledger helpers for tests: money for a merchant, wallet users, and the checks every money test ends
 * with: no negative balance, and replaying the fund-flow rows from zero gives every balance.
 */
import { randomBytes } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, fundFlows } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { applyChange, merchantOwner, type Balances } from '../ledger/ledger';
import { decimal, zero, type Decimal } from '../ledger/money';
import { nextSerial } from '../ledger/serials';
import { createWalletUser } from '../walletUsers/repository';
import { topUpWalletUser } from '../walletUsers/topUp';

/** Money from outside for a merchant, booked as an approved USDT recharge would be (no order: tests only). */
export async function creditMerchant(db: Database, merchantId: number, coin: string, amount: string, at: Date): Promise<void> {
  await runTransaction(db, async (tx) => {
    await applyChange(tx, {
      coin,
      serialNumber: await nextSerial(tx, 'TEST', at),
      at,
      external: decimal(amount),
      postings: [{ owner: merchantOwner(merchantId), type: 'usdt_recharge', available: decimal(amount) }],
    });
  });
}

/** A new wallet user with a unique UID and the given markets (all four by default). */
export async function newWalletUser(db: Database, at: Date, markets: string[] = ['USDT', 'CNY', 'USD', 'VND']): Promise<string> {
  const uid = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  await createWalletUser(db, { uid, nickname: `Tester ${uid}`, markets }, at);
  return uid;
}

/** A payout the merchant's server asks for, with a payout id of its own: the details `requestUserWithdrawal` takes. */
export function merchantPayout(): { source: 'merchant_api'; payout: { merchantPayoutNo: string; requestHash: string } } {
  const merchantPayoutNo = `TP-${randomBytes(6).toString('hex')}`;
  return { source: 'merchant_api', payout: { merchantPayoutNo, requestHash: merchantPayoutNo } };
}

export async function topUpUser(db: Database, uid: string, coin: string, amount: string, at: Date, reward = false): Promise<void> {
  await runTransaction(db, (tx) => topUpWalletUser(tx, { uid, coin, amount, reward }, at));
}

const names = ['available', 'frozen', 'reward', 'toBeConfirmed'] as const;
const columns = {
  available: ['availableBefore', 'availableAfter'],
  frozen: ['frozenBefore', 'frozenAfter'],
  reward: ['rewardBefore', 'rewardAfter'],
  toBeConfirmed: ['toBeConfirmedBefore', 'toBeConfirmedAfter'],
} as const;

/**
 * Replays every fund-flow row from zero, account by account, in the order they were written. Answers
 * what does not add up: a row whose "before" is not the previous row's "after", a balance that is not
 * the last row's "after", a negative figure anywhere. Empty means the ledger explains every balance.
 */
export async function ledgerProblems(db: Database, onlyAccounts?: number[]): Promise<string[]> {
  const problems: string[] = [];
  const running = new Map<number, Balances>();
  const flows = await db
    .select()
    .from(fundFlows)
    .where(onlyAccounts ? inArray(fundFlows.accountId, onlyAccounts) : undefined)
    .orderBy(asc(fundFlows.id));
  for (const flow of flows) {
    const current = running.get(flow.accountId) ?? { available: zero, frozen: zero, reward: zero, toBeConfirmed: zero };
    const next = { ...current };
    for (const name of names) {
      const [beforeColumn, afterColumn] = columns[name];
      const before = decimal(flow[beforeColumn]);
      const after = decimal(flow[afterColumn]);
      if (!before.equals(current[name])) problems.push(`flow ${flow.id}: ${name} before ${before.toFixed()} but replay has ${current[name].toFixed()}`);
      if (after.isNegative()) problems.push(`flow ${flow.id}: ${name} after is negative`);
      next[name] = after;
    }
    running.set(flow.accountId, next);
  }
  for (const account of await db.select().from(accounts).where(onlyAccounts ? inArray(accounts.id, onlyAccounts) : undefined)) {
    const replayed = running.get(account.id) ?? { available: zero, frozen: zero, reward: zero, toBeConfirmed: zero };
    for (const name of names) {
      const stored = decimal(account[name]);
      if (stored.isNegative()) problems.push(`account ${account.id}: ${name} is negative`);
      if (!stored.equals(replayed[name])) {
        problems.push(`account ${account.id} (${account.ownerKind} ${account.ownerId} ${account.coinCode}): ${name} is ${stored.toFixed()} but the fund flow gives ${replayed[name].toFixed()}`);
      }
    }
  }
  return problems;
}

/** Sum of a list of decimal strings. */
export function sumOf(values: (string | Decimal)[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(decimal(value)), zero);
}
