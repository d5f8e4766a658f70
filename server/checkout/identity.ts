/**
 * Identity authentication of a payer who is not ready to pay (spec sections 5 and 8): real name, ID number, phone
 * proven by a one-time code (server/payers/phoneCodes.ts), email and bank card in one submission, then the 6-digit
 * payment password.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RequestOf } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { conflict } from '../http/errors';
import { findPayer, identityComplete, storeIdentity } from '../payers/payers';
import { setPaymentPassword as setPayerPaymentPassword } from '../payers/paymentPassword';
import { checkPhoneCode, phoneCodeRefusal, sendPhoneCode } from '../payers/phoneCodes';
import type { PayerSession } from './sessions';

/**
 * Sends a new code to the phone (server/payers/phoneCodes.ts), for a payer whose identity steps are not all done yet.
 */
export async function sendIdentityPhoneCode(context: AppContext, session: PayerSession, phone: string, now: Date, log: FastifyBaseLogger, ip: string) {
  const user = await findPayer(context.db, session.uid);
  if (identityComplete(user)) throw conflict('kassa.server.identityAlreadyComplete');
  return sendPhoneCode(context, { uid: user.uid, phone, ip, log, now });
}

/**
 * Every identity step at once: the phone's code is checked (a wrong one counts a try, and is answered after the
 * count is committed), then the steps are stored, the bank card as its last 4 digits only.
 */
export async function submitIdentity(context: AppContext, session: PayerSession, body: RequestOf<'checkoutIdentitySubmit'>, now: Date) {
  const user = await findPayer(context.db, session.uid);
  if (identityComplete(user)) throw conflict('kassa.server.identityAlreadyComplete');

  const check = await runTransaction(context.db, async (tx) => {
    const check = await checkPhoneCode(tx, { uid: user.uid, phone: body.phone, code: body.phone_code, now });
    if (check !== 'ok') return check;
    await storeIdentity(tx, context.config.secretBox, user.uid, {
      realName: body.name,
      idNumber: body.id_number,
      phone: body.phone,
      email: body.email,
      bankCard: body.bank_card,
    });
    return check;
  });
  if (check !== 'ok') throw phoneCodeRefusal(check);
  return findPayer(context.db, user.uid);
}

/** Sets the payment password once (server/payers/paymentPassword.ts). */
export async function setPaymentPassword(context: AppContext, session: PayerSession, body: RequestOf<'checkoutSetPaymentPassword'>) {
  return setPayerPaymentPassword(context.db, await findPayer(context.db, session.uid), body.payment_password);
}
