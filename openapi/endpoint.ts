import type { z } from 'zod';

/**
 * One call of the API (spec section 7). The server registers a route per entry, validates `request`
 * and answers `envelope(response)`; the console's data provider posts to `path` and reads `data`.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  /** POST with a JSON body for all of section 7; GET only for /healthy. */
  method: 'post' | 'get';
  tag: string;
  summary: string;
  /** Requires the Authorization token. */
  auth: boolean;
  /** The JSON body (EmptyBody when there is none). */
  request: Req;
  /** The schema of `data` inside the envelope (or of the file, when `file` is set). */
  response: Res;
  /** The response is a file, not the envelope (errors still answer the envelope). */
  file?: 'csv' | 'binary';
  /** Money-moving: takes the Idempotency-Key header. */
  idempotent?: boolean;
  /** (added) The request is multipart/form-data, not JSON: only /v1/system/file/upload. */
  multipart?: boolean;
  /**
   * (added) Called by the merchant's own server, signed with its API key (X-Access-Key, X-Timestamp, X-Nonce,
   * X-Signature) instead of a console token: the merchant order API under /v1/open/.
   */
  signed?: boolean;
  /**
   * (added) Called by the hosted checkout for a signed-in payer: the payer session token travels as X-Payer-Token,
   * never the console's Authorization.
   */
  payer?: boolean;
  /**
   * (added) Called by a payer's wallet app for the signed-in payer: the wallet session token travels as X-Wallet-Token,
   * never the console's Authorization nor the checkout's X-Payer-Token.
   */
  wallet?: boolean;
  /** (added) GET answering server-sent events (text/event-stream), each event's data one `response`. */
  stream?: boolean;
  /**
   * (added) Called by the platform's own staff (the platform console under /v1/platform/*): the staff session token
   * travels as X-Staff-Token, never the console's Authorization, and only the roles listed may call it
   * (openapi/platformStaff.ts).
   */
  staff?: readonly StaffRoleName[];
}

/** The roles of platform staff, from the least to the most trusted (openapi/platformStaff.ts, StaffRole). */
export const staffRoleNames = ['reviewer', 'support', 'admin'] as const;
export type StaffRoleName = (typeof staffRoleNames)[number];

/**
 * The tag that groups a call in the document: its domain's name, written in the slice beside the call. The document
 * lists the tags in the order the calls come in `endpoints`, so a new domain brings its tag with it.
 */
export type Tag = string;

/** Declares one call. */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  definition: Endpoint<Req, Res> & { tag: Tag },
): Endpoint<Req, Res> & { tag: Tag } {
  return definition;
}
