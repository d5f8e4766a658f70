import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { maintenance } from '../http/errors';
import { readSetting } from './settings';

/**
 * In maintenance every API call (/v1, /v2) answers 511. /healthy keeps answering so the console still
 * finds the server, the platform endpoint keeps working so staff can end maintenance, and the console's
 * own files are still served so it can show the maintenance message.
 * The flag is read from the database on each call, so every server process obeys it at once.
 */
export function registerMaintenanceGuard(app: FastifyInstance, context: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (!/^\/v\d+\//.test(request.url)) return;
    if (await readSetting(context.db, 'maintenance')) throw maintenance();
  });
}
