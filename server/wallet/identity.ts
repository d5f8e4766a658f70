/**
 * The payer's identity steps in their wallet, one at a time (the checkout takes them all at once): a phone proven
 * with its code, real name with ID number and email, a bank card, and the payment password, set once and then
 * changed only with the old one (server/payers/paymentPassword.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RequestOf } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { conflict } from '../http/errors';
import { findPayer, storeBankCard, storePersonalIdentity, storePhone } from '../payers/payers';
import { changePaymentPassword, setPaymentPassword } from '../payers/paymentPassword';
import { checkPhoneCode, phoneCodeRefusal, sendPhoneCode } from '../payers/phoneCodes';
import type { WalletSession } from './session';

const phoneAlreadyVerified = () => conflict('kassa.server.walletPhoneAlreadyVerified');

export async function sendWalletPhoneCode(context: AppContext, session: WalletSession, phone: string, ip: string, log: FastifyBaseLogger, now: Date) {
  const user = await findPayer(context.db, session.uid);
  if (user.phone !== null) throw phoneAlreadyVerified();
  return sendPhoneCode(context, { uid: user.uid, phone, ip, log, now });
}

export async function bindPhone(context: AppContext, session: WalletSession, body: RequestOf<'walletPhoneBind'>, now: Date): Promise<void> {
  const user = await findPayer(context.db, session.uid);
  if (user.phone !== null) throw phoneAlreadyVerified();
  const check = await runTransaction(context.db, async (tx) => {
    const check = await checkPhoneCode(tx, { uid: user.uid, phone: body.phone, code: body.phone_code, now });
    if (check === 'ok') await storePhone(tx, user.uid, body.phone);
    return check;
  });
  // A wrong code's try is counted (committed above) before it is answered.
  if (check !== 'ok') throw phoneCodeRefusal(check);
}

/** Real name, ID number and email, once: a payer who has them is refused (4009), so a session cannot replace them. */
export async function submitWalletIdentity(context: AppContext, session: WalletSession, body: RequestOf<'walletIdentitySubmit'>): Promise<void> {
  const user = await findPayer(context.db, session.uid);
  if (user.realName !== null && user.idNumber !== null && user.email !== null) throw conflict('kassa.server.identityAlreadyComplete');
  await storePersonalIdentity(context.db, context.config.secretBox, user.uid, { realName: body.name, idNumber: body.id_number, email: body.email });
}

export async function bindBankCard(context: AppContext, session: WalletSession, body: RequestOf<'walletBankCardBind'>): Promise<void> {
  await storeBankCard(context.db, session.uid, body.bank_card);
}

export async function setWalletPaymentPassword(context: AppContext, session: WalletSession, body: RequestOf<'walletPaymentPasswordSet'>): Promise<void> {
  await setPaymentPassword(context.db, await findPayer(context.db, session.uid), body.payment_password);
}

export async function changeWalletPaymentPassword(context: AppContext, session: WalletSession, body: RequestOf<'walletPaymentPasswordChange'>, now: Date): Promise<void> {
  await changePaymentPassword(context, await findPayer(context.db, session.uid), body.old_payment_password, body.payment_password, now);
}
