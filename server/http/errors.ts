/**
 * Failures a handler means to report. Throw one anywhere; the central error handler (errorHandler.ts)
 * turns it into the envelope. `AppError` and `invalidInput` live on the ground floor (server/errors.ts), where the
 * ledger and the database layer raise them too; they are passed on here so a handler takes every failure from one place.
 */
import { ResultCode } from '../../openapi/codes';
import { AppError } from '../errors';

export { AppError, invalidInput } from '../errors';

export const unauthorized = () => new AppError(ResultCode.unauthorized, 'kassa.server.unauthorized', {}, null, 401);

export const notFound = (messageKey: string, args: Record<string, unknown> = {}) =>
  new AppError(ResultCode.notFound, messageKey, args);

export const conflict = (messageKey: string, args: Record<string, unknown> = {}) =>
  new AppError(ResultCode.conflict, messageKey, args);

/** Code 512 carries the caller's IP like 6034: the console stores it and shows /Restricted. */
export const suspended = (loginIp: string) => new AppError(ResultCode.suspended, 'kassa.server.suspended', {}, { login_ip: loginIp });

/**
 * HTTP 503 (the standard status of a service down for maintenance) carrying code 511 for the console; with the
 * message staff gave, `detail` says it and `data.message` carries it alone.
 */
export const maintenance = (message?: string) =>
  message === undefined
    ? new AppError(ResultCode.maintenance, 'kassa.errors.maintenance', {}, null, 503)
    : new AppError(ResultCode.maintenance, 'kassa.server.maintenanceNotice', { message }, { message }, 503);

/** How long a client is told to wait while the database cannot be reached: a restart takes seconds, not minutes. */
export const unreachableRetryAfterSeconds = 5;

/**
 * HTTP 503 with code 503 for a call the database failed (stopped, restarting, a connection cut): the client may try
 * again, and `data.retry_after` (with the Retry-After header the error handler adds) says when.
 */
export const databaseUnreachable = () =>
  new AppError(ResultCode.unavailable, 'kassa.server.databaseUnreachable', {}, { database: 'unreachable', retry_after: unreachableRetryAfterSeconds }, 503);

/** How long a client is told to wait while the database's disk is full: freeing space takes someone minutes. */
export const storageFullRetryAfterSeconds = 60;

/**
 * HTTP 503 with code 503 for a write the database refused for lack of disk space: its transaction was rolled back, so
 * nothing of the call was saved, and the same call succeeds once space is freed (no restart needed).
 */
export const storageFull = () =>
  new AppError(ResultCode.unavailable, 'kassa.server.storageFull', {}, { database: 'storage_full', retry_after: storageFullRetryAfterSeconds }, 503);
