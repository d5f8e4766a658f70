import { OrderStatus, OrderType } from '../../openapi/common';
import { PaymentMethodType } from '../../openapi/paymentMethods';
import { UsdtNetwork } from '../../openapi/usdt';
import { choicesOf } from './defineResource';

/*
 * The value sets that several record screens show (from their contract slices: the console's first load carries no other
 * domain), named from
 * `kassa.choices.<set>` in src/i18n/resources.ts, so a state reads and is coloured the same on every screen. A set
 * only one screen shows lives in its slice (`resources/<name>/`), named in its labels.
 */

/** Reviewed orders: pending review is waiting on someone, so it stands out. */
export const orderStatusChoices = choicesOf('orderStatus', OrderStatus.options, {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
});

export const orderTypeChoices = choicesOf('orderType', OrderType.options);

export const paymentMethodTypeChoices = choicesOf('paymentMethodType', PaymentMethodType.options);

export const usdtNetworkChoices = choicesOf('usdtNetwork', UsdtNetwork.options);
