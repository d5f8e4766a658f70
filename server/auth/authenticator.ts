/**
 * Rebinding the authenticator: get_google_secret offers a new secret (kept as pending, so only a secret
 * the server made can be bound); update_google_secret binds it once the operator proves both the
 * authenticator bound now and the new one with a code each.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { invalidInput } from '../http/errors';
import { recordFailure, refuseWhileLocked } from './lockout';
import { findUserById, replaceTotpSecret, setPendingTotpSecret, spendTotpStep } from './repository';
import type { SignedIn } from './sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

export async function offerNewSecret(context: AppContext, signedIn: SignedIn): Promise<ResponseOf<'getGoogleSecret'>> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(context.db, signedIn.merchantUserId, secret);
  return { secret, otpauth_url: totpUri(signedIn.username, secret) };
}

export async function bindNewSecret(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'updateGoogleSecret'>,
  ip: string,
  now: Date,
): Promise<null> {
  const { db } = context;
  const user = await findUserById(db, signedIn.merchantUserId);
  if (!user?.pendingTotpSecret || user.pendingTotpSecret !== body.secret) {
    throw invalidInput('secret', 'kassa.server.noPendingSecret');
  }
  await refuseWhileLocked(db, user.username, ip, now);

  const currentStep = totpStepOf(user.totpSecret, body.google_code, now);
  // The current code is spent like at sign-in: a code seen once (for example over a shoulder) is worthless.
  if (currentStep === null || !(await spendTotpStep(db, user.id, currentStep))) {
    await recordFailure(db, user.username, ip, now, context.config.lockout);
    throw invalidInput('google_code', 'kassa.server.wrongCurrentCode');
  }
  const newStep = totpStepOf(body.secret, body.new_google_code, now);
  if (newStep === null) throw invalidInput('new_google_code', 'kassa.server.wrongNewCode');

  await replaceTotpSecret(db, user.id, body.secret);
  // The new code must not sign in a second time either.
  await spendTotpStep(db, user.id, newStep);
  return null;
}
