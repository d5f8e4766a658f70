/**
 * A payer opens a wallet account: a username no one has, a password (RSA-encrypted with get_pub_key like every
 * sign-in, then held to the merchants' password rules), a phone proven with the code sent to it, a nickname. The new
 * account has a UID of its own (W and 10 digits), every market enabled, and is signed in at once.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestOf } from '../../openapi/endpoints';
import { issueField, issueMessage, newPassword } from '../../openapi/rules';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import { postgresErrorCode, runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { findPayerByUsername, normalizePayerUsername, setPayerCredentials, storePhone } from '../payers/payers';
import { checkPhoneCode, phoneCodeRefusal, sendPhoneCode } from '../payers/phoneCodes';
import { spendSliderToken } from '../payers/slider';
import { createWalletUser, type WalletUser } from '../walletUsers/repository';

/**
 * A code for the phone of an account not made yet (uid null), asked by anyone: a wallet slider token is spent first,
 * and the daily caps per phone and address and the server's daily SMS budget count it (phoneCodes.ts), so nobody can
 * make the service pay for texts to numbers of their choosing beyond them.
 */
export async function sendSignUpCode(context: AppContext, body: RequestOf<'walletSignUpSendCode'>, ip: string, log: FastifyBaseLogger, now: Date) {
  if (!(await spendSliderToken(context.db, body.slider_token, null, now))) throw invalidInput('slider_token', 'kassa.server.sliderExpired');
  return sendPhoneCode(context, { uid: null, phone: body.phone, ip, log, now });
}

const usernameTaken = (username: string) => invalidInput('username', 'kassa.server.usernameTaken', { username });

/** The password as typed, decrypted and held to the password rules: 4000 on `password` otherwise. */
async function passwordOf(context: AppContext, encrypted: string, now: Date): Promise<string> {
  const password = decryptPassword(await loginKeyPair(context.db, context.config.secretBox, now), encrypted);
  if (password === null) throw invalidInput('password', 'kassa.validation.invalid');
  const checked = newPassword.safeParse(password);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const { key, args } = issueMessage(issue);
    throw invalidInput(issueField(issue) || 'password', key, args);
  }
  return checked.data;
}

/** A UID no wallet user has; the seed's are U and 5 digits, so W and 10 random digits never meet them. */
const newUid = () => `W${randomInt(1_000_000_000, 10_000_000_000)}`;

/** Opens the account; answers it. The code is spent only when the account is made. */
export async function signUp(context: AppContext, body: RequestOf<'walletSignUp'>, now: Date): Promise<WalletUser> {
  const username = normalizePayerUsername(body.username);
  if (await findPayerByUsername(context.db, username)) throw usernameTaken(username);
  const password = await passwordOf(context, body.password, now);
  const markets = (await listCoins(context.db)).map((coin) => coin.code);

  const made = await runTransaction(context.db, async (tx) => {
    const check = await checkPhoneCode(tx, { uid: null, phone: body.phone, code: body.phone_code, now });
    if (check !== 'ok') return { check };
    let user: WalletUser | null = null;
    for (let attempt = 0; !user && attempt < 5; attempt += 1) {
      user = await createWalletUser(tx, { uid: newUid(), nickname: body.nickname, markets }, now);
    }
    if (!user) throw new Error('no free wallet UID after 5 tries');
    await setPayerCredentials(tx, user.uid, { username, password });
    await storePhone(tx, user.uid, body.phone);
    return { check, uid: user.uid };
  }).catch((error: unknown) => {
    // Two sign-ups with one username at once: the second finds it taken.
    if (postgresErrorCode(error) === '23505') throw usernameTaken(username);
    throw error;
  });
  // A wrong code's try is counted (committed above) before it is answered.
  if (made.check !== 'ok') throw phoneCodeRefusal(made.check);
  const user = await findPayerByUsername(context.db, username);
  if (!user) throw new Error(`wallet user ${username} vanished after sign-up`);
  return user;
}
