import { decimalPattern, listTotalCap } from '../../openapi/common';
import { endpoints, type EndpointName } from '../../openapi/endpoints';

/*
 * What the console's first load needs from the contract: each call's path and whether it is idempotent, and the
 * pattern of decimal strings. Worked out at build time (`*.atBuild.ts`, vite.config.ts), so the browser gets plain
 * values without zod and the schemas, which come with the screens that validate (forms) or read them.
 */

export interface CallFacts {
  path: string;
  /** Money-moving: sent with an Idempotency-Key. */
  idempotent: boolean;
  /** A platform staff call: the roles that may make it (the platform console offers it to them only). */
  staff?: readonly string[];
}

export const contractCalls = Object.fromEntries(
  Object.entries(endpoints).map(([name, endpoint]) => [
    name,
    { path: endpoint.path, idempotent: endpoint.idempotent === true, ...(endpoint.staff ? { staff: [...endpoint.staff] } : {}) } satisfies CallFacts,
  ]),
) as Record<EndpointName, CallFacts>;

/** The source of the contract's `decimalPattern` (money and rates travel as decimal strings). */
export const decimalPatternSource: string = decimalPattern.source;

/** The rows a list counts and reads by page number; a page starting deeper is read by cursor. */
export const rowsByPageNumber: number = listTotalCap;
