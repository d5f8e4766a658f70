/**
 * A platform staff member for a test, as a real one comes to be: made by `npm run ops -- create-staff` (with the email
 * `<username>@staff.example`), enrolled through the one-time link as the platform console's page does, then signed in.
 */
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import type { StaffRoleName } from '../../openapi/endpoint';
import { tokenOfLink } from './enrolment';
import type { TestServer } from './harness';

export interface TestStaffMember {
  username: string;
  password: string;
  totpSecret: string;
  /** Sent as X-Staff-Token. */
  token: string;
}

const succeeded = <T>(step: string, answer: { body: { code: number; data: T } }) => {
  if (answer.body.code !== 200) throw new Error(`${step} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** The member `username` with `role`, signed in; the test fails at the step that does not succeed. */
export async function newStaffMember(server: TestServer, username: string, role: StaffRoleName): Promise<TestStaffMember> {
  // With a contact, as the console's members have, so the console may send them a new link (a reset).
  const created = succeeded('create-staff', await server.ops<{ link: string }>('create-staff', [username], { role, email: `${username}@staff.example` }));
  return enrolByLink(server, username, created.link);
}

/** Whoever holds `link` (the one-time link of the member `username`) sets a password and an authenticator with it and signs in. */
export async function enrolByLink(server: TestServer, username: string, link: string): Promise<TestStaffMember> {
  const token = tokenOfLink(link);
  const detail = succeeded('enrol/detail', await server.call<ResponseOf<'staffEnrolmentDetail'>>(endpoints.staffEnrolmentDetail.path, { token }));
  const password = `${username}-Pass-2025`;
  const encrypted = await server.encryptPassword(password);
  succeeded('enrol/complete', await server.call(endpoints.staffEnrolmentComplete.path, { token, password: encrypted, confirm_password: encrypted, google_code: server.freshCode(detail.secret) }));
  const signIn = { username, password: await server.encryptPassword(password), google_code: server.freshCode(detail.secret) };
  const signedIn = succeeded('sign-in', await server.call<ResponseOf<'staffSignIn'>>(endpoints.staffSignIn.path, signIn));
  return { username, password, totpSecret: detail.secret, token: signedIn.staff_token };
}
