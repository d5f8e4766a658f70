/**
 * A payer signs in to their wallet: a slider token of the wallet's own (not bound to an order; spent once the sign-in
 * gate lets the attempt through, whatever happens next), then the same account check, gate included, as the checkout
 * login (server/payers/signIn.ts). Signing up
 * signs in the same way, without the slider: the phone's code stands in for it.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { storedUserAgent } from '../auth/userAgent';
import type { AppContext } from '../context';
import type { SignInCall } from '../auth/signInGate';
import { invalidInput } from '../http/errors';
import { verifyPayerSignIn } from '../payers/signIn';
import { spendSliderToken } from '../payers/slider';
import type { WalletUser } from '../walletUsers/repository';
import { walletProfile } from './profile';
import { createWalletSession } from './session';

/** A new session for the payer, answered as the contract's WalletSession. */
export async function openWalletSession(context: AppContext, user: WalletUser, ip: string, userAgent: string | string[] | undefined, now: Date): Promise<ResponseOf<'walletSignIn'>> {
  const session = await createWalletSession(context.db, { uid: user.uid, ip, userAgent: storedUserAgent(userAgent), now });
  return { wallet_token: session.token, expire_time: session.expiresAt.toISOString(), profile: await walletProfile(context.db, user, now) };
}

export async function signInToWallet(
  context: AppContext,
  body: RequestOf<'walletSignIn'>,
  ip: string,
  userAgent: string | string[] | undefined,
  now: Date,
  call: Omit<SignInCall, 'ip' | 'now' | 'answer'> = {},
): Promise<ResponseOf<'walletSignIn'>> {
  const slider = async () => {
    if (!(await spendSliderToken(context.db, body.slider_token, null, now))) throw invalidInput('slider_token', 'kassa.server.sliderExpired');
  };
  const user = await verifyPayerSignIn(context, body, { ...call, ip, now, slider });
  return openWalletSession(context, user, ip, userAgent, now);
}
