/**
 * Changing the login password (spec section 5). Both passwords arrive RSA-encrypted like at sign-in.
 * The new one must pass the contract's rule for new passwords; the confirmation, when the client sends
 * it, must match. Every other session of the merchant ends, so a session opened with the old password
 * (perhaps by someone else) does not outlive it; the session that made the change stays.
 */
import type { RequestOf } from '../../openapi/endpoints';
import { issueMessage } from '../../openapi/rules';
import { newPassword as newPasswordRule } from '../../openapi/rules';
import { recordFailure, refuseWhileLocked } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById, setPasswordHash } from '../auth/repository';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { endSessionsAudited, type SignedIn } from '../auth/sessions';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { invalidInput, unauthorized } from '../http/errors';

export async function changePassword(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'resetSelfPassword'>,
  ip: string,
  now: Date,
): Promise<null> {
  const { db } = context;
  const keys = await loginKeyPair(db, context.config.secretBox, now);
  const oldPassword = decryptPassword(keys, body.old_password);
  if (oldPassword === null) throw invalidInput('old_password', 'kassa.validation.invalid');
  const newPassword = decryptPassword(keys, body.new_password);
  if (newPassword === null) throw invalidInput('new_password', 'kassa.validation.invalid');

  const rule = newPasswordRule.safeParse(newPassword);
  if (!rule.success) {
    const issue = rule.error.issues[0];
    const { key, args } = issue ? issueMessage(issue) : { key: 'kassa.validation.invalid', args: {} };
    throw invalidInput('new_password', key, args);
  }
  if (decryptPassword(keys, body.confirm_password) !== newPassword) {
    throw invalidInput('confirm_password', 'kassa.validation.passwords_mismatch');
  }

  const user = await findUserById(db, signedIn.merchantUserId);
  if (!user) throw unauthorized();
  await refuseWhileLocked(db, user.username, ip, now);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await recordFailure(db, user.username, ip, now, context.config.lockout);
    throw invalidInput('old_password', 'kassa.server.wrongPassword');
  }
  if (newPassword === oldPassword) throw invalidInput('new_password', 'kassa.validation.password_unchanged');

  const hash = await hashPassword(newPassword);
  await runTransaction(db, async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
    // No values: a password is never written anywhere but as its hash.
    await audit(tx, actor, 'password_change', { target: user.username });
    await endSessionsAudited(tx, actor, { merchantUserId: user.id, exceptTokenHash: signedIn.tokenHash });
  });
  return null;
}
