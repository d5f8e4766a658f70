/**
 * THE ledger: the only code that changes a balance. `applyChange` runs one change inside the caller's
 * transaction:
 *   1. checks the change: one posting per account, amounts exact to the coin's decimals, and money
 *      conserved (the postings sum to the money entering or leaving the platform, zero when internal);
 *   2. locks the touched accounts, always in account-id order (SELECT … FOR UPDATE), so two changes
 *      never wait on each other in a circle (or takes them as the caller locked them with this module's
 *      `lockedAccountsColumn` in a read of its own, which saves a round trip);
 *   3. checks the balances (not enough available: 4010, nothing written) and, for a change that settles a payment, a
 *      transfer or a withdrawal, that its receiving party gets more than zero (4000 on the amount, nothing written);
 *   4. writes the new balances and one fund-flow row per account with the figures before and after.
 * The database refuses a negative balance as well (CHECK constraints): a bug here fails, it cannot lose money.
 * The balances and the fund-flow rows are written with the transaction's trailing writes (db/trailingWrites.ts),
 * one statement just before the commit, while the accounts stay locked; until then the transaction's new balances
 * are kept here (`keepUnwritten`), and a later change or `balancesOf` in the same transaction starts from them.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import type { TransactionType } from '../../openapi/entities';
import type { Executor, Transaction } from '../db/client';
import { merchantDataChanged } from '../db/merchantData';
import { accounts, coins, fundFlows, platformOwnerId, type OwnerKind } from '../db/schema';
import { prebuilt } from '../db/prebuilt';
import { insertAtEnd, keptOn, keptUntilSent, prebuiltWrite, writeAtEnd, writesAtEnd } from '../db/trailingWrites';
import { AppError, invalidInput } from '../errors';
import { decimal, formatMoney, zero, type Decimal } from './money';

/** What moved a balance: the merchant-facing types of the contract, and `top_up` (a wallet user's money from outside). */
export type LedgerTransactionType = z.infer<typeof TransactionType> | 'top_up';

export type Owner = { kind: 'merchant'; merchantId: number } | { kind: 'wallet_user'; uid: string } | { kind: 'platform'; feeStripe?: number };

export const merchantOwner = (merchantId: number): Owner => ({ kind: 'merchant', merchantId });
export const walletUserOwner = (uid: string): Owner => ({ kind: 'wallet_user', uid });
/** The platform's account of a coin: where fees go, so that money is conserved. */
export const platformOwner: Owner = { kind: 'platform' };

/**
 * How many accounts per coin the platform's transfer fees are spread over. Every transfer locks the account its
 * fee goes to; with one account, every transfer of the platform would wait for the one before (a hot row).
 * The platform's fee income of a coin is the sum of its platform accounts (`platformBalances`).
 */
export const platformFeeStripes = 16;

/** One of the platform's fee accounts, picked at random: concurrent transfers rarely lock the same one. */
export function platformFeeOwner(): Owner {
  return { kind: 'platform', feeStripe: 1 + Math.floor(Math.random() * platformFeeStripes) };
}

function ownerKey(owner: Owner): { kind: OwnerKind; id: string } {
  switch (owner.kind) {
    case 'merchant':
      return { kind: 'merchant', id: String(owner.merchantId) };
    case 'wallet_user':
      return { kind: 'wallet_user', id: owner.uid };
    case 'platform':
      return { kind: 'platform', id: owner.feeStripe ? `${platformOwnerId}:fees:${owner.feeStripe}` : platformOwnerId };
  }
}

export interface Balances {
  available: Decimal;
  frozen: Decimal;
  reward: Decimal;
  toBeConfirmed: Decimal;
}

const balanceNames = ['available', 'frozen', 'reward', 'toBeConfirmed'] as const;

/** One account's part of a change: signed deltas of its balances. */
export interface Posting {
  owner: Owner;
  type: LedgerTransactionType;
  available?: Decimal;
  frozen?: Decimal;
  reward?: Decimal;
  toBeConfirmed?: Decimal;
  /** A debit taken from reward points first, then from available (spec §9: reward points are deducted first). */
  spendRewardFirst?: Decimal;
  /** The fee of this movement, shown in the fund flow (the deltas already include it). */
  charge?: Decimal;
}

export interface LedgerChange {
  /** Every posting is in this coin: no flow of ours converts inside one change. */
  coin: string;
  /** The serial or order number of the business record, written on every fund-flow row. */
  serialNumber: string;
  at: Date;
  postings: Posting[];
  /** Money entering (+) or leaving (−) the platform: a USDT deposit, a payout. Absent: an internal move. */
  external?: Decimal;
  /** The coin's decimals when the caller has already read the coin (saves a read); otherwise read here. */
  decimals?: number;
  /**
   * The accounts the caller has locked in this transaction with `lockedAccountsColumn` (saves the lock's round trip).
   * An account missing from them (one not created yet) is created and locked here, as without them.
   */
  locked?: LockedAccount[] | null | undefined;
  /**
   * The movement settles a payment, a transfer or a withdrawal: what its receiving party gets must be more than zero,
   * or the change is refused (4000 on `field`, the request's amount, nothing written). `to` is that party's posting
   * (a transfer's recipient, a paid order's merchant, a withdrawal's payee), or `outside` for a payout that leaves the
   * platform (what leaves: −external). Fees greater than the amount, or rounded up to it, never reach a balance.
   */
  settlement?: { to: Owner | 'outside'; field: string };
}

export interface AppliedPosting {
  owner: Owner;
  accountId: number;
  type: LedgerTransactionType;
  before: Balances;
  after: Balances;
  transactionNumber: Decimal;
  charge: Decimal;
}

const totalOf = (balances: Balances) => balances.available.plus(balances.frozen).plus(balances.reward).plus(balances.toBeConfirmed);

/**
 * The signed amount shown for a movement: always the change of the account's total, so the amounts of any
 * set of rows add up to what entered or left the account. A movement inside the account (a freeze, a rejected
 * withdrawal's return) is 0; its before and after figures show the move between available and frozen.
 */
function transactionNumberOf(before: Balances, after: Balances): Decimal {
  return totalOf(after).minus(totalOf(before));
}

function invariantBroken(message: string): never {
  // A programming error, never a client's: the transaction rolls back and the answer is a 500.
  throw new Error(`ledger: ${message}`);
}

function checkChange(change: LedgerChange, decimals: number) {
  const seen = new Set<string>();
  let sum = zero;
  for (const posting of change.postings) {
    const key = ownerKey(posting.owner);
    const name = `${key.kind}:${key.id}`;
    if (seen.has(name)) invariantBroken(`two postings for ${name} in ${change.serialNumber}`);
    seen.add(name);
    for (const amount of [...balanceNames.map((balance) => posting[balance]), posting.spendRewardFirst, posting.charge]) {
      if (amount && amount.decimalPlaces() > decimals) invariantBroken(`${amount.toFixed()} has more than ${decimals} decimals (${change.coin})`);
    }
    if (posting.spendRewardFirst?.isNegative()) invariantBroken('spendRewardFirst is a debit amount, not negative');
    for (const balance of balanceNames) sum = sum.plus(posting[balance] ?? zero);
    sum = sum.minus(posting.spendRewardFirst ?? zero);
  }
  const external = change.external ?? zero;
  if (!sum.equals(external)) invariantBroken(`${change.serialNumber} moves ${sum.toFixed()} ${change.coin} but declares ${external.toFixed()} from outside`);
}

/** What a posting adds to its account's total. */
function creditOf(posting: Posting): Decimal {
  let credit = zero;
  for (const balance of balanceNames) credit = credit.plus(posting[balance] ?? zero);
  return credit.minus(posting.spendRewardFirst ?? zero);
}

/** What the change's settlement (LedgerChange.settlement) delivers to its receiving party; null when it declares none. */
function settlementOf(change: LedgerChange): Decimal | null {
  const { settlement } = change;
  if (!settlement) return null;
  if (settlement.to === 'outside') return (change.external ?? zero).negated();
  const key = ownerKey(settlement.to);
  const posting = change.postings.find((candidate) => {
    const other = ownerKey(candidate.owner);
    return other.kind === key.kind && other.id === key.id;
  });
  if (!posting) invariantBroken(`${change.serialNumber} settles to ${key.kind}:${key.id}, which it does not post to`);
  return creditOf(posting);
}

async function decimalsOf(tx: Transaction, change: LedgerChange): Promise<number> {
  if (change.decimals !== undefined) return change.decimals;
  const [coin] = await tx.select({ decimals: coins.decimals }).from(coins).where(eq(coins.code, change.coin));
  if (!coin) invariantBroken(`unknown coin ${change.coin}`);
  return coin.decimals;
}

/**
 * Refuses a change whose settlement would deliver nothing or take money from its receiving party: 4000 on the
 * settlement's field, before anything is locked or written. applyChange runs it on every change; a request that only
 * freezes (a withdrawal) runs it on the change its approval will make, so it is refused when it is asked, not later.
 */
export async function checkSettlement(tx: Transaction, change: LedgerChange): Promise<void> {
  const settlement = settlementOf(change);
  if (settlement === null || settlement.greaterThan(0)) return;
  const decimals = await decimalsOf(tx, change);
  throw invalidInput(change.settlement?.field ?? 'amount', 'kassa.server.settlementNotPositive', { settlement: formatMoney(settlement, decimals), coin: change.coin });
}

function balancesOfRow(row: Pick<LockedAccount, 'available' | 'frozen' | 'reward' | 'toBeConfirmed'>): Balances {
  return {
    available: decimal(row.available),
    frozen: decimal(row.frozen),
    reward: decimal(row.reward),
    toBeConfirmed: decimal(row.toBeConfirmed),
  };
}

/** An account as its lock reads it: what a change needs of it. */
export interface LockedAccount {
  id: number;
  ownerKind: OwnerKind;
  ownerId: string;
  coinCode: string;
  available: string;
  frozen: string;
  reward: string;
  toBeConfirmed: string;
}

/** The accounts of `count` owners in one coin, by the placeholders of `lockValues`. */
function ownersInCoin(count: number) {
  const owners = Array.from({ length: count }, (_, index) =>
    and(eq(accounts.ownerKind, sql.placeholder(`accountKind${index}`)), eq(accounts.ownerId, sql.placeholder(`accountId${index}`))),
  );
  return and(eq(accounts.coinCode, sql.placeholder('accountCoin')), or(...owners));
}

/** The values of the placeholders of `ownersInCoin` (and so of `lockedAccountsColumn`) for these owners in `coin`. */
export function lockValues(coin: string, owners: Owner[]): Record<string, string> {
  const values: Record<string, string> = { accountCoin: coin };
  for (const [index, owner] of owners.entries()) {
    const key = ownerKey(owner);
    values[`accountKind${index}`] = key.kind;
    values[`accountId${index}`] = key.id;
  }
  return values;
}

/**
 * The accounts of `count` owners in one coin, locked in id order (PostgreSQL locks the rows as the sorted result is
 * read). Every change runs one, so it is prebuilt (server/db/prebuilt.ts), one statement per number of owners.
 */
const lockStatements = new Map<number, ReturnType<typeof buildLockStatement>>();

function buildLockStatement(count: number) {
  return prebuilt(`ledger_lock_${count}`, (db) => db.select().from(accounts).where(ownersInCoin(count)).orderBy(asc(accounts.id)).for('update'));
}

function lockStatement(count: number) {
  let statement = lockStatements.get(count);
  if (!statement) lockStatements.set(count, (statement = buildLockStatement(count)));
  return statement;
}

/**
 * The same lock as a column of a caller's own prebuilt read, its values from `lockValues`: the caller passes what it
 * answers as `LedgerChange.locked` and the change needs no round trip of its own to lock (a transfer reads its
 * checks and locks its accounts in one statement). Null when none of the accounts exists yet.
 */
export function lockedAccountsColumn(count: number) {
  return sql<LockedAccount[] | null>`(select json_agg(json_build_object('id', locked.id, 'ownerKind', locked.owner_kind, 'ownerId', locked.owner_id,
    'coinCode', locked.coin_code, 'available', locked.available::text, 'frozen', locked.frozen::text, 'reward', locked.reward::text,
    'toBeConfirmed', locked.to_be_confirmed::text)) from (select * from ${accounts} where ${ownersInCoin(count)} order by ${accounts.id} for update) locked)`;
}

/** Applies one change in the caller's transaction; throws 4010 (nothing written) when an available balance is too small. */
export async function applyChange(tx: Transaction, change: LedgerChange): Promise<AppliedPosting[]> {
  if (change.postings.length === 0) invariantBroken(`${change.serialNumber} has no postings`);
  const coin = { decimals: await decimalsOf(tx, change) };
  checkChange(change, coin.decimals);
  await checkSettlement(tx, { ...change, decimals: coin.decimals });

  const keys = change.postings.map((posting) => ownerKey(posting.owner));
  const lockAccounts = () => lockStatement(keys.length)(tx, lockValues(change.coin, change.postings.map((posting) => posting.owner)));
  const lockedRowOf = (rows: LockedAccount[], key: { kind: OwnerKind; id: string }) =>
    rows.find((row) => row.ownerKind === key.kind && row.ownerId === key.id && row.coinCode === change.coin);
  let locked = change.locked ?? (await lockAccounts());
  if (keys.some((key) => !lockedRowOf(locked, key))) {
    // Accounts come to exist on first use; sorted, so concurrent first uses insert in one order.
    const newRows = [...keys]
      .sort((a, b) => compareText(`${a.kind}:${a.id}`, `${b.kind}:${b.id}`))
      .map((key) => ({ ownerKind: key.kind, ownerId: key.id, coinCode: change.coin, createdAt: change.at, updatedAt: change.at }));
    await tx.insert(accounts).values(newRows).onConflictDoNothing();
    locked = await lockAccounts();
  }

  const unwritten = keptOn<Unwritten>(tx, unwrittenKey);
  const applied: AppliedPosting[] = change.postings.map((posting, index) => {
    const key = keys[index] as { kind: OwnerKind; id: string };
    const row = lockedRowOf(locked, key);
    if (!row) invariantBroken(`account ${key.kind}:${key.id} ${change.coin} vanished`);
    const before = unwritten?.get(row.id)?.balances ?? balancesOfRow(row);
    const after: Balances = { ...before };
    for (const balance of balanceNames) after[balance] = before[balance].plus(posting[balance] ?? zero);
    if (posting.spendRewardFirst) {
      const fromReward = minOf(posting.spendRewardFirst, after.reward);
      after.reward = after.reward.minus(fromReward);
      after.available = after.available.minus(posting.spendRewardFirst.minus(fromReward));
    }
    if (after.available.isNegative()) {
      throw new AppError(ResultCode.insufficientBalance, 'kassa.server.insufficientBalance', {
        coin: change.coin,
        available: formatMoney(before.available, coin.decimals),
      });
    }
    for (const balance of balanceNames) {
      if (after[balance].isNegative()) invariantBroken(`${balance} of ${key.kind}:${key.id} would be ${after[balance].toFixed()}`);
    }
    return {
      owner: posting.owner,
      accountId: row.id,
      type: posting.type,
      before,
      after,
      transactionNumber: transactionNumberOf(before, after),
      charge: posting.charge ?? zero,
    };
  });

  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const written = new Map(applied.map((posting) => [posting.accountId, { balances: posting.after, decimals: coin.decimals, at: change.at }]));
  if (writesAtEnd(tx)) keepUnwritten(tx, written);
  else await writeAtEnd(tx, writeBalances(tx, balancesValues(written)));
  // The fund-flow rows go with the transaction's last writes: nothing reads them inside the change.
  await insertAtEnd(
    tx,
    fundFlows,
    applied.map((posting) => ({
      accountId: posting.accountId,
      merchantId: posting.owner.kind === 'merchant' ? posting.owner.merchantId : null,
      coinCode: change.coin,
      serialNumber: change.serialNumber,
      transactionType: posting.type,
      transactionNumber: money(posting.transactionNumber),
      charge: money(posting.charge),
      availableBefore: money(posting.before.available),
      availableAfter: money(posting.after.available),
      frozenBefore: money(posting.before.frozen),
      frozenAfter: money(posting.after.frozen),
      rewardBefore: money(posting.before.reward),
      rewardAfter: money(posting.after.reward),
      toBeConfirmedBefore: money(posting.before.toBeConfirmed),
      toBeConfirmedAfter: money(posting.after.toBeConfirmed),
      createdAt: change.at,
    })),
  );
  // Answers read from these merchants' fund flows (the list) are stale from the commit on.
  await merchantDataChanged(
    tx,
    applied.flatMap((posting) => (posting.owner.kind === 'merchant' ? [posting.owner.merchantId] : [])),
  );
  return applied;
}

interface UnwrittenBalance {
  balances: Balances;
  decimals: number;
  at: Date;
}

/** The new balances of a transaction's changes by account id, not yet written. */
type Unwritten = Map<number, UnwrittenBalance>;
const unwrittenKey = {};

/**
 * Keeps the new balances of a change of `tx` (by account id) until its trailing writes, which write them all with one
 * UPDATE: the map is read when they are sent, so it holds each account's last balance. Only a change that passed its
 * checks gets here, so the UPDATE always has a row.
 */
function keepUnwritten(tx: Transaction, balances: Unwritten) {
  const unwritten = keptUntilSent<Unwritten>(tx, unwrittenKey, () => {
    const state: Unwritten = new Map();
    return { state, write: writeBalances(tx, () => balancesValues(state)) };
  });
  for (const [accountId, balance] of balances) unwritten?.set(accountId, balance);
}

/** Every account of `balances` set to its new balances, in one statement (prebuilt: every change sends it). */
const writeBalances = prebuiltWrite<{ balances: string }>(
  () => sql`update ${accounts} set available = v.available, frozen = v.frozen, reward = v.reward, to_be_confirmed = v.to_be_confirmed, updated_at = v.updated_at
    from json_to_recordset(${sql.placeholder('balances')}::json) as v(id int, available numeric, frozen numeric, reward numeric, to_be_confirmed numeric, updated_at timestamptz)
    where ${accounts.id} = v.id`,
);

function balancesValues(balances: Map<number, UnwrittenBalance>): { balances: string } {
  const rows = [...balances].map(([id, { balances: after, decimals, at }]) => {
    const money = (value: Decimal) => formatMoney(value, decimals);
    const { available, frozen, reward, toBeConfirmed } = after;
    return { id, available: money(available), frozen: money(frozen), reward: money(reward), to_be_confirmed: money(toBeConfirmed), updated_at: at.toISOString() };
  });
  return { balances: JSON.stringify(rows) };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function minOf(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** The balances of one owner in the given coins (or all its coins), without locking: for display. */
export async function balancesOf(db: Executor, owner: Owner, coinCodes?: string[]): Promise<Map<string, Balances>> {
  const key = ownerKey(owner);
  const conditions = [eq(accounts.ownerKind, key.kind), eq(accounts.ownerId, key.id)];
  if (coinCodes) {
    if (coinCodes.length === 0) return new Map();
    conditions.push(inArray(accounts.coinCode, coinCodes));
  }
  const rows = await db.select().from(accounts).where(and(...conditions));
  // Inside a transaction that changed them, its own new balances.
  const unwritten = keptOn<Unwritten>(db, unwrittenKey);
  return new Map(rows.map((row) => [row.coinCode, unwritten?.get(row.id)?.balances ?? balancesOfRow(row)]));
}

export const emptyBalances: Balances = { available: zero, frozen: zero, reward: zero, toBeConfirmed: zero };

/** Sum of every balance of every account per coin: what the conservation checks compare. */
export async function totalsByCoin(db: Executor): Promise<Map<string, Decimal>> {
  const rows = await db
    .select({
      coin: accounts.coinCode,
      total: sql<string>`sum(${accounts.available} + ${accounts.frozen} + ${accounts.reward} + ${accounts.toBeConfirmed})`,
    })
    .from(accounts)
    .groupBy(accounts.coinCode);
  return new Map(rows.map((row) => [row.coin, decimal(row.total ?? '0')]));
}
