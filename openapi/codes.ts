/**
 * Result codes of the response envelope `{ code, msg, detail, data }` (spec section 8).
 * The console's HTTP client reacts to each one; the server answers with them.
 * Codes below 1000 mirror HTTP meanings; 4xxx are business refusals decided in docs/decisions/.
 */
export const ResultCode = {
  /** Success. */
  ok: 200,
  /** Success as well (the spec's second success code); the server answers it when a call changed nothing. */
  okUnchanged: 6032,
  /** Missing, expired or revoked token: the console goes to /Login. */
  unauthorized: 401,
  /** Maintenance mode: every call but GET /healthy; the console goes to /Login with the maintenance message. */
  maintenance: 511,
  /** The merchant is suspended: the console goes to /Restricted. */
  suspended: 512,
  /** Login from an IP outside the whitelist; `data.login_ip` holds the caller's IP: the console goes to /Restricted. */
  ipNotAllowed: 6034,
  /** Done, with a warning the console shows as an error toast while the call still resolves. */
  doneWithWarning: 6016,
  /** A field failed validation; `data.field` names it and `detail` says why. */
  invalidInput: 4000,
  /** Wrong username, password or authenticator code (never says which). */
  badCredentials: 4001,
  /** Too many failed attempts: the account is locked for a while. */
  locked: 4002,
  /**
   * A sign-in from a browser this account never used, behind counters strangers made hot: solve `data.challenge` to
   * `data.difficulty` bits of proof of work and send the sign-in again with `challenge` and `challenge_answer`.
   */
  challengeRequired: 4028,
  /** Not allowed for this merchant (for example an API key without completed KYC). */
  forbidden: 4003,
  /** The record does not exist or is not this merchant's. */
  notFound: 4004,
  /** The record already exists, or it is no longer in a state that allows the action. */
  conflict: 4009,
  /** Not enough available balance. */
  insufficientBalance: 4010,
  /** The same Idempotency-Key was sent with another body. */
  idempotencyMismatch: 4022,
  /** The request body is larger than the server accepts (HTTP 413); `data.max_bytes` says how large it may be. */
  payloadTooLarge: 413,
  /** The request body is not JSON (HTTP 415): send it with Content-Type application/json (an upload: multipart/form-data). */
  unsupportedMediaType: 415,
  /** Too many requests in a short time from this IP or for this account; HTTP 429 with Retry-After (seconds). */
  tooManyRequests: 429,
  /** Unexpected failure; details stay in the server log. */
  internalError: 500,
  /** The server cannot reach its database (HTTP 503 with Retry-After, any call and GET /healthy); try again in a few seconds. */
  unavailable: 503,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes the client treats as success (spec section 8: "200 and 6032"). */
export const successCodes: readonly number[] = [ResultCode.ok, ResultCode.okUnchanged];

/**
 * What the console does with each code (spec section 8), for the OpenAPI document's `x-result-codes`.
 * Codes not listed as success show `detail` as an error toast and reject the call.
 */
export const resultCodeBehaviour: Record<keyof typeof ResultCode, string> = {
  ok: 'Success.',
  okUnchanged: 'Success; nothing changed.',
  unauthorized: 'Token missing, expired or revoked: the console goes to /Login (also on HTTP status 401).',
  maintenance: "System under maintenance: the console goes to /Login and shows 'System function under maintenance, please try again later'.",
  suspended: 'Merchant suspended: the console stores data.login_ip as loginIp and goes to /Restricted.',
  ipNotAllowed: 'Login from an IP outside the whitelist: the console stores data.login_ip as loginIp and goes to /Restricted.',
  doneWithWarning: 'Done with a warning: the console shows detail as an error toast but the call resolves.',
  invalidInput: 'A field failed validation: data.field names it, data.key is its kassa.validation.* key, detail is the translated text.',
  badCredentials: 'Wrong username, password or authenticator code (never says which).',
  locked: 'Too many failed attempts: the account is locked for a while.',
  challengeRequired:
    'A sign-in from a browser or app this account never used, while failures from its network or at its username are many: nothing was checked. data.challenge, data.difficulty (bits) and data.expire_time give a proof of work: find challenge_answer such that SHA-256 of challenge + ":" + challenge_answer begins with difficulty zero bits, and send the same sign-in again with challenge and challenge_answer. Never a lock: a solved challenge is always checked.',
  forbidden: 'Not allowed for this merchant (for example an API key without completed KYC).',
  notFound: 'The record does not exist or is not this merchant’s.',
  conflict: 'The record already exists, or its state no longer allows the action (for example an order already reviewed).',
  insufficientBalance: 'Not enough available balance.',
  idempotencyMismatch: 'The same Idempotency-Key was sent with another body.',
  payloadTooLarge:
    'The request body is larger than the server accepts: HTTP 413, data.max_bytes is the limit in bytes, detail names it. The call did not run; the connection stays open. The console shows detail as an error toast.',
  unsupportedMediaType:
    'The request body is not JSON: HTTP 415. Send a JSON object with Content-Type application/json (the upload takes multipart/form-data). The call did not run. The console shows detail as an error toast.',
  tooManyRequests: 'Too many requests from this IP or for this account: HTTP 429, data.retry_after and the Retry-After header say how many seconds to wait.',
  internalError: 'Unexpected failure; details stay in the server log.',
  unavailable:
    'The server cannot reach its database for now (stopped, restarting, a connection cut): HTTP 503, data.database "unreachable", and on any call but GET /healthy data.retry_after and the Retry-After header (seconds). The call did not run, or ran and was rolled back, unless it was cut during its commit; a call with an Idempotency-Key may be sent again with the same key either way. With data.database "storage_full" the database’s disk is full: the write was rolled back, and the same call succeeds once space is freed. The console shows detail as an error toast; on GET /healthy it tries its next base address.',
};
