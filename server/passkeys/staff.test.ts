/**
 * Passkeys of the platform's staff, with real WebAuthn data from a software authenticator: registering as a protected
 * change, signing in to the platform without a username, confirming a change with a passkey instead of a code,
 * removing (the last one with the authenticator's code), the platform's requirement, and the refusals that change
 * nothing: no session, no window, no audit row.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { minutes, useTestServer, type CallOptions } from '../testing/harness';
import { SoftAuthenticator, type Tampering } from '../testing/softAuthenticator';
import { approveRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';

// Demo mode: a reset's link goes to the demo's mailbox.
const server = useTestServer({ demo: true });
const site = { origin: 'http://localhost:8080', rpId: 'localhost' };

type RequestOptions = ResponseOf<'staffPasskeySignInOptions'>;
type PasskeyRow = ResponseOf<'staffPasskeyRegister'>;

const staffCall = <T = unknown>(path: string, token: string, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ...options, headers: { ...options.headers, 'x-staff-token': token } });

let memberCount = 0;

interface Member extends TestStaffMember {
  authenticator: SoftAuthenticator;
  passkey: PasskeyRow;
}

async function registerPasskey(member: TestStaffMember, authenticator: SoftAuthenticator, name = 'Desk key', tampering: Tampering = {}) {
  const options = await staffCall<ResponseOf<'staffPasskeyRegisterOptions'>>(endpoints.staffPasskeyRegisterOptions.path, member.token, { google_code: server.freshCode(member.totpSecret) });
  expect(options.body.code).toBe(200);
  return staffCall<PasskeyRow>(endpoints.staffPasskeyRegister.path, member.token, { name, credential: authenticator.register(options.body.data, tampering) });
}

async function memberWithPasskey(role: 'admin' | 'reviewer' | 'support' = 'admin'): Promise<Member> {
  memberCount += 1;
  const member = await newStaffMember(server, `pk${role}${memberCount}`, role);
  const authenticator = new SoftAuthenticator(site);
  const registered = await registerPasskey(member, authenticator);
  expect(registered.body.code).toBe(200);
  return { ...member, authenticator, passkey: registered.body.data };
}

async function signInOptions(): Promise<RequestOptions> {
  const options = await server.call<RequestOptions>(endpoints.staffPasskeySignInOptions.path, {});
  expect(options.body.code).toBe(200);
  return options.body.data;
}

const passkeySignIn = async (authenticator: SoftAuthenticator, tampering: Tampering & { credentialId?: string } = {}) =>
  server.call<ResponseOf<'staffPasskeySignIn'>>(endpoints.staffPasskeySignIn.path, { credential: authenticator.assert(await signInOptions(), tampering) });

async function auditOf(adminToken: string, username: string) {
  const answer = await staffCall<ResponseOf<'platformAuditQuery'>>(endpoints.platformAuditQuery.path, adminToken, { staff: username, page_size: 100 });
  return answer.body.data.list.map((entry) => entry.action).reverse();
}

const passwordSignIn = async (member: TestStaffMember) =>
  server.call(endpoints.staffSignIn.path, { username: member.username, password: await server.encryptPassword(member.password), google_code: server.freshCode(member.totpSecret) });

describe('a staff member\'s passkey', () => {
  it('is registered as a protected change, signs in to the platform without a username, and is audited', async () => {
    const member = await memberWithPasskey();
    const list = await staffCall<ResponseOf<'staffPasskeyList'>>(endpoints.staffPasskeyList.path, member.token);
    expect(list.body.data).toMatchObject({ total: 1, required: false, list: [{ name: 'Desk key', last_used_time: null }] });

    const signedIn = await passkeySignIn(member.authenticator);
    expect(signedIn.body).toMatchObject({ code: 200, data: { staff: { username: member.username, role: 'admin', step_up_until: null } } });
    const token = signedIn.body.data.staff_token;
    expect((await staffCall(endpoints.staffMe.path, token)).body).toMatchObject({ code: 200, data: { username: member.username } });
    const after = await staffCall<ResponseOf<'staffPasskeyList'>>(endpoints.staffPasskeyList.path, token);
    expect(after.body.data.list[0]!.last_used_time).not.toBeNull();
    expect(await auditOf(token, member.username)).toEqual(expect.arrayContaining(['staff_passkey_register', 'staff_passkey_sign_in']));
  });

  it('registering without the window or a code asks for the code', async () => {
    memberCount += 1;
    const member = await newStaffMember(server, `pkcode${memberCount}`, 'support');
    server.clock.advance(minutes(6));
    const asked = await staffCall(endpoints.staffPasskeyRegisterOptions.path, member.token, {});
    expect(asked.body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.stepUpRequired' } });
  });

  it('opens the step-up window in place of a code; a refused answer closes it', async () => {
    const member = await memberWithPasskey('support');
    server.clock.advance(minutes(6));
    const options = await staffCall<RequestOptions>(endpoints.staffPasskeyStepUpOptions.path, member.token);
    const opened = await staffCall<ResponseOf<'staffPasskeyStepUp'>>(endpoints.staffPasskeyStepUp.path, member.token, { credential: member.authenticator.assert(options.body.data) });
    expect(opened.body).toMatchObject({ code: 200, data: { step_up_until: expect.any(String) } });
    expect((await staffCall<ResponseOf<'staffMe'>>(endpoints.staffMe.path, member.token)).body.data.step_up_until).not.toBeNull();

    const again = await staffCall<RequestOptions>(endpoints.staffPasskeyStepUpOptions.path, member.token);
    const unverified = await staffCall(endpoints.staffPasskeyStepUp.path, member.token, { credential: member.authenticator.assert(again.body.data, { userVerified: false }) });
    expect(unverified.body).toMatchObject({ code: 4000, data: { field: 'credential', key: 'kassa.server.passkeyUserNotVerified' } });
    expect((await staffCall<ResponseOf<'staffMe'>>(endpoints.staffMe.path, member.token)).body.data.step_up_until).toBeNull();
  });

  it('refuses a sign-in without user verification, a replayed challenge, a removed passkey and an operator\'s: no session', async () => {
    const member = await memberWithPasskey('reviewer');
    const unverified = await passkeySignIn(member.authenticator, { userVerified: false });
    expect(unverified.body).toMatchObject({ code: 4001, detail: expect.stringContaining('PIN') });

    const options = await signInOptions();
    const first = await server.call<ResponseOf<'staffPasskeySignIn'>>(endpoints.staffPasskeySignIn.path, { credential: member.authenticator.assert(options) });
    expect(first.body.code).toBe(200);
    const replay = await server.call(endpoints.staffPasskeySignIn.path, { credential: member.authenticator.assert(options) });
    expect(replay.body).toMatchObject({ code: 4000, data: { field: 'credential', key: 'kassa.server.passkeyChallengeInvalid' } });

    // An operator's passkey of this site names no staff member.
    const merchant = await server.createMerchant();
    const operatorToken = await server.signIn(merchant);
    const operatorKey = new SoftAuthenticator(site);
    const operatorOptions = await server.call<ResponseOf<'passkeyRegisterOptions'>>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token: operatorToken });
    expect((await server.call(endpoints.passkeyRegister.path, { name: 'Shop key', credential: operatorKey.register(operatorOptions.body.data) }, { token: operatorToken })).body.code).toBe(200);
    expect((await passkeySignIn(operatorKey)).body.code).toBe(4001);

    // Two passkeys: removing one is a protected change (the window is open from registering); it signs in no more.
    const second = new SoftAuthenticator(site);
    expect((await registerPasskey(member, second, 'Spare key')).body.code).toBe(200);
    expect((await staffCall(endpoints.staffPasskeyDelete.path, member.token, { id: member.passkey.id })).body.code).toBe(200);
    expect((await passkeySignIn(member.authenticator)).body.code).toBe(4001);
    expect((await passkeySignIn(second)).body.code).toBe(200);

    // The last one takes the authenticator's code, even inside the window.
    const list = await staffCall<ResponseOf<'staffPasskeyList'>>(endpoints.staffPasskeyList.path, member.token);
    const lastId = list.body.data.list[0]!.id;
    const withoutCode = await staffCall(endpoints.staffPasskeyDelete.path, member.token, { id: lastId });
    expect(withoutCode.body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.passkeyLastNeedsCode' } });
    const removed = await staffCall(endpoints.staffPasskeyDelete.path, member.token, { id: lastId, google_code: server.freshCode(member.totpSecret) });
    expect(removed.body.code).toBe(200);
    expect((await staffCall<ResponseOf<'staffPasskeyList'>>(endpoints.staffPasskeyList.path, member.token)).body.data.total).toBe(0);
  });
});

describe('the platform\'s passkey requirement', () => {
  it('is set by an administrator with a passkey; then members who have one sign in and confirm with it only', async () => {
    memberCount += 1;
    const bare = await newStaffMember(server, `pkbare${memberCount}`, 'admin');
    const none = await staffCall(endpoints.staffPasskeyRequirementUpdate.path, bare.token, { required: true, google_code: server.freshCode(bare.totpSecret) });
    expect(none.body).toMatchObject({ code: 4000, data: { field: 'required', key: 'kassa.server.passkeyNoneToRequire' } });

    const admin = await memberWithPasskey('admin');
    const support = await memberWithPasskey('support');
    const refusedRole = await staffCall(endpoints.staffPasskeyRequirementUpdate.path, support.token, { required: true });
    expect(refusedRole.body.code).not.toBe(200);
    const set = await staffCall(endpoints.staffPasskeyRequirementUpdate.path, admin.token, { required: true });
    expect(set.body).toMatchObject({ code: 200, data: { required: true } });

    try {
      expect((await passwordSignIn(support)).body).toMatchObject({ code: 4003, detail: expect.stringContaining('passkey') });
      server.clock.advance(minutes(6));
      const code = await staffCall(endpoints.staffStepUp.path, support.token, { google_code: server.freshCode(support.totpSecret) });
      expect(code.body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.passkeyRequiredForStepUp' } });
      // A member without a passkey still signs in with password and code.
      expect((await passwordSignIn(bare)).body.code).toBe(200);
      expect((await passkeySignIn(support.authenticator)).body.code).toBe(200);
      expect(await auditOf(admin.token, admin.username)).toContain('staff_passkey_requirement');
    } finally {
      const adminToken = (await passkeySignIn(admin.authenticator)).body.data.staff_token;
      const options = await staffCall<RequestOptions>(endpoints.staffPasskeyStepUpOptions.path, adminToken);
      await staffCall(endpoints.staffPasskeyStepUp.path, adminToken, { credential: admin.authenticator.assert(options.body.data) });
      expect((await staffCall(endpoints.staffPasskeyRequirementUpdate.path, adminToken, { required: false })).body.code).toBe(200);
    }
    expect((await passwordSignIn(support)).body.code).toBe(200);
  });

  it('an administrator\'s reset of a member removes the member\'s passkeys', async () => {
    const admin = await memberWithPasskey('admin');
    const member = await memberWithPasskey('reviewer');
    const listed = await staffCall<ResponseOf<'staffQuery'>>(endpoints.staffQuery.path, admin.token, { keyword: member.username });
    const reset = await staffCall<ResponseOf<'staffReset'>>(endpoints.staffReset.path, admin.token, { staff_id: listed.body.data.list[0]!.id });
    expect(reset.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    // Proposed only: the passkeys stay until another administrator approves the reset.
    expect((await passkeySignIn(member.authenticator)).body.code).toBe(200);
    await approveRule(server, await newStaffMember(server, `pkapprover${memberCount}`, 'admin'), reset.body.data);
    expect((await passkeySignIn(member.authenticator)).body.code).toBe(4001);
  });
});
