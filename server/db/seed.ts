/**
 * What every new database gets, demo or not: the four coins and the support contacts. Plain rows, so the database
 * layer needs no domain code for them; the demo (server/demo/) is seeded above the domains, through their functions.
 */
import { count } from 'drizzle-orm';
import type { Executor } from './client';
import { coins, platformSettings } from './schema';

/** Decimals, fee rates (fractions) and minimums per coin. USDT's minimum withdrawal is the spec's 100. */
const coinRows: (typeof coins.$inferInsert)[] = [
  { code: 'USDT', name: 'Tether USD', coinType: 'crypto', decimals: 6, rechargeFeeRate: '0.005', withdrawalFeeRate: '0.01', transferFeeRate: '0.002', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '1', minOrderAmount: '1', sortOrder: 1 },
  { code: 'CNY', name: 'Chinese yuan', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.006', withdrawalFeeRate: '0.008', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '100', minTransfer: '10', minOrderAmount: '1', sortOrder: 2 },
  { code: 'USD', name: 'US dollar', coinType: 'fiat', decimals: 2, rechargeFeeRate: '0.01', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '20', minTransfer: '1', minOrderAmount: '1', sortOrder: 3 },
  { code: 'VND', name: 'Vietnamese dong', coinType: 'fiat', decimals: 0, rechargeFeeRate: '0.008', withdrawalFeeRate: '0.01', transferFeeRate: '0.003', internalFeeRate: '0.001', minWithdrawal: '500000', minTransfer: '20000', minOrderAmount: '10000', sortOrder: 4 },
];

/** The help center's contacts (the `support_contacts` setting of server/platform/settings.ts), until staff change them. */
const supportContacts = [
  { type: 'email', label: 'Merchant support', value: 'support@kassa.example' },
  { type: 'telegram', label: 'Telegram', value: '@kassa_support' },
];

/**
 * The coins and settings of a database that has no coin yet; a database that has them keeps whatever changed. Runs
 * before any server process reads settings, so no kept copy of them needs dropping.
 */
export async function seedNewDatabase(db: Executor, now: Date): Promise<void> {
  const [coinCount] = await db.select({ value: count() }).from(coins);
  if ((coinCount?.value ?? 0) > 0) return;
  await db.insert(coins).values(coinRows).onConflictDoNothing();
  await db.insert(platformSettings).values({ key: 'support_contacts', value: supportContacts, updatedAt: now }).onConflictDoNothing();
}
