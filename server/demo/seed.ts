/**
 * First-start data. Every database gets what a working service needs (server/db/seed.ts). Only in demo mode
 * (config.demo) does an empty database (no merchant yet) also get a demo merchant to sign in with, a second
 * merchant to transfer to, a few wallet users with published checkout sign-ins, and the demo's money made through
 * the ledger (money.ts); and a platform without staff a demo platform administrator. Restarts keep whatever changed.
 */
import { count, eq, sql } from 'drizzle-orm';
import { provisionMerchant } from '../account/provision';
import { setMerchantKyc } from '../account/repository';
import { payerIdNumberPurpose, setPayerCredentials } from '../payers/payers';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor, Transaction } from '../db/client';
import { depositAddresses, merchants, staffMembers, walletUsers } from '../db/schema';
import { seedNewDatabase } from '../db/seed';
import { runTransaction } from '../db/transaction';
import { insertStaffMember } from '../staff/repository';
import { opsStaffName } from '../staff/audit';
import { seedMadeUpPool } from '../depositAddresses/seedPool';
import { createWalletUser } from '../walletUsers/repository';
import { topUpWalletUser } from '../walletUsers/topUp';
import { seedDemoMoney } from './money';
import { demoCredentials, demoPayers, demoSecondStaffCredentials, demoStaffCredentials, partnerCredentials } from './signIns';

const seedWalletUsers = [
  { uid: 'U10001', nickname: 'Alice Nguyen', markets: ['USDT', 'CNY', 'USD', 'VND'] },
  { uid: 'U10002', nickname: 'Bo Chen', markets: ['USDT', 'CNY'] },
  // Only VND: shows "The user has not enabled this market" for the other coins.
  { uid: 'U10003', nickname: 'Minh Tran', markets: ['VND'] },
];

/**
 * Seeds what is missing, all or nothing: the coins and settings of a new database, and in demo mode the demo of a
 * database with no merchant. Answers whether it seeded the demo (that start prints the demo authenticator).
 * The secret box seals the demo operators' authenticator secrets.
 */
export function seedOnFirstStart(db: Executor, secretBox: SecretBox, now: Date, options: { demo: boolean }): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    // Processes starting at once on one database (WORKERS, a rolling deploy) seed it one after another: the second
    // then finds everything there instead of creating the same accounts a second time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kassa.seed'))`);
    await seedNewDatabase(tx, now);
    if (!options.demo) return false;
    // Apart from the merchants, so a demo data folder made before there were staff gets its administrator too.
    await seedDemoStaff(tx, secretBox, now);
    // Apart from the merchants too, so a demo data folder made before the pool gets made-up deposit addresses.
    await seedDemoPool(tx, now);
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
  await seedDemoPayers(db, secretBox, now);
}

/** The demo platform administrators, while the platform has no staff at all: two, as a rule change takes. */
async function seedDemoStaff(db: Transaction, secretBox: SecretBox, now: Date): Promise<void> {
  const [staffCount] = await db.select({ value: count() }).from(staffMembers);
  if ((staffCount?.value ?? 0) > 0) return;
  await insertStaffMember(db, secretBox, { ...demoStaffCredentials, role: 'admin' }, now);
  await insertStaffMember(db, secretBox, { ...demoSecondStaffCredentials, role: 'admin' }, now);
}

/** The demo payers' checkout accounts, and reward points for alice so the checkout can spend them first. */
async function seedDemoPayers(db: Transaction, secretBox: SecretBox, now: Date): Promise<void> {
  const { ready, needsIdentity } = demoPayers;
  if (await setPayerCredentials(db, ready.uid, ready)) {
    await db
      .update(walletUsers)
      .set({
        realName: 'Alice Nguyen',
        idNumber: secretBox.seal('E12345678', payerIdNumberPurpose),
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

/** The made-up deposit addresses of each network in the demo's pool. */
const demoPoolSize = 100;

/** Made-up deposit addresses while the pool is empty, so each demo merchant (and each one staff create) is given its own. */
async function seedDemoPool(db: Transaction, now: Date): Promise<void> {
  const [addressCount] = await db.select({ value: count() }).from(depositAddresses);
  if ((addressCount?.value ?? 0) > 0) return;
  await seedMadeUpPool(db, 'demo', demoPoolSize, opsStaffName, now);
}
