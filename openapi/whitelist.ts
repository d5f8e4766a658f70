import { z } from 'zod';
import { Id, NoData, Timestamp, commonFilters, listRequest, listResponse } from './common';
import { ipAddress, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The login IP whitelist: while it is empty, any address may log in.
 */

// ---------- entities ----------

export const WhitelistEntry = z
  .object({
    id: Id,
    ip: z.string(),
    create_time: Timestamp,
  })
  .meta({
    id: 'WhitelistEntry',
    description: 'An address allowed to log in. While the list is empty, any address may log in.',
  });

// ---------- rules ----------

/** Login IP whitelist entry. */
export const whitelistForm = z.object({ ip: ipAddress, google_code: stepUpCode });

// ---------- calls ----------

export const whitelistCalls = {
  whitelistList: endpoint({
    path: '/v1/merchant/login_ip_white/list',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Addresses allowed to log in',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: { keyword: commonFilters.keyword.meta({ description: 'IP, matched as a prefix.' }) },
    }),
    response: listResponse(WhitelistEntry),
  }),
  whitelistDelete: endpoint({
    path: '/v1/merchant/login_ip_white/delete',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Remove an address (step-up); sessions signed in from an address the list no longer admits end',
    auth: true,
    request: z.object({ id: Id, google_code: stepUpCode }),
    response: NoData,
  }),
  whitelistAdd: endpoint({
    path: '/v1/merchant/login_ip_white/add',
    method: 'post',
    tag: 'Login IP whitelist',
    summary: 'Allow an address to log in (a duplicate answers 4009); sessions signed in from an address the list no longer admits end',
    auth: true,
    request: z.object({ ip: ipAddress, google_code: stepUpCode }),
    response: WhitelistEntry,
  }),
} satisfies Record<string, Endpoint>;
