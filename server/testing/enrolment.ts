/**
 * Using a one-time link (server/auth/enrolment.ts) as the console's enrolment page does: read what the link is for,
 * scan its authenticator (here: keep its secret), set a password and prove the scan with a code.
 */
import { endpoints } from '../../openapi/endpoints';
import { encryptWith, totpCode } from './harness';

/** The token of a link as create-merchant, invite-operator and reset-password print it: what follows '#'. */
export function tokenOfLink(link: string): string {
  const token = new URL(link).hash.slice(1);
  if (!token) throw new Error(`no token in the link ${link}`);
  return token;
}

/**
 * Completes the link against the server at `url` with `password` and a code of the link's secret at `at`; answers
 * the authenticator secret now bound (that code's step is spent: sign in with a later one).
 */
export async function enrolByLink(url: string, link: string, password: string, at = new Date()): Promise<{ username: string; totpSecret: string }> {
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { code: number; detail: string; data: T };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.detail}`);
    return answer.data;
  };
  const token = tokenOfLink(link);
  const detail = await post<{ username: string; secret: string }>(endpoints.enrolmentDetail.path, { token });
  const { pub_key: publicKey } = await post<{ pub_key: string }>(endpoints.getPubKey.path, {});
  await post(endpoints.enrolmentComplete.path, {
    token,
    password: encryptWith(publicKey, password),
    confirm_password: encryptWith(publicKey, password),
    google_code: totpCode(detail.secret, at),
  });
  return { username: detail.username, totpSecret: detail.secret };
}
