/**
 * Rebinding the authenticator: get_google_secret offers a new secret (kept as pending, so only a secret
 * the server made can be bound); update_google_secret binds it once the operator proves both the
 * authenticator bound now and the new one with a code each. Secrets are stored sealed (repository.ts).
 *
 * `proveAuthenticatorCode` is the second factor of signed-in calls (rebinding, the API key's add, update
 * and delete): the code is spent like at sign-in, and a wrong one feeds the sign-in lockout.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { recordFailure, refuseWhileLocked } from './lockout';
import {
  findUserById,
  pendingTotpSecretOf,
  replaceTotpSecret,
  setPendingTotpSecret,
  spendTotpStep,
  totpSecretOf,
  type MerchantUser,
} from './repository';
import type { SignedIn } from './sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

export async function offerNewSecret(context: AppContext, signedIn: SignedIn): Promise<ResponseOf<'getGoogleSecret'>> {
  const secret = newTotpSecret();
  await setPendingTotpSecret(context.db, context.config.secretBox, signedIn.merchantUserId, secret);
  return { secret, otpauth_url: totpUri(signedIn.username, secret) };
}

/**
 * Checks a code of the operator's current authenticator and spends its time step, so a code seen once
 * (for example over a shoulder) is worthless. A locked account or IP answers 4002 without checking; a wrong
 * code or a replay counts as a failed attempt and answers 4000 on `field`. Answers the operator.
 */
export async function proveAuthenticatorCode(
  context: AppContext,
  signedIn: Pick<SignedIn, 'merchantUserId'>,
  code: string,
  ip: string,
  now: Date,
  field = 'google_code',
): Promise<MerchantUser> {
  const { db } = context;
  const user = await findUserById(db, signedIn.merchantUserId);
  if (!user) throw invalidInput(field, 'kassa.server.wrongCurrentCode');
  await refuseWhileLocked(db, user.username, ip, now);
  const step = totpStepOf(totpSecretOf(context.config.secretBox, user), code, now);
  if (step === null || !(await spendTotpStep(db, user.id, step))) {
    await recordFailure(db, user.username, ip, now, context.config.lockout);
    throw invalidInput(field, 'kassa.server.wrongCurrentCode');
  }
  return user;
}

export async function bindNewSecret(
  context: AppContext,
  signedIn: SignedIn,
  body: RequestOf<'updateGoogleSecret'>,
  ip: string,
  now: Date,
): Promise<null> {
  const { db, config } = context;
  const found = await findUserById(db, signedIn.merchantUserId);
  const pending = found ? pendingTotpSecretOf(config.secretBox, found) : null;
  if (!pending || pending !== body.secret) {
    throw invalidInput('secret', 'kassa.server.noPendingSecret');
  }

  const user = await proveAuthenticatorCode(context, signedIn, body.google_code, ip, now);
  const newStep = totpStepOf(body.secret, body.new_google_code, now);
  if (newStep === null) throw invalidInput('new_google_code', 'kassa.server.wrongNewCode');

  await runTransaction(db, async (tx) => {
    await replaceTotpSecret(tx, config.secretBox, user.id, body.secret);
    // The new code must not sign in a second time either.
    await spendTotpStep(tx, user.id, newStep);
    await audit(tx, { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now }, 'authenticator_rebind', { target: user.username });
  });
  return null;
}
