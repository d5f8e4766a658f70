import { endpoints } from '../../openapi/endpoints';
import { publishAnnouncement } from '../announcements/announcements';
import type { AppContext } from '../context';
import { replyToTicket } from '../help/help';
import type { Routes } from '../http/route';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { staffAnnouncements, staffAnnouncementView, staffTicket, staffTickets } from './content';
import { platformSettingsView, setCoinFeeRates, setCoinMinimums, setDepositAddress, setMaintenance, setUsdtMinimums, setUsdtRate } from './settings';

/** Every role reads the settings; administrators change them; support and administrators speak to merchants. */
const everyRole = { roles: ['reviewer', 'support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;
const supportStaff = { roles: ['support', 'admin'] } as const;

export function registerPlatformSettingRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  // ---------- settings ----------

  routes.staff(endpoints.platformSettingsQuery, everyRole, () => platformSettingsView(db));

  // Each change is proved by the step-up before its transaction.
  routes.staff(endpoints.platformDepositAddressSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setDepositAddress(db, staffActorOf(call), call.body.network, call.body.address);
  });

  routes.staff(endpoints.platformUsdtRateSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setUsdtRate(db, staffActorOf(call), call.body.coin_name, call.body.recharge_rate, call.body.withdrawal_rate);
  });

  routes.staff(endpoints.platformUsdtMinimumsSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setUsdtMinimums(db, staffActorOf(call), call.body.min_recharge, call.body.min_withdrawal);
  });

  routes.staff(endpoints.platformCoinMinimumsSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setCoinMinimums(db, staffActorOf(call), call.body.coin_name, call.body);
  });

  routes.staff(endpoints.platformCoinFeeRatesSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setCoinFeeRates(db, staffActorOf(call), call.body.coin_name, call.body);
  });
  routes.staff(endpoints.platformMaintenanceSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setMaintenance(db, staffActorOf(call), call.body.on, call.body.on ? call.body.message : null);
  });

  // ---------- announcements and support ----------

  routes.staff(endpoints.platformAnnouncementQuery, supportStaff, ({ body, now }) =>
    staffAnnouncements(db, { state: body.state, order: body.sort_order, paging: body }, now),
  );

  routes.staff(endpoints.platformAnnouncementPublish, supportStaff, async (call) => {
    const { title, body_html, publish_time } = call.body;
    const publishAt = publish_time === undefined ? undefined : new Date(publish_time);
    const row = await publishAnnouncement(db, staffActorOf(call), { title, bodyHtml: body_html, publishAt }, (language) => `body_html.${language}`);
    return staffAnnouncementView(row, call.now);
  });

  routes.staff(endpoints.platformTicketQuery, supportStaff, ({ body }) =>
    staffTickets(db, { status: body.status, merchantId: body.merchant_id, start: body.start_time, end: body.end_time, order: body.sort_order, paging: body }),
  );

  routes.staff(endpoints.platformTicketReply, supportStaff, async (call) =>
    staffTicket(db, await replyToTicket(db, staffActorOf(call), call.body.id, call.body.body_html, call.body.close)),
  );
}
