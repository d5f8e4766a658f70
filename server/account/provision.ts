/**
 * Creating a merchant with its operator, as the seed and the platform's create-merchant do it:
 * password hashed with argon2id, a fresh authenticator secret (stored sealed with the server key), and
 * every coin's market switched on.
 */
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { findUserByUsername, normalizeUsername, sealTotpSecret } from '../auth/repository';
import { newTotpSecret } from '../auth/totp';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { coins, merchantMarkets, type AccountType } from '../db/schema';
import { conflict } from '../http/errors';
import { createMerchant, type Merchant } from './repository';

export interface MerchantToProvision {
  username: string;
  password: string;
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
      passwordHash: await hashPassword(input.password),
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

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A first password for a merchant created by platform staff: 16 letters and digits, easy to read out. */
export function generatePassword(): string {
  return Array.from({ length: 16 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join('');
}
