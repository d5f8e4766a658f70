/**
 * A platform staff member for a test, as a real one comes to be: made by `npm run ops -- create-staff`, enrolled
 * through the one-time link as the platform console's page does, then signed in.
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

/** The member `username` with `role`, signed in; the test fails at the step that does not succeed. */
export async function newStaffMember(server: TestServer, username: string, role: StaffRoleName): Promise<TestStaffMember> {
  const succeeded = <T>(step: string, answer: { body: { code: number; data: T } }) => {
    if (answer.body.code !== 200) throw new Error(`${step} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const created = succeeded('create-staff', await server.ops<{ link: string }>('create-staff', [username], { role }));
  const token = tokenOfLink(created.link);
  const detail = succeeded('enrol/detail', await server.call<ResponseOf<'staffEnrolmentDetail'>>(endpoints.staffEnrolmentDetail.path, { token }));
  const password = `${username}-Pass-2025`;
  const encrypted = await server.encryptPassword(password);
  succeeded('enrol/complete', await server.call(endpoints.staffEnrolmentComplete.path, { token, password: encrypted, confirm_password: encrypted, google_code: server.freshCode(detail.secret) }));
  const signIn = { username, password: await server.encryptPassword(password), google_code: server.freshCode(detail.secret) };
  const signedIn = succeeded('sign-in', await server.call<ResponseOf<'staffSignIn'>>(endpoints.staffSignIn.path, signIn));
  return { username, password, totpSecret: detail.secret, token: signedIn.staff_token };
}
