/**
 * Creating a merchant with its operator, as the seed and the platform's create-merchant do it:
 * password hashed with argon2id, a fresh authenticator secret (stored sealed with the server key), and
 * every coin's market switched on. Without a password (create-merchant, invite-operator) the operator gets one
 * nobody knows and signs in only after using its one-time link (server/auth/enrolment.ts).
 */
import { unusablePasswordHash } from '../auth/enrolment';
import { hashPassword } from '../auth/passwords';
import { findUserByUsername, normalizeUsername, sealTotpSecret } from '../auth/repository';
import { newTotpSecret } from '../auth/totp';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { coins, merchantMarkets, merchantUsers, type AccountType } from '../db/schema';
import { conflict } from '../http/errors';
import { createMerchant, type Merchant } from './repository';

export interface MerchantToProvision {
  username: string;
  /** Absent: no usable password until the operator's one-time link sets one. */
  password?: string;
  name: string;
  accountType?: AccountType;
  agentId?: number | null;
  /** A given secret (tests); otherwise a new random one. */
  totpSecret?: string;
}

/** Answers the authenticator secret in plain text, for the one who hands it over (seed, create-merchant, tests). */
export async function provisionMerchant(
  db: Executor,
  secretBox: SecretBox,
  input: MerchantToProvision,
  now: Date,
): Promise<{ merchant: Merchant; userId: number; username: string; totpSecret: string }> {
  const username = normalizeUsername(input.username);
  if (await findUserByUsername(db, username)) throw conflict('kassa.server.usernameTaken', { username });
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const { merchant, userId } = await createMerchant(
    db,
    {
      name: input.name,
      accountType: input.accountType ?? 'regular',
      agentId: input.agentId ?? null,
      username,
      passwordHash: input.password === undefined ? await unusablePasswordHash() : await hashPassword(input.password),
      totpSecret: sealTotpSecret(secretBox, totpSecret),
    },
    now,
  );
  const allCoins = await db.select({ code: coins.code }).from(coins);
  if (allCoins.length > 0) {
    await db.insert(merchantMarkets).values(allCoins.map((coin) => ({ merchantId: merchant.id, coinCode: coin.code, enabled: true })));
  }
  return { merchant, userId, username, totpSecret };
}

/**
 * Another operator of an existing merchant (invite-operator), with no usable password and an authenticator secret
 * nobody knows: both are set through its one-time link.
 */
export async function provisionOperator(db: Executor, secretBox: SecretBox, input: { merchantId: number; username: string }, now: Date): Promise<{ userId: number; username: string }> {
  const username = normalizeUsername(input.username);
  if (await findUserByUsername(db, username)) throw conflict('kassa.server.usernameTaken', { username });
  const [user] = await db
    .insert(merchantUsers)
    .values({
      merchantId: input.merchantId,
      username,
      passwordHash: await unusablePasswordHash(),
      totpSecret: sealTotpSecret(secretBox, newTotpSecret()),
      createdAt: now,
    })
    .returning({ id: merchantUsers.id });
  if (!user) throw new Error('merchant user insert returned nothing');
  return { userId: user.id, username };
}
