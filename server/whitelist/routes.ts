import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import type { loginIpWhitelist } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { canonicalIp } from './ip';
import { addWhitelistEntry, deleteWhitelistEntry, listWhitelist } from './repository';

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

  routes.signedIn(endpoints.whitelistAdd, async ({ body, signedIn, now }) => {
    // The contract has checked the format; the canonical form makes "::1" and "0::1" one entry.
    const ip = canonicalIp(body.ip);
    if (!ip) throw invalidInput('ip', 'kassa.validation.ip_format');
    const row = await addWhitelistEntry(context.db, signedIn.merchantId, ip, now);
    if (!row) throw conflict('kassa.server.whitelistDuplicate', { ip });
    return entryOf(row);
  });

  routes.signedIn(endpoints.whitelistDelete, async ({ body, signedIn }) => {
    const deleted = await deleteWhitelistEntry(context.db, signedIn.merchantId, body.id);
    if (!deleted) throw notFound('kassa.server.whitelistEntryNotFound');
    return null;
  });
}
