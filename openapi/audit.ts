import { z } from 'zod';
import { Id, Timestamp, commonFilters, describe, listRequest, listResponse } from './common';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The audit log (added): sensitive actions of the account's operators and of platform staff.
 */

// ---------- entities ----------

export const AuditAction = z
  .enum([
    'market_switch',
    'review_free_limit',
    'approval_code_threshold',
    'api_key_create',
    'api_key_update',
    'api_key_delete',
    'webhook_endpoint_update',
    'whitelist_add',
    'whitelist_delete',
    'payment_method_add',
    'payment_method_update',
    'payment_method_delete',
    'password_change',
    'authenticator_rebind',
    'operator_enrol',
    'passkey_register',
    'passkey_rename',
    'passkey_delete',
    'passkey_sign_in',
    'passkey_step_up',
    'passkey_requirement',
    'session_revoke',
    'withdrawal_approve',
    'withdrawal_reject',
    'kyc_submit',
    'kyc_approve',
    'kyc_reject',
    'transfer',
    'adjustment',
    'usdt_recharge_request',
    'usdt_withdrawal_request',
    'fiat_withdrawal_request',
  ])
  .meta({ id: 'AuditAction', description: '(added) A sensitive action recorded in the audit log.' });

const AuditValues = z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).nullable();

export const AuditLogEntry = z
  .object({
    id: Id,
    create_time: Timestamp,
    operator: describe(z.string(), 'The operator’s username; `platform` for platform staff.'),
    ip: describe(z.string(), 'The address the action came from.'),
    action: AuditAction,
    target: describe(z.string().nullable(), 'What it was done to: a coin, an access key, an IP, an order number; null for the account itself.'),
    before: describe(AuditValues, 'The values before; null when the thing did not exist.'),
    after: describe(AuditValues, 'The values after; null when the thing no longer exists.'),
  })
  .meta({ id: 'AuditLogEntry', description: '(added) One sensitive action: who, when, from where, what, before and after.' });

// ---------- calls ----------

export const auditCalls = {
  auditLogQuery: endpoint({
    path: '/v1/merchant/audit_log/query',
    method: 'post',
    tag: 'Audit log',
    summary: 'The audit log of the account: sensitive actions of its operators and of platform staff, newest first',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        action: AuditAction.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Target (coin, key, IP, order number) or operator, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(AuditLogEntry),
  }),
} satisfies Record<string, Endpoint>;
