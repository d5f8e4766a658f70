import { z } from 'zod';
import { EmptyBody, Id, Timestamp, describe, listRequest, listResponse, typeError } from './common';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { limits, requiredText, stepUpCode } from './sharedRules';

/*
 * (added) Two people for the platform's rules about money. A change to a four-eyes threshold, a USDT rate, a fee
 * rate, the deposit addresses, a staff member's role, or a new or reset staff account is proposed by one
 * administrator (the call that names the change answers the proposal) and applied only when another administrator
 * approves it, no sooner than the cooling-off period after it was proposed. Both names are in the platform audit log.
 */

/** Administrators propose, approve and reject; every role may read what is waiting. */
const adminOnly: readonly StaffRoleName[] = ['admin'];
const everyRole: readonly StaffRoleName[] = ['reviewer', 'support', 'admin'];

export const RuleChangeKind = z
  .enum(['four_eyes_threshold', 'usdt_rate', 'coin_fee_rates', 'merchant_fee_rates', 'deposit_address', 'staff_create', 'staff_reset', 'staff_role'], typeError('choice'))
  .meta({ id: 'RuleChangeKind', description: '(added) What a rule change changes.' });

export const RuleChangeStatus = z
  .enum(['pending', 'scheduled', 'applied', 'rejected', 'withdrawn'], typeError('choice'))
  .meta({
    id: 'RuleChangeStatus',
    description:
      '(added) pending: waits for a second administrator; scheduled: approved, takes effect at `effective_time`; applied: in force; rejected: refused by another administrator; withdrawn: taken back by its proposer.',
  });

const RuleValues = z.record(z.string(), z.string().nullable());

export const RuleChange = z
  .object({
    id: Id,
    kind: RuleChangeKind,
    target: describe(z.string().nullable(), 'What it changes: a coin, a USDT network, `merchant_id:coin`, a staff member’s username.'),
    change: describe(RuleValues, 'What it asks for, field by field (null: none, or the default).'),
    before: describe(RuleValues, 'The same fields as they stood when it was proposed.'),
    status: RuleChangeStatus,
    proposed_by: describe(z.string(), 'The administrator who proposed it.'),
    propose_time: Timestamp,
    approvable_time: describe(Timestamp, 'The end of the cooling-off period: another administrator may approve it from then on.'),
    effective_time: describe(Timestamp.nullable(), 'When it takes effect once approved (fee rates, announced ahead); null: at its approval.'),
    decided_by: describe(z.string().nullable(), 'Who approved, rejected or withdrew it; null while pending.'),
    decide_time: Timestamp.nullable(),
    reason: describe(z.string().nullable(), 'Why it was rejected or withdrawn.'),
    apply_time: describe(Timestamp.nullable(), 'When it took effect; null until then.'),
    outcome: describe(RuleValues.nullable(), 'What applying it gave the approver to know (a new or reset staff account: `link_sent_to`, where the one-time link went, masked, and `link_expires`); null when nothing more than the change.'),
  })
  .meta({ id: 'RuleChange', description: '(added) A change to a rule about money, made by one administrator and approved by another.' });

export const ruleChangeDecisionForm = z.object({ id: Id, google_code: stepUpCode });
export const ruleChangeRejectionForm = z.object({ id: Id, reason: requiredText(limits.reasonMax).meta({ description: 'Why: the proposer reads it.' }) });

// ---------- calls ----------

const tag = 'Platform rule changes';

export const platformRuleChangeCalls = {
  ruleChangeQuery: endpoint({
    path: '/v1/platform/rule_change/query',
    method: 'post',
    tag,
    summary: 'The rule changes, pending first unless asked, newest first',
    auth: false,
    staff: everyRole,
    request: listRequest({
      sortFields: ['propose_time'],
      filters: {
        status: z
          .enum([...RuleChangeStatus.options, 'all'], typeError('choice'))
          .default('pending')
          .meta({ description: 'The state to list: pending (the default), scheduled, applied, rejected, withdrawn, or all.' }),
        kind: RuleChangeKind.optional(),
      },
    }),
    response: listResponse(RuleChange),
  }),
  ruleChangeDetail: endpoint({
    path: '/v1/platform/rule_change/detail',
    method: 'post',
    tag,
    summary: 'One rule change',
    auth: false,
    staff: everyRole,
    request: z.object({ id: Id }),
    response: RuleChange,
  }),
  ruleChangePendingCount: endpoint({
    path: '/v1/platform/rule_change/pending_count',
    method: 'post',
    tag,
    summary: 'How many rule changes wait for a second administrator, for the console’s badge',
    auth: false,
    staff: everyRole,
    request: EmptyBody,
    response: z.object({ pending: z.number().int().min(0) }),
  }),
  ruleChangeApprove: endpoint({
    path: '/v1/platform/rule_change/approve',
    method: 'post',
    tag,
    summary:
      'Approve a pending rule change: another administrator than its proposer, after its cooling-off period, not one whose account its proposer made or reset within that period. It takes effect at once, or at its effective time (then `scheduled`); protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: ruleChangeDecisionForm,
    response: RuleChange,
  }),
  ruleChangeReject: endpoint({
    path: '/v1/platform/rule_change/reject',
    method: 'post',
    tag,
    summary: 'Refuse a pending or scheduled rule change with the reason (another administrator), or withdraw one’s own; nothing changes',
    auth: false,
    staff: adminOnly,
    request: ruleChangeRejectionForm,
    response: RuleChange,
  }),
} satisfies Record<string, Endpoint>;
