/**
 * Passkeys of the platform's staff (principal kind `staff`, id the member's id): the ceremonies of ceremonies.ts with
 * what they mean for a member, as operators.ts for the operators. A sign-in ends like a password sign-in
 * (server/staff/signIn.ts: the staff lockout, suspension); a step-up opens the session's window as a code does
 * (server/staff/stepUp.ts); registering and removing are protected changes. Each registration, removal, use and
 * change of the platform's requirement is written to the platform audit log.
 */
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { stepUpOpen } from '../auth/stepUp';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { addressPrefix } from '../http/addressPrefix';
import { AppError, invalidInput, notFound } from '../http/errors';
import { platformAudit, type StaffActor } from '../staff/audit';
import { findStaffById, type StaffRecord } from '../staff/repository';
import type { StaffSession } from '../staff/sessions';
import { admitStaff, staffLockoutScope } from '../staff/signIn';
import { proveStaffCode, requireStaffStepUp, setStaffStepUpWindow, type StaffStepUpCall } from '../staff/stepUp';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { beginAssertion, beginRegistration, finishRegistration, passkeyStepUpOptions, relyingPartyOf, signInWithPasskey, stepUpWithPasskey, type PasskeySignIn, type PasskeyStepUp } from './ceremonies';
import { lockedPasskeysOf, passkeyStepUpMinimumMs, passkeyView } from './operators';
import { activePasskeysOf, passkeysRequiredIn, platformScope, revokePasskeys, setPasskeysRequired, type Principal, type StoredPasskey } from './repository';
import { staffMustUsePasskeys } from './requirement';
import type { FastifyReply } from 'fastify';

export const staffPrincipal = (staffId: number): Principal => ({ kind: 'staff', id: String(staffId) });

/** A signed-in staff call: its session, IP, time and reply. */
export interface StaffPasskeyCall extends StaffStepUpCall {
  ip: string;
  reply?: FastifyReply;
}

const actorOf = (call: StaffPasskeyCall): StaffActor => ({ staffId: call.staff.staffId, username: call.staff.username, role: call.staff.role, ip: call.ip, at: call.now });

type Credential<F extends (...args: never[]) => unknown> = Parameters<F>[2] extends { credential: infer C } ? C : never;

// ---------- sign-in ----------

export async function staffSignInOptions(context: AppContext, now: Date): Promise<ResponseOf<'staffPasskeySignInOptions'>> {
  const options = await beginAssertion(context.db, relyingPartyOf(context.config), { purpose: 'sign_in', principalKind: 'staff', now });
  return options!;
}

/** Signs a member in with a passkey (ceremonies.ts `signInWithPasskey`), against the staff's own lockout. */
export async function staffSignInWithPasskey(
  context: AppContext,
  body: RequestOf<'staffPasskeySignIn'>,
  ip: string,
  now: Date,
  userAgent: string | null,
  reply?: FastifyReply,
): Promise<ResponseOf<'staffPasskeySignIn'>> {
  const { db, config } = context;
  const { account: member, passkey } = await signInWithPasskey(db, relyingPartyOf(config), {
    principalKind: 'staff',
    credential: body.credential as PasskeySignIn<StaffRecord>['credential'],
    now,
    lockout: config.lockout,
    scope: staffLockoutScope,
    find: (principalId) => findStaffById(db, Number(principalId)),
  });
  // The browser is known from now on, for its password sign-ins too.
  const source = { username: member.username, prefix: addressPrefix(ip), deviceId: null };
  return admitStaff(context, member, ip, now, userAgent, 'staff_passkey_sign_in', passkey.name, { source, reply });
}

// ---------- step-up ----------

const staffStepUp = (context: AppContext, call: StaffPasskeyCall): PasskeyStepUp => ({
  principalKind: 'staff',
  principal: staffPrincipal(call.staff.staffId),
  sessionKey: call.staff.tokenHash,
  accountId: call.staff.staffId,
  scope: staffLockoutScope,
  lockout: context.config.lockout,
  now: call.now,
});

export async function staffStepUpOptions(context: AppContext, call: StaffPasskeyCall): Promise<ResponseOf<'staffPasskeyStepUpOptions'>> {
  const options = await passkeyStepUpOptions(context.db, relyingPartyOf(context.config), staffStepUp(context, call));
  if (!options) throw notFound('kassa.server.passkeyStaffNoneYet');
  return options;
}

/** Opens the session's window with a passkey of its member; one that does not verify counts as a wrong code and closes it. */
export async function staffStepUpWithPasskey(context: AppContext, call: StaffPasskeyCall, body: RequestOf<'staffPasskeyStepUp'>): Promise<ResponseOf<'staffPasskeyStepUp'>> {
  const passkey = await stepUpWithPasskey(context.db, relyingPartyOf(context.config), {
    ...staffStepUp(context, call),
    credential: body.credential as AuthenticationResponseJSON,
    closeWindow: () => setStaffStepUpWindow(context, call, null),
  });
  const until = new Date(call.now.getTime() + Math.max(context.config.stepUpMs, passkeyStepUpMinimumMs));
  await setStaffStepUpWindow(context, call, until);
  await platformAudit(context.db, actorOf(call), 'staff_passkey_step_up', { target: passkey.name });
  return { step_up_until: until.toISOString() };
}

// ---------- the member's passkeys ----------

export async function staffRegistrationOptions(context: AppContext, call: StaffPasskeyCall, body: RequestOf<'staffPasskeyRegisterOptions'>) {
  const rp = relyingPartyOf(context.config);
  await requireStaffStepUp(context, call, body.google_code);
  return beginRegistration(context.db, rp, {
    principal: staffPrincipal(call.staff.staffId),
    userName: call.staff.username,
    displayName: call.staff.username,
    sessionKey: call.staff.tokenHash,
    now: call.now,
  });
}

export async function registerStaffPasskey(context: AppContext, call: StaffPasskeyCall, body: RequestOf<'staffPasskeyRegister'>): Promise<ResponseOf<'staffPasskeyRegister'>> {
  const rp = relyingPartyOf(context.config);
  return runTransaction(context.db, async (tx) => {
    const stored = await finishRegistration(tx, rp, {
      principal: staffPrincipal(call.staff.staffId),
      sessionKey: call.staff.tokenHash,
      name: body.name,
      credential: body.credential as Credential<typeof finishRegistration>,
      now: call.now,
    });
    await platformAudit(tx, actorOf(call), 'staff_passkey_register', { target: stored.name, after: { name: stored.name, synced: stored.backedUp } });
    return passkeyView(stored) as ResponseOf<'staffPasskeyRegister'>;
  });
}

export async function listStaffPasskeys(context: AppContext, staff: StaffSession): Promise<ResponseOf<'staffPasskeyList'>> {
  const passkeys = await activePasskeysOf(context.db, staffPrincipal(staff.staffId));
  const required = await passkeysRequiredIn(context.db, platformScope);
  return { list: passkeys.map(passkeyView) as ResponseOf<'staffPasskeyList'>['list'], total: passkeys.length, required };
}

/**
 * Removes a passkey: a protected change. The last one takes a code of the authenticator besides, even inside the
 * window (without passkeys the member signs in with a password and a code again, so whoever removes the last must
 * hold the authenticator); under the requirement the window must be open too, opened by a passkey.
 */
export async function removeStaffPasskey(context: AppContext, call: StaffPasskeyCall, body: RequestOf<'staffPasskeyDelete'>): Promise<null> {
  const principal = staffPrincipal(call.staff.staffId);
  const passkeys = await activePasskeysOf(context.db, principal);
  const target = passkeys.find((passkey) => passkey.id === body.id);
  if (!target) throw notFound('kassa.server.passkeyNotFound', { id: body.id });
  const last = passkeys.length === 1;
  if (last) {
    if (!body.google_code) throw invalidInput('google_code', 'kassa.server.passkeyLastNeedsCode');
    if (!stepUpOpen(call.staff, call.now) && (await staffMustUsePasskeys(context.db, call.staff.staffId))) {
      throw invalidInput('google_code', 'kassa.server.passkeyRequiredForStepUp');
    }
    await proveStaffCode(context, call, body.google_code);
  } else {
    await requireStaffStepUp(context, call, body.google_code);
  }
  await runTransaction(context.db, async (tx) => {
    const live = await lockedPasskeysOf(tx, principal);
    if (!live.some((passkey) => passkey.id === body.id)) throw notFound('kassa.server.passkeyNotFound', { id: body.id });
    // Another removal got in first and left this one the last: it takes the code, which this call did not prove.
    if (live.length === 1 && !last) throw invalidInput('google_code', 'kassa.server.passkeyLastNeedsCode');
    const [removed] = await revokePasskeys(tx, principal, call.now, body.id);
    await platformAudit(tx, actorOf(call), 'staff_passkey_delete', { target: (removed ?? target).name, before: { name: target.name } });
  });
  return null;
}

/** Requires passkeys of the platform's staff, or stops requiring them: a protected change; turning it on takes a passkey of the caller's. */
export async function setStaffRequirement(context: AppContext, call: StaffPasskeyCall, body: RequestOf<'staffPasskeyRequirementUpdate'>): Promise<ResponseOf<'staffPasskeyRequirementUpdate'>> {
  if (body.required && (await activePasskeysOf(context.db, staffPrincipal(call.staff.staffId))).length === 0) {
    throw invalidInput('required', 'kassa.server.passkeyNoneToRequire');
  }
  await requireStaffStepUp(context, call, body.google_code);
  await runTransaction(context.db, async (tx) => {
    const before = await passkeysRequiredIn(tx, platformScope);
    await setPasskeysRequired(tx, platformScope, body.required, call.now);
    if (before !== body.required) await platformAudit(tx, actorOf(call), 'staff_passkey_requirement', { before: { required: before }, after: { required: body.required } });
  });
  return { required: body.required };
}

/** Removes every passkey of a member whose credentials an administrator's reset replaces (server/staff/members.ts). */
export async function revokeStaffPasskeys(db: Parameters<typeof revokePasskeys>[0], actor: StaffActor, staffId: number): Promise<void> {
  const removed: StoredPasskey[] = await revokePasskeys(db, staffPrincipal(staffId), actor.at);
  for (const passkey of removed) await platformAudit(db, actor, 'staff_passkey_delete', { target: passkey.name, before: { name: passkey.name } });
}
