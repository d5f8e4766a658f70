import { z } from 'zod';
import { Id, Timestamp, commonFilters, describe, listRequest, listResponse } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Login attempts on the account.
 */

// ---------- entities ----------

export const LoginResult = z.enum(['success', 'bad_credentials', 'locked', 'ip_not_allowed', 'suspended', 'passkey_required']).meta({
  id: 'LoginResult',
  description: 'Outcome of a login attempt: success, or why it failed (passkey_required: a right password and code of an operator who must sign in with a passkey).',
});

export const LoginRecord = z
  .object({
    id: Id,
    create_time: Timestamp,
    IP: describe(z.string(), 'The address the attempt came from (spelled IP as in the spec).'),
    result: LoginResult,
  })
  .meta({ id: 'LoginRecord', description: 'One login attempt on this merchant account.' });

// ---------- calls ----------

export const loginLogCalls = {
  loginLogList: endpoint({
    path: '/v1/merchant/login_log/list',
    method: 'post',
    tag: 'Login log',
    summary: 'Login attempts on this account',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        result: LoginResult.optional(),
        keyword: commonFilters.keyword.meta({ description: 'IP, matched as a prefix.' }),
      },
    }),
    response: listResponse(LoginRecord),
  }),
} satisfies Record<string, Endpoint>;
