/**
 * Approving an order above the amount the merchant set for its kind and coin (`approval_code_above`) takes the
 * step-up (the authenticator code, or the session's open step-up window); until the merchant sets an amount, every
 * approval takes it. The server decides, the console only follows the list row's `needs_code`.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { requireStepUp, type StepUpCall } from '../auth/authenticator';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { decimal } from '../ledger/money';
import type { ReviewedOrderKind, RowOf } from './kind';
import { lockOrder } from './repository';

/** Whether approving the order takes the step-up: it is still pending and no amount is set, or its amount is above it. */
export function approvalNeedsCode<T extends PgTable>(kind: ReviewedOrderKind<T, unknown>, row: RowOf<T>, above: string | null): boolean {
  const pending = (row as Record<string, unknown>)[kind.columns.status] === 'pending';
  return pending && (above === null || kind.money(row).amount.greaterThan(decimal(above)));
}

/**
 * Proves the authenticator code when the order needs it, inside the approval's transaction: a refusal changes nothing,
 * and a wrong code is counted towards the lockout after the rollback. An order that is not there or no longer
 * pending needs no code: the approval itself then gives the right refusal.
 */
export async function proveApprovalCode<T extends PgTable>(
  tx: Transaction,
  context: AppContext,
  call: StepUpCall,
  kind: ReviewedOrderKind<T, unknown>,
  number: string,
  code: string | undefined,
): Promise<void> {
  const row = await lockOrder(tx, kind, { number, merchantId: call.signedIn.merchantId });
  if (!row) return;
  const above = kind.limits ? (await kind.limits(tx, row)).approvalCodeAbove : null;
  if (!approvalNeedsCode(kind, row, above)) return;
  await requireStepUp(context, call, code, { tx });
}
