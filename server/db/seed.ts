/**
 * First-start data: the four coins, platform settings, a demo merchant to sign in with, a second
 * merchant to transfer to, a few wallet users, and the demo's money made through the ledger
 * (demoMoney.ts). Runs only on an empty database (no merchant yet), so restarts keep whatever changed since.
 */
import { count } from 'drizzle-orm';
import { provisionMerchant } from '../account/provision';
import { setMerchantKyc } from '../account/repository';
import { findUserByUsername, totpSecretOf } from '../auth/repository';
import type { SecretBox } from '../crypto/secretBox';
import { writeSetting } from '../platform/settings';
import { createWalletUser } from '../walletUsers/repository';
import type { Executor, Transaction } from './client';
import { seedDemoMoney } from './demoMoney';
import { coins, merchants } from './schema';
import { runTransaction } from './transaction';

/** The documented demo sign-in (README, docs/decisions.md); the authenticator secret is random per install. */
export const demoCredentials = { username: 'demo', password: 'Kassa-demo-2025' } as const;
export const partnerCredentials = { username: 'partner', password: 'Kassa-partner-2025' } as const;

/** Decimals, fee rates (fractions) and minimums per coin. USDT's minimum withdrawal is the spec's 100. */
export const seedCoinRows: (typeof coins.$inferInsert)[] = [
  { code: 'USDT', name: 'Tether USD', coinType: 'crypto', decimals: 6, rechargeFeeRate: '0.005', withdrawalFeeRate: '0.01', transferFeeRate: '0.002', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '1', sortOrder: 1 },
  { code: 'CNY', name: 'Chinese yuan', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.006', withdrawalFeeRate: '0.008', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '10', sortOrder: 2 },
  { code: 'USD', name: 'US dollar', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.01', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '20', minTransfer: '1', sortOrder: 3 },
  { code: 'VND', name: 'Vietnamese dong', coinType: 'fiat', decimals: 0, rechargeFeeRate: '0.008', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '500000', minTransfer: '20000', sortOrder: 4 },
];

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
 * Seeds an empty database, all or nothing; does nothing once any merchant exists. The secret box seals
 * the operators' authenticator secrets.
 */
export function seedOnFirstStart(db: Executor, secretBox: SecretBox, now: Date): Promise<void> {
  return runTransaction(db, async (tx) => {
    const [merchantCount] = await tx.select({ value: count() }).from(merchants);
    if ((merchantCount?.value ?? 0) > 0) return;
    await seedDemoData(tx, secretBox, now);
  });
}

async function seedDemoData(db: Transaction, secretBox: SecretBox, now: Date): Promise<void> {
  await seedCoins(db);
  await seedSupportContacts(db, now);
  const demo = await provisionMerchant(db, secretBox, { ...demoCredentials, name: 'Demo Shop', accountType: 'agent' }, now);
  // KYC done, so the demo can create its API key and take payments; the partner has not, and shows why it cannot.
  await setMerchantKyc(db, demo.merchant.id, 'verified', now);
  // A sub-merchant of the demo agent: a transfer recipient, and a merchant the demo may read the detail of.
  const partner = await provisionMerchant(db, secretBox, { ...partnerCredentials, name: 'Partner Store', agentId: demo.merchant.id }, now);
  for (const user of seedWalletUsers) await createWalletUser(db, user, now);
  await seedDemoMoney(db, { demo: demo.merchant.id, partner: partner.merchant.id, demoUsername: demo.username }, now);
}

/** The demo operator's authenticator secret (base32), opened from its sealed form (printed by npm start). */
export async function demoTotpSecret(db: Executor, secretBox: SecretBox): Promise<string | null> {
  const user = await findUserByUsername(db, demoCredentials.username);
  return user ? totpSecretOf(secretBox, user) : null;
}
