/**
 * (issue 13) Approving a user withdrawal above the amount the merchant set for its coin (`approval_code_above`)
 * asks for the authenticator code; no amount set: approvals do not ask. The server decides, the console only follows
 * the list row's `needs_code`.
 */
import { vkey } from '../../openapi/common';
import { proveAuthenticatorCodeWithin } from '../auth/authenticator';
import type { SignedIn } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { invalidInput } from '../http/errors';
import { decimal } from '../ledger/money';
import { approvalCodeAboveOf, lockUserWithdrawal, type UserWithdrawalRow } from './repository';

/** Whether approving the order asks for the code: it is still pending and its amount is above the threshold. */
export function approvalNeedsCode(order: Pick<UserWithdrawalRow, 'orderStatus' | 'amount'>, above: string | null): boolean {
  return order.orderStatus === 'pending' && above !== null && decimal(order.amount).greaterThan(decimal(above));
}

/**
 * Proves the authenticator code when the order needs it, inside the approval's transaction: a refusal changes nothing,
 * and a wrong code is counted towards the lockout after the rollback. An order that is not there or no longer
 * pending needs no code: the approval itself then gives the right refusal.
 */
export async function proveApprovalCode(
  tx: Transaction,
  context: AppContext,
  call: { signedIn: SignedIn; ip: string; now: Date },
  orderId: string,
  code: string | undefined,
): Promise<void> {
  const order = await lockUserWithdrawal(tx, call.signedIn.merchantId, orderId);
  if (!order || !approvalNeedsCode(order, await approvalCodeAboveOf(tx, order.merchantId, order.coinCode))) return;
  if (!code) throw invalidInput('google_code', vkey('verification_code_empty'));
  await proveAuthenticatorCodeWithin(tx, context, call.signedIn, code, call.ip, call.now);
}
