import { z } from 'zod';
import { EmptyBody, Id, NoData, Timestamp, commonFilters, describe, listRequest, listResponse, text, typeError, vkey } from './common';
import { encryptedPassword, googleCode, limits, linkContactFields, loginPassword, requiredText, signInChallengeFields, stepUpCode } from './sharedRules';
import { enrolmentToken } from './auth';
import { endpoint, staffRoleNames, type Endpoint, type StaffRoleName } from './endpoint';
import { RuleChange } from './platformRuleChanges';

/*
 * (added) The platform's own staff: the people who run the wallet service (review, support, administration), apart
 * from the merchants' operators. They sign in like operators (RSA-encrypted password of get_pub_key and an
 * authenticator code), get their first password and authenticator from a one-time link sent to their email (never
 * shown to the administrator who made it), and call /v1/platform/* with their own token, X-Staff-Token. Each call
 * names the roles that may make it; every action they take is written to the platform audit log.
 */

/** Every role: the calls every signed-in staff member may make (their own session and account). */
const everyRole: readonly StaffRoleName[] = staffRoleNames;
/** Only administrators: staff accounts and the platform audit log. */
const adminOnly: readonly StaffRoleName[] = ['admin'];

// ---------- entities ----------

export const StaffRole = z
  .enum(staffRoleNames, typeError('choice'))
  .meta({
    id: 'StaffRole',
    description:
      '(added) What a staff member may do: reviewer (reviews of merchants’ requests), support (merchants’ questions and accounts), admin (everything, staff accounts and the platform audit log included).',
  });

export const StaffStatus = z
  .enum(['active', 'suspended'], typeError('choice'))
  .meta({ id: 'StaffStatus', description: '(added) active: may sign in once enrolled; suspended: may not, and has no session.' });

export const StaffMember = z
  .object({
    id: Id,
    username: z.string(),
    role: StaffRole,
    status: StaffStatus,
    status_reason: describe(z.string().nullable(), 'Why the account was last suspended or resumed; null when it never was.'),
    enrolled: describe(z.boolean(), 'Whether the member has used their one-time link (set a password and an authenticator); until then they cannot sign in.'),
    create_time: Timestamp,
    update_time: describe(Timestamp, 'The last change of role or status.'),
    last_sign_in_time: describe(Timestamp.nullable(), 'The member’s latest sign-in; null when they never signed in.'),
  })
  .meta({ id: 'StaffMember', description: '(added) A staff account of the platform.' });

export const StaffIdentity = z
  .object({
    id: Id,
    username: z.string(),
    role: StaffRole,
    step_up_until: describe(Timestamp.nullable(), 'Until when this session may make protected changes without another authenticator code; null when it must send one.'),
  })
  .meta({ id: 'StaffIdentity', description: '(added) The signed-in staff member.' });

export const StaffSignedIn = z
  .object({
    staff_token: describe(z.string(), 'Sent as X-Staff-Token on every other staff call.'),
    expire_time: describe(Timestamp, 'When the session ends however busy (12 hours); 30 minutes without a call end it sooner.'),
    staff: StaffIdentity,
  })
  .meta({ id: 'StaffSignedIn' });

export const StaffSession = z
  .object({
    id: Id,
    ip: describe(z.string(), 'The address the session signed in from.'),
    browser: describe(z.string().nullable(), 'The browser and its major version named by the User-Agent at sign-in; null when not recognised.'),
    os: describe(z.string().nullable(), 'The operating system named by the User-Agent at sign-in; null when not recognised.'),
    user_agent: describe(z.string().nullable(), 'The User-Agent header at sign-in (at most 512 characters).'),
    create_time: describe(Timestamp, 'When the session signed in.'),
    last_seen_time: describe(Timestamp, 'The last call made with it, to the minute.'),
    expire_time: describe(Timestamp, 'When it ends however busy (12 hours after sign-in); 30 minutes without a call end it sooner.'),
    current: describe(z.boolean(), 'True for the session making this call.'),
  })
  .meta({ id: 'StaffSession', description: '(added) A session of the signed-in staff member that has not ended.' });

export const PlatformAuditAction = z
  .enum(
    [
      'staff_create',
      'staff_enrol',
      'staff_sign_in',
      'staff_sign_out',
      'staff_session_revoke',
      'staff_role_change',
      'staff_suspend',
      'staff_resume',
      'staff_reset',
      'staff_contact_change',
      'usdt_recharge_first_approve',
      'usdt_recharge_approve',
      'usdt_recharge_reject',
      'usdt_withdrawal_first_approve',
      'usdt_withdrawal_approve',
      'usdt_withdrawal_reject',
      'fiat_withdrawal_first_approve',
      'fiat_withdrawal_approve',
      'fiat_withdrawal_reject',
      'kyc_approve',
      'kyc_reject',
      'four_eyes_threshold_change',
      'deposit_address_change',
      'deposit_address_add',
      'usdt_rate_change',
      'usdt_minimums_change',
      'coin_minimums_change',
      'coin_fee_rates_change',
      'maintenance_change',
      'announcement_publish',
      'announcement_edit',
      'announcement_withdraw',
      'ticket_reply',
      'help_article_create',
      'help_article_update',
      'help_article_delete',
      'merchant_create',
      'merchant_suspend',
      'merchant_resume',
      'merchant_fee_change',
      'wallet_user_suspend',
      'wallet_user_resume',
      'staff_passkey_register',
      'staff_passkey_delete',
      'staff_passkey_sign_in',
      'staff_passkey_step_up',
      'staff_passkey_requirement',
      'rule_change_propose',
      'rule_change_approve',
      'rule_change_reject',
      'rule_change_withdraw',
    ],
    typeError('choice'),
  )
  .meta({ id: 'PlatformAuditAction', description: '(added) An action of platform staff recorded in the platform audit log.' });

const AuditValues = z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).nullable();

export const PlatformAuditEntry = z
  .object({
    id: Id,
    create_time: Timestamp,
    staff: describe(z.string(), 'The staff member who acted (username), or `ops` for a command of `npm run ops` on the server’s machine.'),
    role: describe(StaffRole.nullable(), 'Their role when they acted; null for `ops`.'),
    ip: describe(z.string(), 'The address the action came from.'),
    action: PlatformAuditAction,
    target: describe(z.string().nullable(), 'What it was done to: a staff member’s username, a session’s IP, an order number, a KYC submission’s id, a coin’s threshold or minimums, a USDT network’s deposit address, an announcement’s or a ticket’s id; null for the actor’s own account.'),
    before: describe(AuditValues, 'The values before; null when the thing did not exist.'),
    after: describe(AuditValues, 'The values after; null when the thing no longer exists.'),
  })
  .meta({ id: 'PlatformAuditEntry', description: '(added) One action of platform staff: who, when, from where, what, before and after.' });

// ---------- rules ----------

/** A staff username: 3 to 32 letters, digits, '_', '.' or '-' (sign-in ignores case). */
export const staffUsername = requiredText(limits.usernameMax)
  .min(3, { error: vkey('too_short') })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: vkey('username_chars') })
  .meta({ description: '3 to 32 letters, digits, _, . or -; stored lower-case.', examples: ['reviewer.lan'] });

/** Why an account is suspended or resumed: required, kept with the account and in the audit log. */
export const staffStatusReason = requiredText(limits.reasonMax).meta({ description: 'Why; kept with the account and written to the platform audit log.' });

/** The staff sign-in form (the password before encryption). */
export const staffSignInForm = z.object({
  username: requiredText(limits.usernameMax),
  password: loginPassword,
  google_code: googleCode,
});

/** An administrator adds a staff member: username, role, where their link goes, and the step-up code. */
export const staffCreateForm = z.object({ username: staffUsername, role: StaffRole, ...linkContactFields, google_code: stepUpCode });

/** An administrator gives a member a new one-time link (a lost password or authenticator), with the step-up code. */
export const staffResetForm = z.object({ staff_id: Id.meta({ description: 'The member.' }), google_code: stepUpCode });

/** An administrator changes a member's role. */
export const staffRoleForm = z.object({ role: StaffRole, google_code: stepUpCode });

/** An administrator suspends or resumes a member, with the reason. */
export const staffStatusForm = z.object({ reason: staffStatusReason, google_code: stepUpCode });

// ---------- calls ----------

const tag = 'Platform staff';

export const platformStaffCalls = {
  staffSignIn: endpoint({
    path: '/v1/platform/auth/sign_in',
    method: 'post',
    tag,
    summary:
      'Staff sign-in: username, password encrypted with the key of get_pub_key, authenticator code; wrong answers count in counters of their own (4001; an unknown browser behind hot counters is asked a proof of work, 4028; a known device is locked only by its own failures, 4002)',
    auth: false,
    request: z.object({ username: requiredText(limits.usernameMax), password: encryptedPassword, google_code: googleCode, ...signInChallengeFields }),
    response: StaffSignedIn,
  }),
  staffEnrolmentDetail: endpoint({
    path: '/v1/platform/enrol/detail',
    method: 'post',
    tag,
    summary: 'What a staff member’s one-time link (24 hours, single use, the newest of its member) is for, and the authenticator to scan; any other token answers 4000',
    auth: false,
    request: z.object({ token: enrolmentToken }),
    response: z
      .object({
        username: z.string(),
        role: StaffRole,
        secret: describe(z.string(), 'Base32 TOTP secret of the authenticator to bind (SHA-1, 6 digits, 30 s), for manual entry.'),
        otpauth_url: describe(z.string(), 'otpauth:// URL of the same secret, to show as a QR code.'),
        expire_time: Timestamp,
      })
      .meta({ id: 'StaffEnrolmentDetail' }),
  }),
  staffEnrolmentComplete: endpoint({
    path: '/v1/platform/enrol/complete',
    method: 'post',
    tag,
    summary: 'Use a staff member’s one-time link: set the password and bind the authenticator it offers (a code proves it); the link is spent and every session of the member ends',
    auth: false,
    request: z.object({
      token: enrolmentToken,
      password: encryptedPassword.meta({ description: 'The new password, encrypted like at sign-in; once decrypted 8–64 digits, letters or punctuation.' }),
      confirm_password: encryptedPassword.meta({ description: 'The new password typed again, encrypted the same way.' }),
      google_code: googleCode.meta({ description: 'A code of the authenticator the link offers, proving it was scanned.' }),
    }),
    response: z.object({ username: z.string() }).meta({ id: 'StaffEnrolmentDone' }),
  }),
  staffSignOut: endpoint({
    path: '/v1/platform/auth/sign_out',
    method: 'post',
    tag,
    summary: 'End the caller’s session',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: NoData,
  }),
  staffMe: endpoint({
    path: '/v1/platform/me',
    method: 'post',
    tag,
    summary: 'The signed-in staff member: username and role',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: StaffIdentity,
  }),
  staffStepUp: endpoint({
    path: '/v1/platform/step_up',
    method: 'post',
    tag,
    summary: 'Prove an authenticator code: the session may make protected changes without another for KASSA_STEP_UP_SECONDS',
    auth: false,
    staff: everyRole,
    request: z.object({ google_code: googleCode }),
    response: z.object({ step_up_until: Timestamp }).meta({ id: 'StaffStepUp' }),
  }),
  staffSessionQuery: endpoint({
    path: '/v1/platform/session/query',
    method: 'post',
    tag,
    summary: 'The caller’s own sessions that have not ended, the most recently used first',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: listResponse(StaffSession),
  }),
  staffSessionRevoke: endpoint({
    path: '/v1/platform/session/revoke',
    method: 'post',
    tag,
    summary: 'End one of the caller’s own sessions: its next call answers 401 (one that has ended or is not the caller’s answers 4004)',
    auth: false,
    staff: everyRole,
    request: z.object({ id: Id }),
    response: NoData,
  }),
  staffQuery: endpoint({
    path: '/v1/platform/staff/query',
    method: 'post',
    tag,
    summary: 'The platform’s staff accounts, newest first',
    auth: false,
    staff: adminOnly,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        role: StaffRole.optional(),
        status: StaffStatus.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Username, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(StaffMember),
  }),
  staffCreate: endpoint({
    path: '/v1/platform/staff/create',
    method: 'post',
    tag,
    summary:
      'Propose a new staff member with a role and their contact: the answer is the rule change (`staff_create`) another administrator approves after the cooling-off period; on that approval the one-time link (24 hours) where they set their password and authenticator is sent to their email (and phone), never to either administrator; 4009 when the username is taken; 503 when the server cannot send email; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: staffCreateForm,
    response: RuleChange,
  }),
  staffReset: endpoint({
    path: '/v1/platform/staff/reset',
    method: 'post',
    tag,
    summary:
      'Propose sending a member who lost their password or authenticator a new one-time link (24 hours) at the contact kept with them (4009 without one, or for oneself): the answer is the rule change (`staff_reset`); once another administrator approves it, their password and authenticator stop working, their sessions end, older links are void and the link goes to their contact; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: staffResetForm,
    response: RuleChange,
  }),
  staffRoleChange: endpoint({
    path: '/v1/platform/staff/role',
    method: 'post',
    tag,
    summary:
      'Propose a new role for a staff member (not one’s own, 4009; not the role they have, 4009): the answer is the rule change (`staff_role`); it holds from their next call once another administrator approves it; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: staffRoleForm.extend({ id: Id }),
    response: RuleChange,
  }),
  staffSuspend: endpoint({
    path: '/v1/platform/staff/suspend',
    method: 'post',
    tag,
    summary: 'Suspend a staff member (not oneself) with a reason: their sessions end and sign-in is refused; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: staffStatusForm.extend({ id: Id }),
    response: StaffMember,
  }),
  staffResume: endpoint({
    path: '/v1/platform/staff/resume',
    method: 'post',
    tag,
    summary: 'Lift a staff member’s suspension with a reason: they may sign in again; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: staffStatusForm.extend({ id: Id }),
    response: StaffMember,
  }),
  platformAuditQuery: endpoint({
    path: '/v1/platform/audit_log/query',
    method: 'post',
    tag,
    summary: 'The platform audit log: every action of staff, newest first',
    auth: false,
    staff: adminOnly,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        staff: text().trim().max(limits.usernameMax, { error: vkey('too_long') }).optional().meta({ description: 'The acting staff member’s username (or `ops`), exactly.' }),
        action: PlatformAuditAction.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
      },
    }),
    response: listResponse(PlatformAuditEntry),
  }),
} satisfies Record<string, Endpoint>;
