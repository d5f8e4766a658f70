/**
 * The payer's wallet API (/v1/wallet/*), for the wallet web app at /wallet/ and a native app: signing up and in
 * (open), and for a signed-in payer (X-Wallet-Token) their sessions, profile and balances, money history, identity
 * steps, payment password and passkeys, paying an order or a merchant by its code, and asking a merchant for a withdrawal.
 */
import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { notFound } from '../http/errors';
import { startSlider, verifySlider } from '../payers/slider';
import { walletHistory } from './history';
import { bindBankCard, bindPhone, changeWalletPaymentPassword, sendWalletPhoneCode, setWalletPaymentPassword, submitWalletIdentity } from './identity';
import { payMerchant, resolveMerchant } from './merchantPay';
import { payWalletOrder, resolveOrder } from './pay';
import { listPayerPasskeys, payerRegistrationOptions, payOptions, registerPayerPasskey, removePayerPasskey } from '../passkeys/payers';
import { walletProfileOf } from './profile';
import { endWalletSessions, walletSessionList } from './session';
import { openWalletSession, signInToWallet } from './signIn';
import { sendSignUpCode, signUp } from './signUp';
import { paidMerchants, requestWalletWithdrawal, walletClaims, walletWithdrawalList } from './withdrawals';

export function registerWalletRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  routes.open(endpoints.walletSliderStart, async ({ now }) => startSlider(db, null, now));
  routes.open(endpoints.walletSliderVerify, async ({ body, now }) => verifySlider(db, body, now));
  routes.open(endpoints.walletSignUpSendCode, async ({ body, ip, request, now }) => sendSignUpCode(context, body, ip, request.log, now));
  routes.open(endpoints.walletSignUp, async ({ body, ip, request, now }) => openWalletSession(context, await signUp(context, body, now), ip, request.headers['user-agent'], now));
  routes.open(endpoints.walletSignIn, async ({ body, ip, request, reply, now }) => signInToWallet(context, body, ip, request.headers['user-agent'], now, { request, reply }));

  routes.wallet(endpoints.walletSignOut, async ({ wallet, now }) => {
    await endWalletSessions(db, wallet.uid, { tokenHash: wallet.tokenHash }, now);
    return null;
  });
  routes.wallet(endpoints.walletSessionQuery, async ({ wallet, now }) => walletSessionList(db, wallet, now));
  routes.wallet(endpoints.walletSessionRevoke, async ({ body, wallet, now }) => {
    // An ended session, or another payer's, is the same "not found".
    if ((await endWalletSessions(db, wallet.uid, { id: body.id }, now)) === 0) throw notFound('kassa.server.sessionNotFound');
    return null;
  });
  routes.wallet(endpoints.walletSessionRevokeOthers, async ({ wallet, now }) => ({
    count: await endWalletSessions(db, wallet.uid, { exceptTokenHash: wallet.tokenHash }, now),
  }));

  routes.wallet(endpoints.walletMe, async ({ wallet, now }) => walletProfileOf(db, wallet.uid, now));
  routes.wallet(endpoints.walletHistory, async ({ body, wallet }) => walletHistory(db, wallet, body));

  routes.wallet(endpoints.walletPhoneSendCode, async ({ body, wallet, ip, request, now }) => sendWalletPhoneCode(context, wallet, body.phone, ip, request.log, now));
  routes.wallet(endpoints.walletPhoneBind, async ({ body, wallet, now }) => {
    await bindPhone(context, wallet, body, now);
    return walletProfileOf(db, wallet.uid, now);
  });
  routes.wallet(endpoints.walletIdentitySubmit, async ({ body, wallet, now }) => {
    await submitWalletIdentity(context, wallet, body);
    return walletProfileOf(db, wallet.uid, now);
  });
  routes.wallet(endpoints.walletBankCardBind, async ({ body, wallet, now }) => {
    await bindBankCard(context, wallet, body);
    return walletProfileOf(db, wallet.uid, now);
  });
  routes.wallet(endpoints.walletPaymentPasswordSet, async ({ body, wallet, now }) => {
    await setWalletPaymentPassword(context, wallet, body);
    return walletProfileOf(db, wallet.uid, now);
  });
  routes.wallet(endpoints.walletPaymentPasswordChange, async ({ body, wallet, now }) => {
    await changeWalletPaymentPassword(context, wallet, body, now);
    return walletProfileOf(db, wallet.uid, now);
  });

  const caller = (wallet: { uid: string; tokenHash: string }, ip: string) => ({ uid: wallet.uid, sessionKey: wallet.tokenHash, ip });
  routes.wallet(endpoints.walletPasskeyRegisterOptions, async ({ body, wallet, ip, now }) => payerRegistrationOptions(context, caller(wallet, ip), body, now));
  routes.wallet(endpoints.walletPasskeyRegister, async ({ body, wallet, ip, now }) => registerPayerPasskey(context, caller(wallet, ip), body, now));
  routes.wallet(endpoints.walletPasskeyList, async ({ wallet }) => listPayerPasskeys(db, wallet.uid));
  routes.wallet(endpoints.walletPasskeyDelete, async ({ body, wallet, ip, now }) => removePayerPasskey(context, caller(wallet, ip), body.id, now));
  routes.wallet(endpoints.walletPasskeyPayOptions, async ({ wallet, ip, now }) => payOptions(context, caller(wallet, ip), now));

  routes.wallet(endpoints.walletOrderResolve, async ({ body, now }) => resolveOrder(context, body.code, now));
  routes.wallet(endpoints.walletOrderPay, async ({ body, wallet, ip, now }) => payWalletOrder(context, wallet, body, ip, now));
  routes.wallet(endpoints.walletMerchantResolve, async ({ body }) => resolveMerchant(context, body.code));
  // Idempotent: `db` is the transaction that holds the payer's Idempotency-Key.
  routes.wallet(endpoints.walletMerchantPay, async ({ body, wallet, ip, now, db: call }) => runTransaction(call, (tx) => payMerchant(context, tx, wallet, body, ip, now)));
  routes.wallet(endpoints.walletWithdrawalMerchants, async ({ wallet }) => paidMerchants(db, wallet));
  routes.wallet(endpoints.walletWithdrawalClaim, async ({ body, wallet, now }) => walletClaims(db, wallet, body, now));
  routes.wallet(endpoints.walletWithdrawalCreate, async ({ body, wallet, now, db: call }) => runTransaction(call, (tx) => requestWalletWithdrawal(tx, wallet, body, now)));
  routes.wallet(endpoints.walletWithdrawalQuery, async ({ body, wallet }) => walletWithdrawalList(db, wallet, body));
}
