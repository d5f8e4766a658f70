import { OrderStatus, RechargeStatus } from '../../openapi/common';
import {
  AuditAction,
  BalanceType,
  LoginResult,
  OrderFrom,
  OrderType,
  PaymentMethodType,
  TransactionType,
  TransferStatus,
  TransferType,
  UsdtNetwork,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../../openapi/entities';
import type { ChoiceId } from '../i18n/resources';
import { choicesOf } from './defineResource';
import type { Choice } from './defineResource';

/*
 * The choices of the contract's value sets (openapi/common.ts, openapi/entities.ts), named from
 * `kassa.choices.<set>` in src/i18n/resources.ts. Every resource that shows one of these sets uses these,
 * so a state reads and is coloured the same on every screen.
 */

/** Reviewed orders: pending review is waiting on someone, so it stands out. */
export const orderStatusChoices = choicesOf('orderStatus', OrderStatus.options, {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
});

export const rechargeStatusChoices = choicesOf('rechargeStatus', RechargeStatus.options, {
  created: 'info',
  coin_transferred: 'success',
  cancelled: 'default',
  auto_cancelled: 'default',
});

export const transferTypeChoices = choicesOf('transferType', TransferType.options);

export const transferStatusChoices = choicesOf('transferStatus', TransferStatus.options, { completed: 'success' });

export const orderFromChoices = choicesOf('orderFrom', OrderFrom.options);

export const orderTypeChoices = choicesOf('orderType', OrderType.options);

export const balanceTypeChoices = choicesOf('balanceType', BalanceType.options);

export const transactionTypeChoices = choicesOf('transactionType', TransactionType.options);

/** The reviewer of a user withdrawal approved under the review-free limit; any other reviewer is an operator's name. */
export const reviewerChoices = choicesOf('reviewer', ['automatic']);

export const paymentMethodTypeChoices = choicesOf('paymentMethodType', PaymentMethodType.options);

export const usdtNetworkChoices = choicesOf('usdtNetwork', UsdtNetwork.options);

export const loginResultChoices = choicesOf('loginResult', LoginResult.options, {
  success: 'success',
  bad_credentials: 'warning',
  locked: 'error',
  ip_not_allowed: 'error',
  suspended: 'error',
});

/** A webhook's delivery: pending is retried on its own, failed needs the merchant (fix the endpoint, then resend). */
export const webhookDeliveryStatusChoices = choicesOf('webhookDeliveryStatus', WebhookDeliveryStatus.options, {
  pending: 'info',
  delivered: 'success',
  failed: 'error',
});

/**
 * The dictionary key of each webhook event type: the values carry a dot ('order.paid'), which would split a
 * dictionary key, so each is named with '_' in its place. The compiler checks that every type has a name.
 */
const webhookEventTypeKeys: Readonly<Record<(typeof WebhookEventType.options)[number], ChoiceId<'webhookEventType'>>> = {
  'order.paid': 'order_paid',
  'order.cancelled': 'order_cancelled',
  'order.expired': 'order_expired',
  test: 'test',
};

export const webhookEventTypeChoices: Choice[] = WebhookEventType.options.map((id) => ({
  id,
  name: `kassa.choices.webhookEventType.${webhookEventTypeKeys[id]}`,
}));

/** The actions of the audit log. */
export const auditActionChoices = choicesOf('auditAction', AuditAction.options);
