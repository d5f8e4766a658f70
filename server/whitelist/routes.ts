import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { pageOf } from '../db/filters';
import type { loginIpWhitelist } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { canonicalIp } from './ip';
import { whitelistChanged } from './whitelistCache';
import { addWhitelistEntry, deleteWhitelistEntry, endSessionsOutsideWhitelist, listWhitelist } from './repository';

const entryOf = (row: typeof loginIpWhitelist.$inferSelect) => ({ id: row.id, ip: row.ip, create_time: row.createdAt.toISOString() });

export function registerWhitelistRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.whitelistList, async ({ body, signedIn }) => {
    const { rows, total } = await listWhitelist(context.db, {
      merchantId: signedIn.merchantId,
      ipPrefix: body.keyword || undefined,
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(entryOf), total };
  });

  routes.signedIn(endpoints.whitelistAdd, async (call) => {
    const { body, signedIn, now } = call;
    // The contract has checked the format; the canonical form makes "::1" and "0::1" one entry.
    const ip = canonicalIp(body.ip);
    if (!ip) throw invalidInput('ip', 'kassa.validation.ip_format');
    await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      const row = await addWhitelistEntry(tx, signedIn.merchantId, ip, now);
      if (!row) throw conflict('kassa.server.whitelistDuplicate', { ip });
      await audit(tx, actorOf(call), 'whitelist_add', { target: ip, before: null, after: { ip } });
      await whitelistChanged(tx, signedIn.merchantId);
      await endSessionsOutsideWhitelist(tx, actorOf(call));
      return entryOf(row);
    });
  });

  routes.signedIn(endpoints.whitelistDelete, async (call) => {
    const { body, signedIn } = call;
    await requireStepUp(context, call, body.google_code);
    await runTransaction(context.db, async (tx) => {
      const ip = await deleteWhitelistEntry(tx, signedIn.merchantId, body.id);
      if (ip === null) throw notFound('kassa.server.whitelistEntryNotFound');
      await audit(tx, actorOf(call), 'whitelist_delete', { target: ip, before: { ip }, after: null });
      await whitelistChanged(tx, signedIn.merchantId);
      await endSessionsOutsideWhitelist(tx, actorOf(call));
    });
    return null;
  });
}
