import { z } from 'zod';
import { EmptyBody, Id, NoData, Timestamp, typeError } from './common';
import { endpoint, staffRoleNames, type Endpoint, type StaffRoleName } from './endpoint';
import { AssertionCredential, PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, Passkey, passkeyName, RegistrationCredential } from './passkeys';
import { StaffSignedIn } from './platformStaff';
import { stepUpCode } from './sharedRules';

/*
 * (added) Passkeys of the platform's staff, the same ceremonies as the operators' (openapi/passkeys.ts) under
 * /v1/platform: registering, signing in to the platform console without a username, confirming a protected change
 * (the step-up), the list and removing, and the platform's setting that requires them of every member who has one.
 * Each registration, removal, use and change of the setting is written to the platform audit log.
 */

const everyRole: readonly StaffRoleName[] = staffRoleNames;
const adminOnly: readonly StaffRoleName[] = ['admin'];
const tag = 'Platform staff';

export const staffPasskeyCalls = {
  staffPasskeySignInOptions: endpoint({
    path: '/v1/platform/auth/passkey/options',
    method: 'post',
    tag,
    summary: '(added) Begin a staff sign-in with a passkey: request options without a username, user verification required',
    auth: false,
    request: EmptyBody,
    response: PasskeyRequestOptions,
  }),
  staffPasskeySignIn: endpoint({
    path: '/v1/platform/auth/passkey/login',
    method: 'post',
    tag,
    summary:
      '(added) Sign in to the platform with the browser\'s answer to passkey/options: answers as sign_in does (the staff lockout and suspension apply alike); a passkey that does not verify answers 4001',
    auth: false,
    request: z.object({ credential: AssertionCredential }),
    response: StaffSignedIn,
  }),
  staffPasskeyRegisterOptions: endpoint({
    path: '/v1/platform/passkey/register/options',
    method: 'post',
    tag,
    summary: '(added) Begin registering a passkey for the signed-in member: a protected change (the step-up window, or a code)',
    auth: false,
    staff: everyRole,
    request: z.object({ google_code: stepUpCode }),
    response: PasskeyCreationOptions,
  }),
  staffPasskeyRegister: endpoint({
    path: '/v1/platform/passkey/register',
    method: 'post',
    tag,
    summary: '(added) Finish registering: the browser\'s answer to register/options of this session, and the passkey\'s name',
    auth: false,
    staff: everyRole,
    request: z.object({ name: passkeyName, credential: RegistrationCredential }),
    response: Passkey,
  }),
  staffPasskeyList: endpoint({
    path: '/v1/platform/passkey/list',
    method: 'post',
    tag,
    summary: '(added) The signed-in member\'s passkeys, and whether the platform requires passkeys of its staff',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: PasskeyList,
  }),
  staffPasskeyDelete: endpoint({
    path: '/v1/platform/passkey/delete',
    method: 'post',
    tag,
    summary: '(added) Remove one of the member\'s passkeys: a protected change; removing the last one also takes a code of the authenticator, even inside the step-up window',
    auth: false,
    staff: everyRole,
    request: z.object({ id: Id, google_code: stepUpCode }),
    response: NoData,
  }),
  staffPasskeyRequirementUpdate: endpoint({
    path: '/v1/platform/passkey/requirement',
    method: 'post',
    tag,
    summary:
      '(added) Require passkeys of the platform\'s staff, or stop requiring them (administrators): a protected change; turning it on takes a passkey of the caller\'s first',
    auth: false,
    staff: adminOnly,
    request: z.object({ required: z.boolean(typeError()), google_code: stepUpCode }),
    response: z.object({ required: z.boolean() }).meta({ id: 'StaffPasskeyRequirement' }),
  }),
  staffPasskeyStepUpOptions: endpoint({
    path: '/v1/platform/passkey/step_up/options',
    method: 'post',
    tag,
    summary: '(added) Begin confirming with a passkey instead of a code: request options for the member\'s passkeys',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: PasskeyRequestOptions,
  }),
  staffPasskeyStepUp: endpoint({
    path: '/v1/platform/passkey/step_up',
    method: 'post',
    tag,
    summary:
      '(added) Open the session\'s step-up window with the browser\'s answer to step_up/options of this session, as step_up does with a code; an answer that does not verify closes the window and counts as a wrong code',
    auth: false,
    staff: everyRole,
    request: z.object({ credential: AssertionCredential }),
    response: z.object({ step_up_until: Timestamp }).meta({ id: 'StaffPasskeyStepUp' }),
  }),
} satisfies Record<string, Endpoint>;
