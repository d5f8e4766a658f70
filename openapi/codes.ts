/**
 * Result codes of the response envelope `{ code, msg, detail, data }` (spec section 8).
 * The console's HTTP client reacts to each one; the server answers with them.
 * Codes below 1000 mirror HTTP meanings; 4xxx are business refusals decided in docs/decisions.md.
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
  /** Unexpected failure; details stay in the server log. */
  internalError: 500,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes the client treats as success (spec section 8: "200 and 6032"). */
export const successCodes: readonly number[] = [ResultCode.ok, ResultCode.okUnchanged];
