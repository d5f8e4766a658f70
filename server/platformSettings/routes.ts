import { endpoints, type RequestOf } from '../../openapi/endpoints';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { editAnnouncement, publishAnnouncement, withdrawAnnouncement, type NewAnnouncement } from '../announcements/announcements';
import type { AppContext } from '../context';
import { sendFile } from '../files/files';
import { createHelpArticle, deleteHelpArticle, staffHelpArticle, staffHelpArticles, updateHelpArticle } from '../help/articles';
import { replyToTicket, ticketAttachment, ticketOfId } from '../help/help';
import type { Routes } from '../http/route';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { staffAnnouncement, staffAnnouncements, staffAnnouncementView, staffTicket, staffTickets } from './content';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { platformSettingsView, setCoinMinimums, setMaintenance, setUsdtMinimums } from './settings';

/** Every role reads the settings; administrators change them; support and administrators speak to merchants and edit the help center. */
const everyRole = { roles: ['reviewer', 'support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;
const supportStaff = { roles: ['support', 'admin'] } as const;

/** An announcement as the publish and update forms send it. */
const announcementOf = (body: RequestOf<'platformAnnouncementPublish'>): NewAnnouncement => ({
  title: body.title,
  bodyHtml: body.body_html,
  publishAt: body.publish_time === undefined ? undefined : new Date(body.publish_time),
});
const bodyField = (language: ApiLanguage) => `body_html.${language}`;

export function registerPlatformSettingRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  // ---------- settings ----------

  routes.staff(endpoints.platformSettingsQuery, everyRole, () => platformSettingsView(db));

  // Each change is proved by the step-up before its transaction; those to rules about money are proposals another
  // administrator approves (server/ruleChanges/).
  routes.staff(endpoints.platformUsdtRateSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return proposeRuleChange(context, staffActorOf(call), 'usdt_rate', { coin_name: call.body.coin_name, recharge_rate: call.body.recharge_rate, withdrawal_rate: call.body.withdrawal_rate });
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
    const { google_code: _code, effective_time, ...change } = call.body;
    return proposeRuleChange(context, staffActorOf(call), 'coin_fee_rates', change, effective_time === undefined ? undefined : new Date(effective_time));
  });
  routes.staff(endpoints.platformMaintenanceSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return setMaintenance(db, staffActorOf(call), call.body.on, call.body.on ? call.body.message : null);
  });

  // ---------- announcements and support ----------

  routes.staff(endpoints.platformAnnouncementQuery, supportStaff, ({ body, now }) =>
    staffAnnouncements(db, { state: body.state, order: body.sort_order, paging: body }, now),
  );

  routes.staff(endpoints.platformAnnouncementPublish, supportStaff, async (call) =>
    staffAnnouncementView(await publishAnnouncement(db, staffActorOf(call), announcementOf(call.body), bodyField), call.now),
  );

  routes.staff(endpoints.platformAnnouncementDetail, supportStaff, ({ body, now }) => staffAnnouncement(db, body.id, now));
  routes.staff(endpoints.platformAnnouncementUpdate, supportStaff, async (call) =>
    staffAnnouncementView(await editAnnouncement(db, staffActorOf(call), call.body.id, announcementOf(call.body), bodyField), call.now),
  );
  routes.staff(endpoints.platformAnnouncementWithdraw, supportStaff, async (call) => {
    await withdrawAnnouncement(db, staffActorOf(call), call.body.id);
    return null;
  });
  routes.staff(endpoints.platformHelpArticleQuery, supportStaff, ({ body }) =>
    staffHelpArticles(db, { topic: body.topic, published: body.published, keyword: body.keyword || undefined, order: body.sort_order, paging: body }),
  );
  routes.staff(endpoints.platformHelpArticleDetail, supportStaff, ({ body }) => staffHelpArticle(db, body.id));
  routes.staff(endpoints.platformHelpArticleCreate, supportStaff, (call) => createHelpArticle(db, staffActorOf(call), call.body));
  routes.staff(endpoints.platformHelpArticleUpdate, supportStaff, (call) => updateHelpArticle(db, staffActorOf(call), call.body.id, call.body));
  routes.staff(endpoints.platformHelpArticleDelete, supportStaff, async (call) => {
    await deleteHelpArticle(db, staffActorOf(call), call.body.id);
    return null;
  });
  routes.staff(endpoints.platformTicketQuery, supportStaff, ({ body }) =>
    staffTickets(db, { status: body.status, merchantId: body.merchant_id, start: body.start_time, end: body.end_time, order: body.sort_order, paging: body }),
  );

  routes.staff(endpoints.platformTicketDetail, supportStaff, async ({ body }) => staffTicket(db, await ticketOfId(db, body.id)));
  routes.staff(endpoints.platformTicketAttachment, supportStaff, async ({ body, reply }) => {
    await sendFile(reply, await ticketAttachment(db, body.ticket_id, body.file_id), 'inline');
    return '';
  });
  routes.staff(endpoints.platformTicketReply, supportStaff, async (call) =>
    staffTicket(db, await replyToTicket(db, staffActorOf(call), call.body.id, call.body.body_html, call.body.close)),
  );
}
