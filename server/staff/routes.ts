import { endpoints } from '../../openapi/endpoints';
import { storedUserAgent } from '../auth/userAgent';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { listPlatformAudit, staffActorOf } from './audit';
import { completeStaffEnrolment, staffEnrolmentDetail } from './enrolment';
import { listStaff, setStaffStatus } from './members';
import { endStaffSessions, staffSessionList, staffSessionPolicy } from './sessions';
import { staffSignIn } from './signIn';
import { proveStaffStepUpCode, requireStaffStepUp } from './stepUp';
import {
  listStaffPasskeys,
  registerStaffPasskey,
  removeStaffPasskey,
  setStaffRequirement,
  staffRegistrationOptions,
  staffSignInOptions,
  staffSignInWithPasskey,
  staffStepUpOptions,
  staffStepUpWithPasskey,
} from '../passkeys/staff';

/** Every role may manage their own session and account; staff accounts and the platform audit log are the administrators'. */
const everyRole = { roles: ['reviewer', 'support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;

export function registerStaffRoutes(routes: Routes, context: AppContext) {
  routes.open(endpoints.staffSignIn, ({ body, ip, now, request, reply }) => staffSignIn(context, body, ip, now, storedUserAgent(request.headers['user-agent']), { request, reply }));
  routes.open(endpoints.staffPasskeySignInOptions, ({ now }) => staffSignInOptions(context, now));
  routes.open(endpoints.staffPasskeySignIn, ({ body, ip, now, request, reply }) => staffSignInWithPasskey(context, body, ip, now, storedUserAgent(request.headers['user-agent']), reply));
  routes.open(endpoints.staffEnrolmentDetail, ({ body, now }) => staffEnrolmentDetail(context, body, now));
  routes.open(endpoints.staffEnrolmentComplete, ({ body, ip, now }) => completeStaffEnrolment(context, body, ip, now));

  const member = (staff: { staffId: number; username: string }) => ({ id: staff.staffId, username: staff.username });

  routes.staff(endpoints.staffSignOut, everyRole, async (call) => {
    await endStaffSessions(context.db, staffActorOf(call), member(call.staff), { tokenHash: call.staff.tokenHash }, 'staff_sign_out');
    return null;
  });

  routes.staff(endpoints.staffMe, everyRole, async ({ staff, now }) => ({
    id: staff.staffId,
    username: staff.username,
    role: staff.role,
    step_up_until: staff.stepUpUntil && staff.stepUpUntil.getTime() > now.getTime() ? staff.stepUpUntil.toISOString() : null,
  }));

  routes.staff(endpoints.staffStepUp, everyRole, async (call) => ({ step_up_until: (await proveStaffStepUpCode(context, call, call.body.google_code)).toISOString() }));

  routes.staff(endpoints.staffPasskeyStepUpOptions, everyRole, (call) => staffStepUpOptions(context, call));
  routes.staff(endpoints.staffPasskeyStepUp, everyRole, (call) => staffStepUpWithPasskey(context, call, call.body));
  routes.staff(endpoints.staffPasskeyRegisterOptions, everyRole, (call) => staffRegistrationOptions(context, call, call.body));
  routes.staff(endpoints.staffPasskeyRegister, everyRole, (call) => registerStaffPasskey(context, call, call.body));
  routes.staff(endpoints.staffPasskeyList, everyRole, ({ staff }) => listStaffPasskeys(context, staff));
  routes.staff(endpoints.staffPasskeyDelete, everyRole, (call) => removeStaffPasskey(context, call, call.body));
  routes.staff(endpoints.staffPasskeyRequirementUpdate, adminOnly, (call) => setStaffRequirement(context, call, call.body));

  routes.staff(endpoints.staffSessionQuery, everyRole, ({ staff, now }) => staffSessionList(context.db, staff, now, staffSessionPolicy(context)));

  // One of the caller's own live sessions, as listed; an ended one, or another member's, is the same "not found".
  routes.staff(endpoints.staffSessionRevoke, everyRole, (call) =>
    runTransaction(context.db, async (tx) => {
      const live = await staffSessionList(tx, call.staff, call.now, staffSessionPolicy(context));
      if (!live.list.some((session) => session.id === call.body.id)) throw notFound('kassa.server.sessionNotFound');
      await endStaffSessions(tx, staffActorOf(call), member(call.staff), { id: call.body.id });
      return null;
    }),
  );

  routes.staff(endpoints.staffQuery, adminOnly, ({ body }) =>
    listStaff(context, { role: body.role, status: body.status, keyword: body.keyword || undefined, order: body.sort_order, paging: body }),
  );

  // Making, resetting or changing the role of an account is a rule change another administrator approves
  // (server/ruleChanges/): the link then goes to the member's contact, never to either administrator.
  routes.staff(endpoints.staffCreate, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    const { google_code: _code, ...member } = call.body;
    return proposeRuleChange(context, staffActorOf(call), 'staff_create', {
      username: member.username,
      role: member.role,
      email: member.email,
      phone: member.phone ?? null,
      language: member.language ?? call.language,
    });
  });

  routes.staff(endpoints.staffReset, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return proposeRuleChange(context, staffActorOf(call), 'staff_reset', { staff_id: String(call.body.staff_id) });
  });

  routes.staff(endpoints.staffRoleChange, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return proposeRuleChange(context, staffActorOf(call), 'staff_role', { id: String(call.body.id), role: call.body.role });
  });

  routes.staff(endpoints.staffSuspend, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setStaffStatus(context, staffActorOf(call), call.body.id, 'suspended', call.body.reason);
  });

  routes.staff(endpoints.staffResume, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setStaffStatus(context, staffActorOf(call), call.body.id, 'active', call.body.reason);
  });

  routes.staff(endpoints.platformAuditQuery, adminOnly, ({ body }) =>
    listPlatformAudit(context.db, { staff: body.staff || undefined, action: body.action, start: body.start_time, end: body.end_time, order: body.sort_order, paging: body }),
  );
}
