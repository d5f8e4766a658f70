/**
 * Passkeys of the payers (principal kind `payer`, id the wallet user's UID): the ceremonies of ceremonies.ts with what
 * they mean for a payer. A passkey is registered in the wallet after the payment password (it will pay without it),
 * and then pays in place of the payment password: the pay call carries the browser's answer to a challenge of the
 * paying session (the checkout's session of one order, or the wallet's), user verification required. Each
 * registration, removal and payment is written to payer_passkey_events.
 */
import type { z } from 'zod';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { AssertionCredential } from '../../openapi/passkeys';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { payerPasskeyEvents, type PayerPasskeyAction } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import { withAfterRollback } from '../http/afterRollback';
import { findPayer, isReady } from '../payers/payers';
import { authorizePayment, verificationIncomplete, verifyPaymentPassword } from '../payers/paymentPassword';
import type { WalletUser } from '../walletUsers/repository';
import { beginAssertion, beginRegistration, finishAssertion, finishRegistration, relyingPartyOf } from './ceremonies';
import { passkeyView } from './operators';
import { activePasskeysOf, revokePasskeys, spendChallenge, type Principal, type StoredPasskey } from './repository';

export const payerPrincipal = (uid: string): Principal => ({ kind: 'payer', id: uid });

/** The payer's session that asks: the wallet's or the checkout's (its token's SHA-256), and where from. */
export interface PayerCaller {
  uid: string;
  sessionKey: string;
  ip: string;
}

async function recordEvent(db: Executor, caller: PayerCaller, passkey: StoredPasskey, action: PayerPasskeyAction, now: Date, target: string | null = null) {
  await db.insert(payerPasskeyEvents).values({ uid: caller.uid, passkeyId: passkey.id, passkeyName: passkey.name, action, target, ip: caller.ip, createdAt: now });
}

// ---------- the payer's passkeys ----------

/**
 * Registering takes the payment password first (counted towards its lock as a payment's is): whoever holds a signed-in
 * wallet must not be able to make a passkey that pays without it.
 */
export async function payerRegistrationOptions(context: AppContext, caller: PayerCaller, body: RequestOf<'walletPasskeyRegisterOptions'>, now: Date) {
  const rp = relyingPartyOf(context.config);
  const user = await findPayer(context.db, caller.uid);
  if (user.paymentPasswordHash === null) throw conflict('kassa.server.walletPaymentPasswordNotSet');
  await verifyPaymentPassword(context.db, user, body.payment_password, now);
  const name = user.username ?? user.uid;
  return beginRegistration(context.db, rp, {
    principal: payerPrincipal(user.uid),
    userName: name,
    displayName: user.nickname || name,
    sessionKey: caller.sessionKey,
    now,
  });
}

export async function registerPayerPasskey(context: AppContext, caller: PayerCaller, body: RequestOf<'walletPasskeyRegister'>, now: Date): Promise<ResponseOf<'walletPasskeyRegister'>> {
  const rp = relyingPartyOf(context.config);
  return runTransaction(context.db, async (tx) => {
    const stored = await finishRegistration(tx, rp, {
      principal: payerPrincipal(caller.uid),
      sessionKey: caller.sessionKey,
      name: body.name,
      credential: body.credential as Parameters<typeof finishRegistration>[2]['credential'],
      now,
    });
    await recordEvent(tx, caller, stored, 'register', now);
    return passkeyView(stored) as ResponseOf<'walletPasskeyRegister'>;
  });
}

export async function listPayerPasskeys(db: Executor, uid: string): Promise<ResponseOf<'walletPasskeyList'>> {
  const passkeys = await activePasskeysOf(db, payerPrincipal(uid));
  return { list: passkeys.map(passkeyView) as ResponseOf<'walletPasskeyList'>['list'], total: passkeys.length };
}

/** Removing asks nothing more: it takes a way to pay away, and the payment password still pays. */
export async function removePayerPasskey(context: AppContext, caller: PayerCaller, id: number, now: Date): Promise<null> {
  await runTransaction(context.db, async (tx) => {
    const [removed] = await revokePasskeys(tx, payerPrincipal(caller.uid), now, id);
    if (!removed) throw notFound('kassa.server.passkeyNotFound', { id });
    await recordEvent(tx, caller, removed, 'remove', now);
  });
  return null;
}

// ---------- paying ----------

/** The request options of a payment by the caller's session; 4004 when the payer has no passkey. */
export async function payOptions(context: AppContext, caller: PayerCaller, now: Date) {
  const options = await beginAssertion(context.db, relyingPartyOf(context.config), {
    purpose: 'pay',
    principalKind: 'payer',
    principal: payerPrincipal(caller.uid),
    sessionKey: caller.sessionKey,
    now,
  });
  if (!options) throw notFound('kassa.server.passkeyPayerNoneYet');
  return options;
}

/** What a pay call proves the payer with: the payment password, or the browser's answer to pay/options. */
export interface PaymentProof {
  payment_password?: string | undefined;
  passkey?: z.output<typeof AssertionCredential> | undefined;
}

/**
 * What paying asks of a payer before the money moves: every identity step done, then a passkey of theirs answering a
 * challenge of this session (user verification required), or else the right payment password. `target` names what is
 * paid in the payer's passkey record. In a money-moving call's transaction a refusal rolls back the challenge's
 * spending with the rest, so it is spent again once the transaction has ended: an answer is never taken twice.
 */
export async function authorizePaymentWith(context: AppContext, db: Executor, user: WalletUser, proof: PaymentProof, caller: PayerCaller, target: string, now: Date): Promise<void> {
  if (!proof.passkey) {
    if (!proof.payment_password) throw invalidInput('payment_password', 'kassa.server.passkeyOrPaymentPasswordRequired');
    return authorizePayment(db, user, proof.payment_password, now);
  }
  if (!isReady(user)) throw verificationIncomplete();
  const credential = proof.passkey as Parameters<typeof finishAssertion>[2]['credential'];
  const outcome = await finishAssertion(db, relyingPartyOf(context.config), {
    purpose: 'pay',
    principalKind: 'payer',
    principal: payerPrincipal(user.uid),
    sessionKey: caller.sessionKey,
    credential,
    now,
  });
  if (!outcome.ok) throw withAfterRollback(outcome.error, (after) => spendAnswer(after, credential, caller, now));
  await recordEvent(db, caller, outcome.passkey, 'pay', now, target);
}

/** Spends the challenge an answer names, if it is still open (after a transaction that spent it rolled back). */
export async function spendAnswer(db: Executor, credential: { response: { clientDataJSON: string } }, caller: PayerCaller, now: Date): Promise<void> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
  } catch {
    return;
  }
  if (typeof challenge !== 'string' || challenge === '') return;
  await spendChallenge(db, { challenge, purpose: 'pay', principalKind: 'payer', principalId: caller.uid, sessionKey: caller.sessionKey, now });
}
