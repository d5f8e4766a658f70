/**
 * The staff's step-up window, as the operators' (server/auth/stepUp.ts): a verified authenticator code lets the
 * session that sent it make protected changes (staff accounts, roles, suspensions) without another code for
 * `config.stepUpMs`. Signing in does not open it. A wrong code closes it and counts towards the member's own step-up
 * counter (server/auth/lockout.ts, staff scope), never the sign-in's. The window lives on the session row.
 */
import type { FastifyReply } from 'fastify';
import { claimStepUpAttempt, clearStepUpFailures, lockedError } from '../auth/lockout';
import { stepUpHeader, stepUpOpen } from '../auth/stepUp';
import { totpStepOf } from '../auth/totp';
import type { AppContext } from '../context';
import { invalidInput } from '../http/errors';
import { findStaffById, spendStaffTotpStep, staffTotpSecretOf } from './repository';
import { setStepUpWindow } from '../sessions/sessions';
import { anyStaffSessions, type StaffSession } from './sessions';
import { staffLockoutScope } from './signIn';
import { staffMustUsePasskeys } from '../passkeys/requirement';

export interface StaffStepUpCall {
  staff: StaffSession;
  now: Date;
  reply?: FastifyReply;
}

/** Opens the session's window until `until`, or closes it (null); the answer's X-Step-Up-Until says so. */
export async function setStaffStepUpWindow(context: AppContext, call: StaffStepUpCall, until: Date | null): Promise<void> {
  await setStepUpWindow(anyStaffSessions, context.db, { tokenHash: call.staff.tokenHash }, until);
  call.reply?.header(stepUpHeader, until ? until.toISOString() : '');
}

/**
 * Checks a code of the member's authenticator and spends its time step. Each attempt takes a count of the member's
 * step-up counter before the code is checked, so codes sent at once cannot pass its limit; one that meets the lock
 * answers 4002 unchecked. A wrong code or a replay keeps its count, closes the window and answers 4000 on
 * `google_code`; a right one clears the count and opens the window. Answers its end.
 */
export async function proveStaffCode(context: AppContext, call: StaffStepUpCall, code: string): Promise<Date> {
  const { db, config } = context;
  const lock = await claimStepUpAttempt(db, call.staff.staffId, call.now, config.lockout, staffLockoutScope);
  if (lock) throw lockedError(lock, call.now);
  const member = await findStaffById(db, call.staff.staffId);
  const step = member ? totpStepOf(staffTotpSecretOf(config.secretBox, member), code, call.now) : null;
  if (step === null || !(await spendStaffTotpStep(db, call.staff.staffId, step))) {
    await setStaffStepUpWindow(context, call, null);
    throw invalidInput('google_code', 'kassa.server.wrongCurrentCode');
  }
  await clearStepUpFailures(db, call.staff.staffId, staffLockoutScope);
  const until = new Date(call.now.getTime() + config.stepUpMs);
  await setStaffStepUpWindow(context, call, until);
  return until;
}

/**
 * A code sent to open the window: refused (4000 on `google_code`, nothing counted) while the platform requires passkeys
 * of a member who has one, whose window only a passkey opens (server/passkeys/staff.ts).
 */
export async function proveStaffStepUpCode(context: AppContext, call: StaffStepUpCall, code: string): Promise<Date> {
  if (await staffMustUsePasskeys(context.db, call.staff.staffId)) throw invalidInput('google_code', 'kassa.server.passkeyRequiredForStepUp');
  return proveStaffCode(context, call, code);
}

/**
 * The step-up of a protected change: a code sent is always proved as above; without one, the session's open window
 * stands in for it, and a closed window answers 4000 on `google_code`, asking for the code.
 */
export async function requireStaffStepUp(context: AppContext, call: StaffStepUpCall, code: string | undefined): Promise<void> {
  if (code) {
    await proveStaffStepUpCode(context, call, code);
    return;
  }
  if (!stepUpOpen(call.staff, call.now)) throw invalidInput('google_code', 'kassa.server.stepUpRequired');
}
