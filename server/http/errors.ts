/**
 * Failures a handler means to report. Throw one anywhere; the central error handler (errorHandler.ts)
 * turns it into the envelope, with `detail` translated from `messageKey` into the caller's language.
 */
import { ResultCode } from '../../openapi/codes';

export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    /** An i18n key (kassa.server.* or kassa.validation.*); the detail is its text with `args` filled in. */
    readonly messageKey: string,
    readonly args: Record<string, unknown> = {},
    readonly data: unknown = null,
    /** HTTP status of the answer; business refusals travel as 200 with their code in the body. */
    readonly httpStatus = 200,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** Code 4000: `data.field` names the field and `data.key` the message key (openapi/common.ts ErrorData). */
export const invalidInput = (field: string, messageKey: string, args: Record<string, unknown> = {}) =>
  new AppError(ResultCode.invalidInput, messageKey, args, { field, key: messageKey });

export const unauthorized = () => new AppError(ResultCode.unauthorized, 'kassa.server.unauthorized', {}, null, 401);

export const notFound = (messageKey: string, args: Record<string, unknown> = {}) =>
  new AppError(ResultCode.notFound, messageKey, args);

export const conflict = (messageKey: string, args: Record<string, unknown> = {}) =>
  new AppError(ResultCode.conflict, messageKey, args);

/** Code 512 carries the caller's IP like 6034: the console stores it and shows /Restricted. */
export const suspended = (loginIp: string) => new AppError(ResultCode.suspended, 'kassa.server.suspended', {}, { login_ip: loginIp });

/** HTTP 503 (the standard status of a service down for maintenance) carrying code 511 for the console. */
export const maintenance = () => new AppError(ResultCode.maintenance, 'kassa.errors.maintenance', {}, null, 503);
