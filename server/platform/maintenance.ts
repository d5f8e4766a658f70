import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { maintenance } from '../http/errors';
import { languageOf } from '../http/language';
import { readSetting, type MaintenanceMessage } from './settings';
import { SettingsWatch } from './settingsWatch';

/** The staff's calls (openapi/platformStaff.ts). */
const staffPathPrefix = '/v1/platform/';

declare module 'fastify' {
  interface FastifyInstance {
    /** The maintenance flag as this process holds it (server/platform/settingsWatch.ts). */
    maintenanceFlag: SettingsWatch<{ on: boolean; message: MaintenanceMessage }>;
  }
}

/**
 * In maintenance every API call (/v1, /v2) answers 511, but the staff's (/v1/platform/*). /healthy keeps answering
 * so the console still finds the server, the platform endpoint and the staff's calls keep working so staff can do
 * their work and end maintenance, and the console's own files are still served so it can show the maintenance
 * message. Staff may give the message merchants read (platform/maintenance/set); the 511 answer carries it.
 * The flag lives in the database, so every server process obeys it; each process keeps a copy that a
 * write anywhere drops (SettingsWatch), so a call does not read it from the database.
 */
export function registerMaintenanceGuard(app: FastifyInstance, context: AppContext) {
  const flag = new SettingsWatch(context.db, async () => {
    const on = await readSetting(context.db, 'maintenance');
    return { on, message: on ? (await readSetting(context.db, 'maintenance_message')).text : null };
  });
  app.decorate('maintenanceFlag', flag);
  app.addHook('onReady', () => flag.start());
  app.addHook('onClose', () => flag.close());
  app.addHook('onRequest', async (request) => {
    if (!/^\/v\d+\//.test(request.url) || request.url.startsWith(staffPathPrefix)) return;
    const state = await flag.get();
    if (state.on) throw maintenance(state.message?.[languageOf(request)]);
  });
}
