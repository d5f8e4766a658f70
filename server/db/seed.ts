/**
 * First-start data. Every database gets what a working service needs: the four coins and the platform settings
 * (once: while it has no coin yet). Only in demo mode (config.demo) does an empty database (no merchant yet) also
 * get a demo merchant to sign in with, a second merchant to transfer to, a few wallet users with published
 * checkout sign-ins, and the demo's money made through the ledger (demoMoney.ts). Restarts keep whatever changed.
 */
import { count, eq } from 'drizzle-orm';
import { provisionMerchant } from '../account/provision';
import { setMerchantKyc } from '../account/repository';
import { verifyPassword } from '../auth/passwords';
import { findUserByUsername, totpSecretOf } from '../auth/repository';
import { findPayerByUsername, setPayerCredentials } from '../checkout/payers';
import type { SecretBox } from '../crypto/secretBox';
import { writeSetting } from '../platform/settings';
import { createWalletUser } from '../walletUsers/repository';
import { topUpWalletUser } from '../walletUsers/topUp';
import type { Executor, Transaction } from './client';
import { seedDemoMoney } from './demoMoney';
import { coins, merchants, walletUsers } from './schema';
import { runTransaction } from './transaction';

/** The documented demo sign-in (README, docs/decisions.md); the authenticator secret is random per install. */
export const demoCredentials = { username: 'demo', password: 'Kassa-demo-2025' } as const;
export const partnerCredentials = { username: 'partner', password: 'Kassa-partner-2025' } as const;

/** Decimals, fee rates (fractions) and minimums per coin. USDT's minimum withdrawal is the spec's 100. */
export const seedCoinRows: (typeof coins.$inferInsert)[] = [
  { code: 'USDT', name: 'Tether USD', coinType: 'crypto', decimals: 6, rechargeFeeRate: '0.005', withdrawalFeeRate: '0.01', transferFeeRate: '0.002', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '1', minOrderAmount: '1', sortOrder: 1 },
  { code: 'CNY', name: 'Chinese yuan', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.006', withdrawalFeeRate: '0.008', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '10', minOrderAmount: '1', sortOrder: 2 },
  { code: 'USD', name: 'US dollar', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.01', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '20', minTransfer: '1', minOrderAmount: '1', sortOrder: 3 },
  { code: 'VND', name: 'Vietnamese dong', coinType: 'fiat', decimals: 0, rechargeFeeRate: '0.008', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '500000', minTransfer: '20000', minOrderAmount: '10000', sortOrder: 4 },
];

/**
 * Wallet sign-ins at the hosted checkout (printed by npm start): alice (U10001) is ready to pay, with identity
 * authentication and a payment password done; minh (U10003) still has every step of identity authentication ahead.
 */
export const demoPayers = {
  ready: { uid: 'U10001', username: 'alice', password: 'Kassa-payer-2025', paymentPassword: '135790' },
  needsIdentity: { uid: 'U10003', username: 'minh', password: 'Kassa-payer-2025' },
} as const;

const seedWalletUsers = [
  { uid: 'U10001', nickname: 'Alice Nguyen', markets: ['USDT', 'CNY', 'USD', 'VND'] },
  { uid: 'U10002', nickname: 'Bo Chen', markets: ['USDT', 'CNY'] },
  // Only VND: shows "The user has not enabled this market" for the other coins.
  { uid: 'U10003', nickname: 'Minh Tran', markets: ['VND'] },
];

export async function seedCoins(db: Executor): Promise<void> {
  await db.insert(coins).values(seedCoinRows).onConflictDoNothing();
}

export async function seedSupportContacts(db: Executor, now: Date): Promise<void> {
  await writeSetting(
    db,
    'support_contacts',
    [
      { type: 'email', label: 'Merchant support', value: 'support@kassa.example' },
      { type: 'telegram', label: 'Telegram', value: '@kassa_support' },
    ],
    now,
  );
}

/**
 * Seeds what is missing, all or nothing: the coins and settings of a new database, and in demo mode the demo of a
 * database with no merchant. Answers whether it seeded the demo (that start prints the demo authenticator).
 * The secret box seals the demo operators' authenticator secrets.
 */
export function seedOnFirstStart(db: Executor, secretBox: SecretBox, now: Date, options: { demo: boolean }): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const [coinCount] = await tx.select({ value: count() }).from(coins);
    if ((coinCount?.value ?? 0) === 0) {
      await seedCoins(tx);
      await seedSupportContacts(tx, now);
    }
    if (!options.demo) return false;
    const [merchantCount] = await tx.select({ value: count() }).from(merchants);
    if ((merchantCount?.value ?? 0) > 0) return false;
    await seedDemoData(tx, secretBox, now);
    return true;
  });
}

async function seedDemoData(db: Transaction, secretBox: SecretBox, now: Date): Promise<void> {
  const demo = await provisionMerchant(db, secretBox, { ...demoCredentials, name: 'Demo Shop', accountType: 'agent' }, now);
  // KYC done, so the demo can create its API key and take payments; the partner has not, and shows why it cannot.
  await setMerchantKyc(db, demo.merchant.id, 'verified', now);
  // A sub-merchant of the demo agent: a transfer recipient, and a merchant the demo may read the detail of.
  const partner = await provisionMerchant(db, secretBox, { ...partnerCredentials, name: 'Partner Store', agentId: demo.merchant.id }, now);
  for (const user of seedWalletUsers) await createWalletUser(db, user, now);
  await seedDemoMoney(db, { demo: demo.merchant.id, partner: partner.merchant.id, demoUsername: demo.username }, now);
  await seedDemoPayers(db, now);
}

/**
 * The accounts that still accept a password published in this code and the README: the demo operators and the
 * demo payers, each checked against its stored hash (an account whose password was changed is not one). Outside
 * demo mode the server refuses to start while there is any, since anyone could sign in with it.
 */
export async function accountsWithPublishedPasswords(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const operator of [demoCredentials, partnerCredentials]) {
    const user = await findUserByUsername(db, operator.username);
    if (user && (await verifyPassword(user.passwordHash, operator.password))) found.push(`operator ${operator.username}`);
  }
  const { ready, needsIdentity } = demoPayers;
  for (const payer of [ready, needsIdentity]) {
    const user = await findPayerByUsername(db, payer.username);
    if (!user) continue;
    const signIn = user.passwordHash !== null && (await verifyPassword(user.passwordHash, payer.password));
    const pay = 'paymentPassword' in payer && user.paymentPasswordHash !== null && (await verifyPassword(user.paymentPasswordHash, payer.paymentPassword));
    if (signIn || pay) found.push(`payer ${payer.username}`);
  }
  return found;
}

/** The demo payers' checkout accounts, and reward points for alice so the checkout can spend them first. */
export async function seedDemoPayers(db: Transaction, now: Date): Promise<void> {
  const { ready, needsIdentity } = demoPayers;
  if (await setPayerCredentials(db, ready.uid, ready)) {
    await db
      .update(walletUsers)
      .set({
        realName: 'Alice Nguyen',
        idNumber: 'E12345678',
        phone: '13800138000',
        email: 'alice@wallet.example',
        bankCardLast4: '0366',
        bankCardLinked: true,
      })
      .where(eq(walletUsers.uid, ready.uid));
    await topUpWalletUser(db, { uid: ready.uid, coin: 'CNY', amount: '30', reward: true }, now);
    await topUpWalletUser(db, { uid: ready.uid, coin: 'USDT', amount: '5', reward: true }, now);
  }
  await setPayerCredentials(db, needsIdentity.uid, needsIdentity);
}

/** The ready demo payer, when this database has one (a data folder seeded before the checkout has none). */
export async function demoPayerExists(db: Executor): Promise<boolean> {
  return (await findPayerByUsername(db, demoPayers.ready.username)) !== undefined;
}

/** The demo operator's authenticator secret (base32), opened from its sealed form (printed by npm start). */
export async function demoTotpSecret(db: Executor, secretBox: SecretBox): Promise<string | null> {
  const user = await findUserByUsername(db, demoCredentials.username);
  return user ? totpSecretOf(secretBox, user) : null;
}
