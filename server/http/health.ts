/**
 * GET /healthy: the server answers and its database does. A database that does not answer within a few
 * seconds, or fails, makes it HTTP 503 with code 503 and `data.database: 'unreachable'`, so a load
 * balancer, a monitor or the console's base-address check moves to a server that can work.
 */
import { sql } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { AppError } from './errors';
import type { Routes } from './route';

/** Longer than any healthy round trip, shorter than a monitor's patience. */
export const healthCheckTimeoutMs = 3000;

async function databaseAnswers(context: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), healthCheckTimeoutMs);
  });
  const query = context.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(routes: Routes, context: AppContext) {
  routes.open(endpoints.healthy, async ({ now }) => {
    if (!(await databaseAnswers(context))) {
      const data = { status: 'unavailable', time: now.toISOString(), database: 'unreachable' };
      throw new AppError(ResultCode.unavailable, 'kassa.server.databaseUnreachable', {}, data, 503);
    }
    return { status: 'ok' as const, time: now.toISOString(), database: 'ok' as const };
  });
}
