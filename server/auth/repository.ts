/**
 * The sign-in credentials of merchant operators. Authenticator secrets are stored sealed with the server key
 * (server/crypto/secretBox.ts): the functions here seal what they write, and `totpSecretOf` opens what was read.
 */
import { and, eq, isNotNull, lt, not, or, sql, type Placeholder } from 'drizzle-orm';
import { isSealed, type SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { merchantUsers } from '../db/schema';
import { prebuiltWrite } from '../db/trailingWrites';

export type MerchantUser = typeof merchantUsers.$inferSelect;

/** Usernames are case-insensitive: stored and looked up in lower case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Executor, username: string): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.username, normalizeUsername(username)));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.id, id));
  return row;
}

export async function findUserOfMerchant(db: Executor, merchantId: number): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.merchantId, merchantId)).orderBy(merchantUsers.id).limit(1);
  return row;
}

/**
 * Spends a TOTP step: true only if it is later than every step used before. One conditional update,
 * so two requests racing with the same code cannot both win.
 */
export async function spendTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  return (await spendTotpStepQuery(db, userId, step)).length > 0;
}

function spendTotpStepQuery(db: Executor, userId: number | Placeholder, step: number | Placeholder) {
  return db
    .update(merchantUsers)
    .set({ totpLastStep: sql`${step}` })
    .where(and(eq(merchantUsers.id, userId), lt(merchantUsers.totpLastStep, step)))
    .returning({ id: merchantUsers.id });
}

/** `spendTotpStep` as a trailing write (server/db/trailingWrites.ts): it returns one row when the step was spent. */
export const spendTotpStepAtEnd = prebuiltWrite<{ userId: number; step: number }>((db) => spendTotpStepQuery(db, sql.placeholder('userId'), sql.placeholder('step')));

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(merchantUsers).set({ passwordHash }).where(eq(merchantUsers.id, userId));
}

/** The purposes the authenticator secrets are sealed under (bound in, so one column's value cannot pass as the other's). */
export const totpSecretPurpose = 'merchant_user.totp_secret';
export const pendingTotpSecretPurpose = 'merchant_user.pending_totp_secret';

/** An authenticator secret (base32) as it is stored: sealed. */
export function sealTotpSecret(box: SecretBox, secret: string): string {
  return box.seal(secret, totpSecretPurpose);
}

/** The operator's authenticator secret (base32), opened. */
export function totpSecretOf(box: SecretBox, user: Pick<MerchantUser, 'totpSecret'>): string {
  return box.open(user.totpSecret, totpSecretPurpose);
}

/** The secret offered by get_google_secret and not yet bound, opened; null when there is none. */
export function pendingTotpSecretOf(box: SecretBox, user: Pick<MerchantUser, 'pendingTotpSecret'>): string | null {
  return user.pendingTotpSecret ? box.open(user.pendingTotpSecret, pendingTotpSecretPurpose) : null;
}

export async function setPendingTotpSecret(db: Executor, box: SecretBox, userId: number, secret: string): Promise<void> {
  await db
    .update(merchantUsers)
    .set({ pendingTotpSecret: box.seal(secret, pendingTotpSecretPurpose) })
    .where(eq(merchantUsers.id, userId));
}

/**
 * Makes `secret` the authenticator. The step counter stays: steps are wall-clock time,
 * so a code of an already used step stays spent whatever the secret.
 */
export async function replaceTotpSecret(db: Executor, box: SecretBox, userId: number, secret: string): Promise<void> {
  await db
    .update(merchantUsers)
    .set({ totpSecret: sealTotpSecret(box, secret), pendingTotpSecret: null })
    .where(eq(merchantUsers.id, userId));
}

/**
 * Seals the authenticator secrets still stored in plain text (data folders made before they were sealed).
 * Idempotent: a sealed value is left alone, and each row is rewritten only if it still holds the plain value
 * read, so two servers starting at once seal it once. Answers how many values it sealed.
 */
export async function sealPlainTotpSecrets(db: Executor, box: SecretBox): Promise<number> {
  const sealedPattern = 'v1.%';
  const rows = await db
    .select({ id: merchantUsers.id, totpSecret: merchantUsers.totpSecret, pendingTotpSecret: merchantUsers.pendingTotpSecret })
    .from(merchantUsers)
    .where(
      or(
        not(sql`${merchantUsers.totpSecret} like ${sealedPattern}`),
        and(isNotNull(merchantUsers.pendingTotpSecret), not(sql`${merchantUsers.pendingTotpSecret} like ${sealedPattern}`)),
      ),
    );
  let sealed = 0;
  for (const row of rows) {
    if (!isSealed(row.totpSecret)) {
      const updated = await db
        .update(merchantUsers)
        .set({ totpSecret: sealTotpSecret(box, row.totpSecret) })
        .where(and(eq(merchantUsers.id, row.id), eq(merchantUsers.totpSecret, row.totpSecret)))
        .returning({ id: merchantUsers.id });
      sealed += updated.length;
    }
    if (row.pendingTotpSecret !== null && !isSealed(row.pendingTotpSecret)) {
      const updated = await db
        .update(merchantUsers)
        .set({ pendingTotpSecret: box.seal(row.pendingTotpSecret, pendingTotpSecretPurpose) })
        .where(and(eq(merchantUsers.id, row.id), eq(merchantUsers.pendingTotpSecret, row.pendingTotpSecret)))
        .returning({ id: merchantUsers.id });
      sealed += updated.length;
    }
  }
  return sealed;
}
