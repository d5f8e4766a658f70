/**
 * Rebinding the authenticator: get_google_secret offers a new secret (kept as pending, so only a secret
 * the server made can be bound); update_google_secret binds it once the operator proves both the
 * authenticator bound now and the new one with a code each, and ends the operator's other sessions.
 * Secrets are stored sealed (repository.ts).
 *
 * `proveAuthenticatorCode` is the second factor of signed-in calls (rebinding, the API key's add, update
 * and delete): the code is spent like at sign-in, and a wrong one feeds the sign-in lockout.
 */
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { merchantUsers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { withAfterRollback } from '../http/afterRollback';
import { writeAtEnd } from '../db/trailingWrites';
import { invalidInput } from '../http/errors';
import { lockedError, lockedUntilColumns, lockIn, lockKeys, recordFailure } from './lockout';
import {
  findUserById,
  findUserWithLocks,
  pendingTotpSecretOf,
  replaceTotpSecret,
  setPendingTotpSecret,
  spendTotpStep,
  spendTotpStepAtEnd,
  totpSecretOf,
  type MerchantUser,
} from './repository';
import { endSessionsAudited, type SignedIn } from './sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

export async function offerNewSecret(context: AppContext, signedIn: SignedIn): Promise<ResponseOf<'getGoogleSecret'>> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(context.db, context.config.secretBox, signedIn.merchantUserId, secret);
  return { secret, otpauth_url: totpUri(signedIn.username, secret) };
}

/**
 * Checks a code of the operator's current authenticator and spends its time step, so a code seen once
 * (for example over a shoulder) is worthless. A locked account or IP answers 4002 without checking; a wrong
 * code or a replay counts as a failed attempt and answers 4000 on `field`. Answers the operator.
 */
export async function proveAuthenticatorCode(
  context: AppContext,
  signedIn: Pick<SignedIn, 'merchantUserId' | 'username'>,
  code: string,
  ip: string,
  now: Date,
  field = 'google_code',
): Promise<MerchantUser> {
  return proveCode(context.db, context, signedIn, code, ip, now, field, async (username) => {
    await recordFailure(context.db, username, ip, now, context.config.lockout);
    return invalidInput(field, 'kassa.server.wrongCurrentCode');
  });
}

/**
 * `proveAuthenticatorCode` inside a money change's transaction (which also holds its Idempotency-Key): the spent
 * step commits with the change, and a refused change gives the code back. A wrong code is counted once the
 * transaction has rolled back, so the refusal does not erase the failed attempt.
 */
export function proveAuthenticatorCodeWithin(
  tx: Transaction,
  context: AppContext,
  signedIn: Pick<SignedIn, 'merchantUserId' | 'username'>,
  code: string,
  ip: string,
  now: Date,
  field = 'google_code',
  read?: OperatorRead,
): Promise<MerchantUser> {
  return proveCode(
    tx,
    context,
    signedIn,
    code,
    ip,
    now,
    field,
    async (username) => withAfterRollback(invalidInput(field, 'kassa.server.wrongCurrentCode'), (db) => recordFailure(db, username, ip, now, context.config.lockout)),
    read,
  );
}

/** What proving a code reads: the operator and how long its account and the caller's IP are locked. */
export interface OperatorRead {
  user: MerchantUser | null;
  lockedUntil: { account: Date | null; ip: Date | null };
}

/**
 * The columns of an `OperatorRead`, for a prebuilt statement (server/db/prebuilt.ts) that reads them with other
 * things (join `operator` on `joinOn`) and passes the row to `proveAuthenticatorCodeWithin` as `read`. Their values
 * are `operatorReadValues`.
 */
export function operatorReadColumns() {
  const operator = alias(merchantUsers, 'operator');
  return {
    operator,
    joinOn: eq(operator.id, sql.placeholder('operatorId')),
    lockedUntil: lockedUntilColumns({ account: sql.placeholder('accountLockKey'), ip: sql.placeholder('ipLockKey') }),
  };
}

/** The values of `operatorReadColumns`' placeholders for this operator calling from `ip`. */
export function operatorReadValues(signedIn: Pick<SignedIn, 'merchantUserId' | 'username'>, ip: string) {
  const keys = lockKeys(signedIn.username, ip);
  return { operatorId: signedIn.merchantUserId, accountLockKey: keys.account, ipLockKey: keys.ip };
}

async function proveCode(
  db: Executor,
  context: AppContext,
  signedIn: Pick<SignedIn, 'merchantUserId' | 'username'>,
  code: string,
  ip: string,
  now: Date,
  field: string,
  wrongCode: (username: string) => Promise<Error>,
  read?: OperatorRead,
): Promise<MerchantUser> {
  const found = read ?? (await findUserWithLocks(db, signedIn.merchantUserId, lockedUntilColumns(lockKeys(signedIn.username, ip))));
  if (!found?.user) throw invalidInput(field, 'kassa.server.wrongCurrentCode');
  const { user } = found as { user: MerchantUser };
  const lock = lockIn(found.lockedUntil, now);
  if (lock) throw lockedError(lock, now);
  const step = totpStepOf(totpSecretOf(context.config.secretBox, user), code, now);
  if (step === null) throw await wrongCode(user.username);
  // Spent with the transaction's last writes (server/db/trailingWrites.ts); a step spent already refuses it all.
  await writeAtEnd(db, spendTotpStepAtEnd(db, { userId: user.id, step }), async (spent) => {
    if (spent === 0) throw await wrongCode(user.username);
  });
  return user;
}

export async function bindNewSecret(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'updateGoogleSecret'>,
  ip: string,
  now: Date,
): Promise<null> {
  const { db, config } = context;
  const found = await findUserById(db, signedIn.merchantUserId);
  const pending = found ? pendingTotpSecretOf(config.secretBox, found) : null;
  if (!pending || pending !== body.secret) {
    throw invalidInput('secret', 'kassa.server.noPendingSecret');
  }

  const user = await proveAuthenticatorCode(context, signedIn, body.google_code, ip, now);
  const newStep = totpStepOf(body.secret, body.new_google_code, now);
  if (newStep === null) throw invalidInput('new_google_code', 'kassa.server.wrongNewCode');

  await runTransaction(db, async (tx) => {
    await replaceTotpSecret(tx, config.secretBox, user.id, body.secret);
    // The new code must not sign in a second time either.
    await spendTotpStep(tx, user.id, newStep);
    const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
    await audit(tx, actor, 'authenticator_rebind', { target: user.username });
    // As after a password change: a session opened with the old authenticator (perhaps a lost phone's) ends.
    await endSessionsAudited(tx, actor, { merchantUserId: user.id, exceptTokenHash: signedIn.tokenHash });
  });
  return null;
}
