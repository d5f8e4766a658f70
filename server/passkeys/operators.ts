/**
 * Passkeys of the merchants' operators (principal kind `operator`, id the operator's id): the ceremonies of
 * ceremonies.ts with what they mean for an operator. A sign-in ends like a password sign-in (server/auth/login.ts:
 * the lockout, suspension, the whitelist, the login log); a step-up opens the session's window as a code does
 * (server/auth/stepUp.ts); registering and removing are protected changes. Each registration, rename, removal and
 * use is written to the merchant's audit log.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import type { endpoints, EndpointName, RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { Passkey } from '../../openapi/passkeys';
import { actorOf, audit, type Actor } from '../audit/audit';
import { proveAuthenticatorCode, requireStepUp } from '../auth/authenticator';
import type { FastifyReply } from 'fastify';
import { addressPrefix } from '../http/addressPrefix';
import { admitOperator, type LoginAttemptLog } from '../auth/login';
import { findUserById, type MerchantUser } from '../auth/repository';
import type { SignedIn } from '../auth/sessions';
import { closeStepUp, openStepUp, stepUpOpen } from '../auth/stepUp';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { passkeyCredentials } from '../db/schema';
import { runTransaction } from '../db/transaction';
import type { SignedInCall } from '../http/route';
import { AppError, invalidInput, notFound } from '../http/errors';
import { recordLoginAttempt } from '../loginLog/repository';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { beginAssertion, beginRegistration, finishRegistration, passkeyStepUpOptions, relyingPartyOf, signInWithPasskey, stepUpWithPasskey as stepUpWithSessionPasskey, type PasskeySignIn, type PasskeyStepUp } from './ceremonies';
import { activePasskeysOf, passkeysRequiredIn, renamePasskey, revokePasskeys, setPasskeysRequired, type Principal, type StoredPasskey } from './repository';
import { operatorMustUsePasskeys } from './requirement';

/** A signed-in call of one of the passkey endpoints. */
type CallOf<N extends EndpointName> = SignedInCall<(typeof endpoints)[N]>;

export const operatorPrincipal = (merchantUserId: number): Principal => ({ kind: 'operator', id: String(merchantUserId) });

const merchantScope = (merchantId: number) => ({ kind: 'merchant' as const, id: String(merchantId) });

/**
 * A passkey cannot travel inside each protected call the way a code does, so the window it opens lasts at least a
 * minute, even where KASSA_STEP_UP_SECONDS asks for a code every time: long enough to send the change it confirms.
 */
export const passkeyStepUpMinimumMs = 60_000;

export function passkeyView(passkey: StoredPasskey): z.input<typeof Passkey> {
  return {
    id: passkey.id,
    name: passkey.name,
    transports: passkey.transports,
    synced: passkey.backedUp,
    create_time: passkey.createdAt.toISOString(),
    last_used_time: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

/** What a passkey's use is written down as: its name and id, never the credential itself. */
const passkeyTarget = (passkey: Pick<StoredPasskey, 'name'>) => passkey.name;

// ---------- sign-in ----------

export async function signInOptions(context: AppContext, now: Date): Promise<ResponseOf<'passkeySignInOptions'>> {
  const options = await beginAssertion(context.db, relyingPartyOf(context.config), { purpose: 'sign_in', principalKind: 'operator', now });
  return options!;
}

/** Signs an operator in with a passkey (ceremonies.ts `signInWithPasskey`); each refusal of a known operator goes to the login log. */
export async function signInOperatorWithPasskey(
  context: AppContext,
  body: RequestOf<'passkeySignIn'>,
  ip: string,
  now: Date,
  userAgent: string | null,
  reply?: FastifyReply,
): Promise<ResponseOf<'passkeySignIn'>> {
  const { db, config } = context;
  const logOf =
    (user: MerchantUser): LoginAttemptLog =>
    (result) =>
      recordLoginAttempt(db, { merchantId: user.merchantId, username: user.username, ip, result, at: now });
  const { account: operator, passkey } = await signInWithPasskey(db, relyingPartyOf(config), {
    principalKind: 'operator',
    credential: body.credential as PasskeySignIn<MerchantUser>['credential'],
    now,
    lockout: config.lockout,
    find: (principalId) => findUserById(db, Number(principalId)),
    noteRefusal: (user, result) => logOf(user)(result),
  });
  // The browser is known from now on, for its password sign-ins too.
  const source = { username: operator.username, prefix: addressPrefix(ip), deviceId: null };
  const session = await admitOperator(context, operator, ip, now, userAgent, logOf(operator), { source, reply });
  await audit(db, { merchantId: operator.merchantId, operator: operator.username, ip, at: now }, 'passkey_sign_in', { target: passkeyTarget(passkey) });
  return session;
}

// ---------- step-up ----------

const operatorStepUp = (context: AppContext, signedIn: SignedIn, now: Date): PasskeyStepUp => ({
  principalKind: 'operator',
  principal: operatorPrincipal(signedIn.merchantUserId),
  sessionKey: signedIn.tokenHash,
  accountId: signedIn.merchantUserId,
  lockout: context.config.lockout,
  now,
});

export async function stepUpOptions(context: AppContext, call: CallOf<'passkeyStepUpOptions'>): Promise<ResponseOf<'passkeyStepUpOptions'>> {
  const options = await passkeyStepUpOptions(context.db, relyingPartyOf(context.config), operatorStepUp(context, call.signedIn, call.now));
  if (!options) throw notFound('kassa.server.passkeyNoneYet');
  return options;
}

/**
 * Opens the session's step-up window with a passkey of its operator, answering a challenge of this session. A passkey
 * that does not verify is a wrong step-up answer: it counts towards the operator's step-up lock and closes the window.
 */
export async function stepUpWithPasskey(context: AppContext, call: CallOf<'passkeyStepUp'>): Promise<ResponseOf<'passkeyStepUp'>> {
  const { signedIn, now, reply } = call;
  const passkey = await stepUpWithSessionPasskey(context.db, relyingPartyOf(context.config), {
    ...operatorStepUp(context, signedIn, now),
    credential: call.body.credential as AuthenticationResponseJSON,
    closeWindow: () => closeStepUp(context.db, signedIn.tokenHash, reply),
  });
  const until = new Date(now.getTime() + Math.max(context.config.stepUpMs, passkeyStepUpMinimumMs));
  await openStepUp(context.db, signedIn.tokenHash, until, reply);
  await audit(context.db, actorOf(call), 'passkey_step_up', { target: passkeyTarget(passkey) });
  return { step_up_until: until.toISOString() };
}

// ---------- the operator's passkeys ----------

/** Registering is a protected change: the step-up (a code, or the window) comes before the browser is asked anything. */
export async function registrationOptions(context: AppContext, call: CallOf<'passkeyRegisterOptions'>): Promise<ResponseOf<'passkeyRegisterOptions'>> {
  const rp = relyingPartyOf(context.config);
  await requireStepUp(context, call, call.body.google_code);
  const { signedIn, now } = call;
  return beginRegistration(context.db, rp, {
    principal: operatorPrincipal(signedIn.merchantUserId),
    userName: signedIn.username,
    displayName: signedIn.username,
    sessionKey: signedIn.tokenHash,
    now,
  });
}

export async function register(context: AppContext, call: CallOf<'passkeyRegister'>): Promise<ResponseOf<'passkeyRegister'>> {
  const { signedIn, now, body } = call;
  const stored = await finishRegistration(context.db, relyingPartyOf(context.config), {
    principal: operatorPrincipal(signedIn.merchantUserId),
    sessionKey: signedIn.tokenHash,
    name: body.name,
    credential: body.credential as Parameters<typeof finishRegistration>[2]['credential'],
    now,
  });
  await audit(context.db, actorOf(call), 'passkey_register', { target: passkeyTarget(stored), after: { name: stored.name, synced: stored.backedUp } });
  return passkeyView(stored) as ResponseOf<'passkeyRegister'>;
}

export async function listPasskeys(context: AppContext, signedIn: SignedIn): Promise<ResponseOf<'passkeyList'>> {
  const passkeys = await activePasskeysOf(context.db, operatorPrincipal(signedIn.merchantUserId));
  const required = await passkeysRequiredIn(context.db, merchantScope(signedIn.merchantId));
  return { list: passkeys.map(passkeyView) as ResponseOf<'passkeyList'>['list'], total: passkeys.length, required };
}

export async function rename(context: AppContext, call: CallOf<'passkeyRename'>): Promise<ResponseOf<'passkeyRename'>> {
  const { signedIn, body } = call;
  return runTransaction(context.db, async (tx) => {
    const principal = operatorPrincipal(signedIn.merchantUserId);
    const before = (await activePasskeysOf(tx, principal)).find((passkey) => passkey.id === body.id);
    const renamed = before ? await renamePasskey(tx, principal, body.id, body.name) : undefined;
    if (!before || !renamed) throw notFound('kassa.server.passkeyNotFound', { id: body.id });
    await audit(tx, actorOf(call), 'passkey_rename', { target: passkeyTarget(renamed), before: { name: before.name }, after: { name: renamed.name } });
    return passkeyView(renamed) as ResponseOf<'passkeyRename'>;
  });
}

/** The principal's live passkeys, locked until the transaction ends, so two removals at once see each other. */
export function lockedPasskeysOf(tx: Transaction, principal: Principal) {
  return tx
    .select({ id: passkeyCredentials.id })
    .from(passkeyCredentials)
    .where(and(eq(passkeyCredentials.principalKind, principal.kind), eq(passkeyCredentials.principalId, principal.id), isNull(passkeyCredentials.revokedAt)))
    .for('update');
}

/**
 * Removes a passkey: a protected change. The last one takes a code of the authenticator besides, even inside the
 * window: without passkeys the operator signs in with a password and a code again, so whoever removes the last one
 * must hold the authenticator. Under the requirement that code is not a step-up: the window must be open (a passkey
 * opened it) as well.
 */
export async function remove(context: AppContext, call: CallOf<'passkeyDelete'>): Promise<null> {
  const { signedIn, now, body, ip, reply } = call;
  const principal = operatorPrincipal(signedIn.merchantUserId);
  const passkeys = await activePasskeysOf(context.db, principal);
  const target = passkeys.find((passkey) => passkey.id === body.id);
  if (!target) throw notFound('kassa.server.passkeyNotFound', { id: body.id });
  const last = passkeys.length === 1;
  if (last) {
    if (!body.google_code) throw invalidInput('google_code', 'kassa.server.passkeyLastNeedsCode');
    if (!stepUpOpen(signedIn, now) && (await operatorMustUsePasskeys(context.db, signedIn.merchantUserId))) {
      throw invalidInput('google_code', 'kassa.server.passkeyRequiredForStepUp');
    }
    await proveAuthenticatorCode(context, signedIn, body.google_code, ip, now, 'google_code', reply);
  } else {
    await requireStepUp(context, call, body.google_code);
  }
  await runTransaction(context.db, async (tx) => {
    const live = await lockedPasskeysOf(tx, principal);
    if (!live.some((passkey) => passkey.id === body.id)) throw notFound('kassa.server.passkeyNotFound', { id: body.id });
    // Another removal got in first and left this one the last: it takes the code, which this call did not prove.
    if (live.length === 1 && !last) throw invalidInput('google_code', 'kassa.server.passkeyLastNeedsCode');
    const [removed] = await revokePasskeys(tx, principal, now, body.id);
    await audit(tx, actorOf(call), 'passkey_delete', { target: passkeyTarget(removed ?? target), before: { name: target.name } });
  });
  return null;
}

/**
 * Requires passkeys of the merchant's operators, or stops requiring them: a protected change (so under the requirement,
 * confirmed with a passkey). Turning it on takes a passkey of the caller's, who would otherwise require nothing of
 * themselves.
 */
export async function setRequirement(context: AppContext, call: CallOf<'passkeyRequirementUpdate'>): Promise<ResponseOf<'passkeyRequirementUpdate'>> {
  const { signedIn, now, body } = call;
  if (body.required && (await activePasskeysOf(context.db, operatorPrincipal(signedIn.merchantUserId))).length === 0) {
    throw invalidInput('required', 'kassa.server.passkeyNoneToRequire');
  }
  await requireStepUp(context, call, body.google_code);
  const scope = merchantScope(signedIn.merchantId);
  await runTransaction(context.db, async (tx) => {
    const before = await passkeysRequiredIn(tx, scope);
    await setPasskeysRequired(tx, scope, body.required, now);
    if (before !== body.required) await audit(tx, actorOf(call), 'passkey_requirement', { before: { required: before }, after: { required: body.required } });
  });
  return { required: body.required };
}

/**
 * Removes every passkey of an operator whose credentials a one-time link replaces (server/auth/enrolment.ts): whoever
 * lost the password and the authenticator may have lost the passkeys' device too, and under the requirement the
 * link would otherwise set a password that cannot sign in.
 */
export async function revokeOperatorPasskeys(db: Executor, actor: Actor, merchantUserId: number): Promise<void> {
  const removed = await revokePasskeys(db, operatorPrincipal(merchantUserId), actor.at);
  for (const passkey of removed) await audit(db, actor, 'passkey_delete', { target: passkeyTarget(passkey), before: { name: passkey.name } });
}
