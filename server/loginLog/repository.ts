import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { startsWith } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { loginLogs, type LoginResult } from '../db/schema';

export async function recordLoginAttempt(
  db: Executor,
  attempt: { merchantId: number | null; username: string; ip: string; result: LoginResult; at: Date },
): Promise<void> {
  await db.insert(loginLogs).values({
    merchantId: attempt.merchantId,
    username: attempt.username,
    ip: attempt.ip,
    result: attempt.result,
    createdAt: attempt.at,
  });
}

export interface LoginLogQuery {
  merchantId: number;
  from?: Date;
  until?: Date;
  result?: LoginResult;
  ipPrefix?: string;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

/** One page of a merchant's sign-in attempts and the count of all that match. */
export async function listLoginLogs(db: Executor, query: LoginLogQuery) {
  const conditions: SQL[] = [eq(loginLogs.merchantId, query.merchantId)];
  if (query.from) conditions.push(gte(loginLogs.createdAt, query.from));
  if (query.until) conditions.push(lt(loginLogs.createdAt, query.until));
  if (query.result) conditions.push(eq(loginLogs.result, query.result));
  if (query.ipPrefix) conditions.push(startsWith(loginLogs.ip, query.ipPrefix));
  return pagedList(db, {
    query: db.select().from(loginLogs).$dynamic(),
    table: loginLogs,
    where: conditions,
    sort: { name: 'create_time', column: loginLogs.createdAt, order: query.order },
    id: loginLogs.id,
    request: query.paging,
  });
}

/** The merchant's latest successful sign-in, for account/detail. */
export async function lastSuccessfulLogin(db: Executor, merchantId: number) {
  const [row] = await db
    .select({ ip: loginLogs.ip, at: loginLogs.createdAt })
    .from(loginLogs)
    .where(and(eq(loginLogs.merchantId, merchantId), eq(loginLogs.result, 'success')))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
    .limit(1);
  return row ?? null;
}
