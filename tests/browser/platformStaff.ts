import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { endpoints } from '../../openapi/endpoints';
import type { StaffRoleName } from '../../openapi/endpoint';
import { staffMembers } from '../../server/db/schema';
import { tokenOfLink } from '../../server/testing/enrolment';
import { encryptWith, totpCode } from '../../server/testing/harness';
import type { RunningKassa } from './kassaServer';

/*
 * Platform staff for the browser tests of the platform console (/platform/): a member of a role made as an
 * administrator makes one (`npm run ops -- create-staff` with the email `<username>@staff.example`, its one-time link
 * used through the API), and signed in on the light staff sign-in page.
 */

/** A staff member of the test server: what they sign in with. */
export interface TestStaff {
  username: string;
  password: string;
  role: StaffRoleName;
  /** Their authenticator's secret (base32). */
  totpSecret: string;
}

/** The password every test member sets through their link. */
export const staffPassword = 'Staff-pass-2025';

async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; detail: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.detail}`);
  return answer.data;
}

/** The one-time link of a new member of `role` (create-staff), as it would be handed to them. */
export async function staffLink(kassa: RunningKassa, username: string, role: StaffRoleName): Promise<string> {
  // With a contact, as the console's members have, so the console may send them a new link (a reset).
  const created = await kassa.ops('create-staff', [username], { role, email: `${username}@staff.example` });
  if (created.code !== 200) throw new Error(`create-staff ${username}: ${created.code} ${created.detail}`);
  return String(created.data.link);
}

/**
 * The link of the newest message the demo mailbox (GET /demo/mailbox, the test server runs in demo mode) holds for
 * `to`, an email address or a phone: where the platform console sends the links it makes.
 */
export async function linkSentTo(kassa: RunningKassa, to: string): Promise<string> {
  const response = await fetch(`${kassa.url}/demo/mailbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  const link = /https?:\/\/\S+/.exec(messages.find((message) => message.to === to)?.text ?? '')?.[0];
  if (!link) throw new Error(`no link sent to ${to} in the demo mailbox`);
  return link;
}

/** A new member of `role`, enrolled through their link with `staffPassword` (as the enrolment page does, without a browser). */
export async function createStaff(kassa: RunningKassa, role: StaffRoleName, username = `${role}.${Date.now().toString(36)}`): Promise<TestStaff> {
  const token = tokenOfLink(await staffLink(kassa, username, role));
  const detail = await post<{ secret: string }>(kassa.url, endpoints.staffEnrolmentDetail.path, { token });
  const { pub_key: publicKey } = await post<{ pub_key: string }>(kassa.url, endpoints.getPubKey.path, {});
  await post(kassa.url, endpoints.staffEnrolmentComplete.path, {
    token,
    password: encryptWith(publicKey, staffPassword),
    confirm_password: encryptWith(publicKey, staffPassword),
    google_code: totpCode(detail.secret, kassa.now()),
  });
  return { username, password: staffPassword, role, totpSecret: detail.secret };
}

/**
 * A code of the member's authenticator for the next step that needs one. Codes are single use per 30-second step;
 * rather than wait for the next step, the server forgets the step the member last spent (replays are the server
 * tests' subject).
 */
export async function freshStaffCode(kassa: RunningKassa, staff: TestStaff): Promise<string> {
  await kassa.db.update(staffMembers).set({ totpLastStep: 0 }).where(eq(staffMembers.username, staff.username));
  return totpCode(staff.totpSecret, kassa.now());
}

/** A staff session of `staff` made through the API (as the sign-in page makes one), for a step a test takes without a browser: its token. */
export async function staffToken(kassa: RunningKassa, staff: TestStaff): Promise<string> {
  const { pub_key: publicKey } = await post<{ pub_key: string }>(kassa.url, endpoints.getPubKey.path, {});
  const signedIn = await post<{ staff_token: string }>(kassa.url, endpoints.staffSignIn.path, {
    username: staff.username,
    password: encryptWith(publicKey, staff.password),
    google_code: await freshStaffCode(kassa, staff),
  });
  return signedIn.staff_token;
}

/** A staff call made with the session `token`: its `data`, once it answered 200. */
export async function staffCall<T>(kassa: RunningKassa, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${kassa.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-staff-token': token }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; detail: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.detail}`);
  return answer.data;
}

/** Signs `staff` in on the platform's light sign-in page, and waits for the overview. */
export async function signInStaff(page: Page, kassa: RunningKassa, staff: TestStaff): Promise<void> {
  await page.goto(`${kassa.url}/platform/Login`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByLabel('Authenticator code').fill(await freshStaffCode(kassa, staff));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/platform\/overview$/).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/signin-failed.png' });
    throw error;
  });
}
