/**
 * Rebinding the authenticator: get_google_secret offers a new secret (kept as pending, so only a secret
 * the server made can be bound); update_google_secret binds it once the operator proves both the
 * authenticator bound now and the new one with a code each, and ends the operator's other sessions.
 * Secrets are stored sealed (repository.ts).
 *
 * `requireStepUp` is the second factor of signed-in protected changes (money, settings, rebinding): a code, spent like
 * at sign-in, or the session's open step-up window (server/auth/stepUp.ts), which a passkey opens too
 * (server/passkeys/). A wrong code feeds the operator's step-up counter, never the sign-in's. An operator whose
 * merchant requires passkeys (and who has one) confirms with the passkey only: a code is refused as a step-up.
 */
import type { FastifyReply } from 'fastify';
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
import { claimStepUpAttempt, clearStepUpFailures, lockedError, lockIn, stepUpKey, stepUpLockedUntilColumn } from './lockout';
import { closeStepUp, closeStepUpsOf, openStepUp, stepUpOpen } from './stepUp';
import { operatorMustUsePasskeys, passkeysRequiredColumn } from '../passkeys/requirement';
import {
  findUserById,
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

/** Who proves a step-up: the signed-in session (its window) and its operator (its counter). */
export type StepUpCaller = Pick<SignedIn, 'merchantUserId' | 'username' | 'tokenHash'>;

/**
 * Checks a code of the operator's current authenticator and spends its time step, so a code seen once (for example
 * over a shoulder) is worthless. Every attempt takes a count of the operator's step-up counter before the code is
 * checked (server/auth/lockout.ts), so codes sent at once cannot pass its limit; one that meets the lock answers 4002
 * unchecked. A wrong code or a replay keeps its count, closes the session's step-up window and answers 4000 on
 * `field`; a right code clears the count and opens the window (server/auth/stepUp.ts). Answers the operator.
 */
export async function proveAuthenticatorCode(
  context: AppContext,
  signedIn: StepUpCaller,
  code: string,
  ip: string,
  now: Date,
  field = 'google_code',
  reply?: FastifyReply,
  asStepUp = false,
): Promise<MerchantUser> {
  const user = await proveCode(
    context.db,
    context,
    signedIn,
    code,
    now,
    field,
    async () => {
      await closeStepUp(context.db, signedIn.tokenHash, reply);
      return invalidInput(field, 'kassa.server.wrongCurrentCode');
    },
    undefined,
    asStepUp,
  );
  await openStepUp(context.db, signedIn.tokenHash, new Date(now.getTime() + context.config.stepUpMs), reply);
  return user;
}

/**
 * `proveAuthenticatorCode` of a step-up inside a money change's transaction (which also holds its Idempotency-Key):
 * the spent step, the opened window and the count commit with the change, and a refused change gives the code back. A
 * wrong code's count rolls back with the refusal, so it is taken again (and the window closed) once the transaction
 * has ended; until then the counter's row stays locked by the count, so guesses at one operator take their turns.
 */
export async function proveAuthenticatorCodeWithin(
  tx: Transaction,
  context: AppContext,
  signedIn: StepUpCaller,
  code: string,
  ip: string,
  now: Date,
  field = 'google_code',
  read?: OperatorRead,
  reply?: FastifyReply,
): Promise<MerchantUser> {
  const user = await proveCode(
    tx,
    context,
    signedIn,
    code,
    now,
    field,
    async () =>
      withAfterRollback(invalidInput(field, 'kassa.server.wrongCurrentCode'), async (db) => {
        await claimStepUpAttempt(db, signedIn.merchantUserId, now, context.config.lockout);
        await closeStepUp(db, signedIn.tokenHash, reply);
      }),
    read,
    true,
  );
  await openStepUp(tx, signedIn.tokenHash, new Date(now.getTime() + context.config.stepUpMs), reply);
  return user;
}

/** The signed-in call a step-up protects: its session (with the window as read at authentication), IP, time and reply. */
export interface StepUpCall {
  signedIn: SignedIn;
  ip: string;
  now: Date;
  reply?: FastifyReply;
}

/**
 * The step-up of a protected change (server/auth/stepUp.ts). With a code, the code is proved as above (inside `tx`
 * when given), whether or not the window is open, and a right one opens or extends the window. Without one, the
 * session's open window stands in for it; a closed window answers 4000 on `field`, asking for the code.
 * Answers whether a code was proved.
 */
export async function requireStepUp(
  context: AppContext,
  call: StepUpCall,
  code: string | undefined | null,
  options: { tx?: Transaction; field?: string; read?: OperatorRead } = {},
): Promise<boolean> {
  const field = options.field ?? 'google_code';
  if (code) {
    if (options.tx) await proveAuthenticatorCodeWithin(options.tx, context, call.signedIn, code, call.ip, call.now, field, options.read, call.reply);
    else await proveAuthenticatorCode(context, call.signedIn, code, call.ip, call.now, field, call.reply, true);
    return true;
  }
  if (!stepUpOpen(call.signedIn, call.now)) throw invalidInput(field, 'kassa.server.stepUpRequired');
  return false;
}

/** What proving a code reads: the operator, how long its step-up is locked, and whether it must use a passkey instead. */
export interface OperatorRead {
  user: MerchantUser | null;
  lockedUntil: { stepUp: Date | null };
  passkeysRequired: boolean;
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
    lockedUntil: { stepUp: stepUpLockedUntilColumn(sql.placeholder('stepUpLockKey')) },
    passkeysRequired: passkeysRequiredColumn(operator),
  };
}

/** The values of `operatorReadColumns`' placeholders for this operator. */
export function operatorReadValues(signedIn: Pick<SignedIn, 'merchantUserId'>) {
  return { operatorId: signedIn.merchantUserId, stepUpLockKey: stepUpKey(signedIn.merchantUserId) };
}

/** The operator with its step-up lock and whether it must use a passkey, in one read. */
async function readOperator(db: Executor, merchantUserId: number): Promise<OperatorRead | undefined> {
  const [row] = await db
    .select({
      user: merchantUsers,
      lockedUntil: { stepUp: stepUpLockedUntilColumn(stepUpKey(merchantUserId)) },
      passkeysRequired: passkeysRequiredColumn(merchantUsers),
    })
    .from(merchantUsers)
    .where(eq(merchantUsers.id, merchantUserId));
  return row;
}

/**
 * Checks and spends a code of the operator's authenticator. As a step-up (`asStepUp`) it is refused, unchecked, for an
 * operator who must confirm with a passkey; as a proof of the authenticator itself (rebinding it, removing the last
 * passkey) it is not.
 */
async function proveCode(
  db: Executor,
  context: AppContext,
  signedIn: StepUpCaller,
  code: string,
  now: Date,
  field: string,
  wrongCode: () => Promise<Error>,
  read?: OperatorRead,
  asStepUp = false,
): Promise<MerchantUser> {
  const found = read ?? (await readOperator(db, signedIn.merchantUserId));
  if (!found?.user) throw invalidInput(field, 'kassa.server.wrongCurrentCode');
  const { user } = found as { user: MerchantUser };
  if (asStepUp && found.passkeysRequired) throw invalidInput(field, 'kassa.server.passkeyRequiredForStepUp');
  const lock = lockIn(found.lockedUntil, now) ?? (await claimStepUpAttempt(db, user.id, now, context.config.lockout));
  if (lock) throw lockedError(lock, now);
  const step = totpStepOf(totpSecretOf(context.config.secretBox, user), code, now);
  if (step === null) throw await wrongCode();
  // Spent with the transaction's last writes (server/db/trailingWrites.ts); a step spent already refuses it all.
  await writeAtEnd(db, spendTotpStepAtEnd(db, { userId: user.id, step }), async (spent) => {
    if (spent === 0) throw await wrongCode();
  });
  await clearStepUpFailures(db, user.id);
  return user;
}

export async function bindNewSecret(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'updateGoogleSecret'>,
  ip: string,
  now: Date,
  reply?: FastifyReply,
): Promise<null> {
  const { db, config } = context;
  const found = await findUserById(db, signedIn.merchantUserId);
  const pending = found ? pendingTotpSecretOf(config.secretBox, found) : null;
  if (!pending || pending !== body.secret) {
    throw invalidInput('secret', 'kassa.server.noPendingSecret');
  }

  // Under the passkey requirement a code alone never changes a credential: a passkey must have opened the window.
  if (!stepUpOpen(signedIn, now) && (await operatorMustUsePasskeys(db, signedIn.merchantUserId))) {
    throw invalidInput('google_code', 'kassa.server.passkeyRequiredForStepUp');
  }
  const user = await proveAuthenticatorCode(context, signedIn, body.google_code, ip, now, 'google_code', reply);
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
    // A window opened with the old authenticator does not outlive it, this session's included.
    await closeStepUpsOf(tx, user.id, reply);
  });
  return null;
}
