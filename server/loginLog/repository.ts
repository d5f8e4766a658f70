import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { startsWith } from '../db/filters';
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
  limit: number;
  offset: number;
}

/** One page of a merchant's sign-in attempts and the count of all that match. */
export async function listLoginLogs(db: Executor, query: LoginLogQuery) {
  const conditions: SQL[] = [eq(loginLogs.merchantId, query.merchantId)];
  if (query.from) conditions.push(gte(loginLogs.createdAt, query.from));
  if (query.until) conditions.push(lt(loginLogs.createdAt, query.until));
  if (query.result) conditions.push(eq(loginLogs.result, query.result));
  if (query.ipPrefix) conditions.push(startsWith(loginLogs.ip, query.ipPrefix));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(loginLogs)
    .where(where)
    .orderBy(direction(loginLogs.createdAt), direction(loginLogs.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(loginLogs).where(where);
  return { rows, total: total?.value ?? 0 };
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
