import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { closeOrder, createOrder, queryOrder } from './orders';
import { openOrderView } from './orderView';
import { createPayout, queryPayout } from './payouts';
import { openPayoutView } from '../withdrawals/payouts';

/** The merchant API (/v1/open/order/*, /v1/open/payout/*): called by the merchant's server, signed with its API key. */
export function registerMerchantApiRoutes(routes: Routes, context: AppContext) {
  const { config } = context;

  routes.signed(endpoints.openOrderCreate, async ({ body, caller, now, db }) =>
    openOrderView(await createOrder(db, caller.merchantId, body, now, config), config.publicUrl),
  );

  routes.signed(endpoints.openOrderQuery, async ({ body, caller, now, db }) =>
    openOrderView(await queryOrder(db, caller.merchantId, body, now, config.publicUrl), config.publicUrl),
  );

  routes.signed(endpoints.openOrderClose, async ({ body, caller, now, db }) =>
    openOrderView(await closeOrder(db, caller.merchantId, body, now, config.publicUrl), config.publicUrl),
  );

  routes.signed(endpoints.openPayoutCreate, async ({ body, caller, now, db }) => openPayoutView(await createPayout(db, caller.merchantId, body, now, config)));

  routes.signed(endpoints.openPayoutQuery, async ({ body, caller, db }) => openPayoutView(await queryPayout(db, caller.merchantId, body)));
}
