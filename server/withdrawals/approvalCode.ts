/**
 * Approving a user withdrawal above the amount the merchant set for its coin (`approval_code_above`) takes the step-up
 * (the authenticator code, or the session's open step-up window); until the merchant sets an amount, every approval
 * takes it. The server decides, the console only follows the list row's `needs_code`.
 */
import { requireStepUp } from '../auth/authenticator';
import type { StepUpCall } from '../auth/authenticator';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { decimal } from '../ledger/money';
import { approvalCodeAboveOf, lockUserWithdrawal, type UserWithdrawalRow } from './repository';

/** Whether approving the order takes the step-up: it is still pending and no amount is set, or its amount is above it. */
export function approvalNeedsCode(order: Pick<UserWithdrawalRow, 'orderStatus' | 'amount'>, above: string | null): boolean {
  return order.orderStatus === 'pending' && (above === null || decimal(order.amount).greaterThan(decimal(above)));
}

/**
 * Proves the authenticator code when the order needs it, inside the approval's transaction: a refusal changes nothing,
 * and a wrong code is counted towards the lockout after the rollback. An order that is not there or no longer
 * pending needs no code: the approval itself then gives the right refusal.
 */
export async function proveApprovalCode(
  tx: Transaction,
  context: AppContext,
  call: StepUpCall,
  orderId: string,
  code: string | undefined,
): Promise<void> {
  const order = await lockUserWithdrawal(tx, call.signedIn.merchantId, orderId);
  if (!order || !approvalNeedsCode(order, await approvalCodeAboveOf(tx, order.merchantId, order.coinCode))) return;
  await requireStepUp(context, call, code, { tx });
}
