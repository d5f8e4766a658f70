/**
 * Wallet users as payers, at the checkout and in their wallet: their sign-in name, identity steps, and the checkout's
 * view of them with the balance in an order's coin (the contract's PayerProfile).
 */
import { and, eq, isNotNull, isNull, not, like } from 'drizzle-orm';
import type { ResponseOf } from '../../openapi/endpoints';
import { hashPassword } from '../auth/passwords';
import { findCoin } from '../coins/repository';
import { sealedLikePattern, type SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { walletUsers } from '../db/schema';
import { balancesOf, emptyBalances, walletUserOwner } from '../ledger/ledger';
import { formatMoney } from '../ledger/money';
import { activePasskeysOf } from '../passkeys/repository';
import { hasEnabledMarket, type WalletUser } from '../walletUsers/repository';

/** Payer sign-in is case-insensitive: usernames are stored and compared lower-case, trimmed. */
export const normalizePayerUsername = (username: string) => username.trim().toLowerCase();

export async function findPayerByUsername(db: Executor, username: string): Promise<WalletUser | undefined> {
  const [row] = await db.select().from(walletUsers).where(eq(walletUsers.username, normalizePayerUsername(username)));
  return row;
}

export async function findPayer(db: Executor, uid: string): Promise<WalletUser> {
  const [row] = await db.select().from(walletUsers).where(eq(walletUsers.uid, uid));
  if (!row) throw new Error(`wallet user ${uid} of a payer session vanished`);
  return row;
}

/** Which identity steps are done (the payment password is the last step). */
export function identityOf(user: WalletUser) {
  return {
    real_name: user.realName !== null,
    id_number: user.idNumber !== null,
    phone: user.phone !== null,
    email: user.email !== null,
    bank_card: user.bankCardLinked,
    payment_password: user.paymentPasswordHash !== null,
  };
}

/** Every identity step before the payment password is done. */
export function identityComplete(user: WalletUser): boolean {
  const { payment_password: _paymentPassword, ...steps } = identityOf(user);
  return Object.values(steps).every(Boolean);
}

/** Every step, the payment password included: the payer may pay. */
export const isReady = (user: WalletUser) => Object.values(identityOf(user)).every(Boolean);

/** The payment lock in force at `now`, if any. */
export function paymentLockOf(user: WalletUser, now: Date): Date | null {
  return user.paymentLockedUntil && user.paymentLockedUntil.getTime() > now.getTime() ? user.paymentLockedUntil : null;
}

/** The contract's PayerProfile, with the balances in the order's coin. */
export async function payerProfile(db: Executor, user: WalletUser, coinCode: string, now: Date): Promise<ResponseOf<'checkoutPayer'>> {
  const coin = await findCoin(db, coinCode);
  if (!coin) throw new Error(`coin ${coinCode} vanished`);
  const balances = (await balancesOf(db, walletUserOwner(user.uid), [coin.code])).get(coin.code) ?? emptyBalances;
  return {
    username: user.username ?? user.uid,
    nickname: user.nickname,
    identity: identityOf(user),
    ready: isReady(user),
    market_enabled: await hasEnabledMarket(db, user.uid, coin.code),
    balance: {
      coin_name: coin.code,
      available: formatMoney(balances.available, coin.decimals),
      reward: formatMoney(balances.reward, coin.decimals),
    },
    payment_locked_until: paymentLockOf(user, now)?.toISOString() ?? null,
    passkey: (await activePasskeysOf(db, { kind: 'payer', id: user.uid })).length > 0,
  };
}

export interface PayerCredentials {
  username: string;
  password: string;
  /** Set as well when given (a ready payer). */
  paymentPassword?: string;
}

/**
 * Gives a wallet user checkout credentials (the seed and tests): argon2id hashes of the password and the payment
 * password. Answers false when the user does not exist or already has a username.
 */
export async function setPayerCredentials(db: Executor, uid: string, credentials: PayerCredentials): Promise<boolean> {
  const [row] = await db
    .update(walletUsers)
    .set({
      username: normalizePayerUsername(credentials.username),
      passwordHash: await hashPassword(credentials.password),
      paymentPasswordHash: credentials.paymentPassword === undefined ? null : await hashPassword(credentials.paymentPassword),
    })
    .where(and(eq(walletUsers.uid, uid), isNull(walletUsers.username)))
    .returning({ uid: walletUsers.uid });
  return row !== undefined;
}

/**
 * The payer's ID number is stored sealed under the server key (server/crypto/secretBox.ts): a copy of the database
 * alone does not give away who the payers are. This purpose is bound in, so no other sealed column's value passes
 * for it.
 */
export const payerIdNumberPurpose = 'wallet_user.id_number';

/** The payer's ID number, opened; null while the identity step is not done. */
export function payerIdNumberOf(box: SecretBox, user: Pick<WalletUser, 'idNumber'>): string | null {
  return user.idNumber === null ? null : box.open(user.idNumber, payerIdNumberPurpose);
}

export interface PayerIdentity {
  realName: string;
  idNumber: string;
  phone: string;
  email: string;
  /** The whole card number; only its last 4 digits are stored. */
  bankCard: string;
}

/** Stores the identity steps (after the phone's code was checked): the ID number sealed, the bank card as its last 4 digits only. */
export async function storeIdentity(db: Executor, box: SecretBox, uid: string, identity: PayerIdentity): Promise<void> {
  await db
    .update(walletUsers)
    .set({
      realName: identity.realName,
      idNumber: box.seal(identity.idNumber, payerIdNumberPurpose),
      phone: identity.phone,
      email: identity.email,
      bankCardLast4: identity.bankCard.slice(-4),
      bankCardLinked: true,
    })
    .where(eq(walletUsers.uid, uid));
}

/** A phone proven with its code (the wallet's sign-up and phone step). */
export async function storePhone(db: Executor, uid: string, phone: string): Promise<void> {
  await db.update(walletUsers).set({ phone }).where(eq(walletUsers.uid, uid));
}

/** The wallet's identity verification step: real name, ID number (sealed) and email. */
export async function storePersonalIdentity(db: Executor, box: SecretBox, uid: string, identity: { realName: string; idNumber: string; email: string }): Promise<void> {
  await db
    .update(walletUsers)
    .set({ realName: identity.realName, idNumber: box.seal(identity.idNumber, payerIdNumberPurpose), email: identity.email })
    .where(eq(walletUsers.uid, uid));
}

/**
 * Seals the payers' ID numbers still stored in plain text (databases from before they were sealed), once, at start.
 * An ID number is digits and letters only, so a plain one never looks sealed. Idempotent: a sealed value is left
 * alone, and a row is rewritten only while it holds the plain value read, so two servers starting at once seal it
 * once. Answers how many it sealed.
 */
export async function sealPlainPayerIdNumbers(db: Executor, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ uid: walletUsers.uid, idNumber: walletUsers.idNumber })
    .from(walletUsers)
    .where(and(isNotNull(walletUsers.idNumber), not(like(walletUsers.idNumber, sealedLikePattern))));
  let sealed = 0;
  for (const { uid, idNumber } of rows) {
    if (idNumber === null) continue;
    const updated = await db
      .update(walletUsers)
      .set({ idNumber: box.seal(idNumber, payerIdNumberPurpose) })
      .where(and(eq(walletUsers.uid, uid), eq(walletUsers.idNumber, idNumber)))
      .returning({ uid: walletUsers.uid });
    sealed += updated.length;
  }
  return sealed;
}

/** Links a bank card: its last 4 digits only. */
export async function storeBankCard(db: Executor, uid: string, bankCard: string): Promise<void> {
  await db.update(walletUsers).set({ bankCardLast4: bankCard.slice(-4), bankCardLinked: true }).where(eq(walletUsers.uid, uid));
}
