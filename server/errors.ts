/**
 * A failure the code means to report, raised at any floor of the server (the ledger's 4010, a bad amount or cursor,
 * a handler's refusal). The central error handler (http/errorHandler.ts) turns it into the envelope, with `detail`
 * translated from `messageKey` into the caller's language. The refusals only handlers make are in http/errors.ts.
 */
import { ResultCode } from '../openapi/codes';

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
