/**
 * Changing the login password (spec section 5). Both passwords arrive RSA-encrypted like at sign-in.
 * The new one must pass the contract's rule for new passwords; the confirmation, when the client sends
 * it, must match. Every other session of the merchant ends, so a session opened with the old password
 * (perhaps by someone else) does not outlive it; the session that made the change stays.
 */
import type { RequestOf } from '../../openapi/endpoints';
import { closeStepUp } from '../auth/stepUp';
import { claimStepUpAttempt, clearStepUpFailures, lockedError } from '../auth/lockout';
import { closeStepUpsOf } from '../auth/stepUp';
import type { FastifyReply } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserById, setPasswordHash } from '../auth/repository';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { endSessionsAudited, type SignedIn } from '../auth/sessions';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { holdToNewPasswordRules } from '../enrolment/links';
import { invalidInput, unauthorized } from '../http/errors';

export async function changePassword(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'resetSelfPassword'>,
  ip: string,
  now: Date,
  reply?: FastifyReply,
): Promise<null> {
  const { db } = context;
  const keys = await loginKeyPair(db, context.config.secretBox, now);
  const oldPassword = decryptPassword(keys, body.old_password);
  if (oldPassword === null) throw invalidInput('old_password', 'kassa.validation.invalid');
  const newPassword = decryptPassword(keys, body.new_password);
  if (newPassword === null) throw invalidInput('new_password', 'kassa.validation.invalid');

  holdToNewPasswordRules(newPassword, 'new_password');
  if (decryptPassword(keys, body.confirm_password) !== newPassword) {
    throw invalidInput('confirm_password', 'kassa.validation.passwords_mismatch');
  }

  const user = await findUserById(db, signedIn.merchantUserId);
  if (!user) throw unauthorized();
  // The current password is a step-up answer: a stolen session must not become a way to guess it, so it shares the
  // operator's step-up counter (never the sign-in's, which strangers can fill), counted before it is checked.
  const lock = await claimStepUpAttempt(db, user.id, now, context.config.lockout);
  if (lock) throw lockedError(lock, now);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await closeStepUp(db, signedIn.tokenHash, reply);
    throw invalidInput('old_password', 'kassa.server.wrongPassword');
  }
  await clearStepUpFailures(db, user.id);
  if (newPassword === oldPassword) throw invalidInput('new_password', 'kassa.validation.password_unchanged');

  const hash = await hashPassword(newPassword);
  await runTransaction(db, async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
    // No values: a password is never written anywhere but as its hash.
    await audit(tx, actor, 'password_change', { target: user.username });
    await endSessionsAudited(tx, actor, { merchantUserId: user.id, exceptTokenHash: signedIn.tokenHash });
    // The step-up window ends with the old password, this session's included: the next protected change asks again.
    await closeStepUpsOf(tx, user.id, reply);
  });
  return null;
}
