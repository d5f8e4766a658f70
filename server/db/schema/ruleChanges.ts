import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/** What a rule change asks for, and what it replaces: field → value (null: none, or the default). */
export type RuleValues = Record<string, string | null>;

export type RuleChangeStatus = 'pending' | 'scheduled' | 'applied' | 'rejected' | 'withdrawn';

/**
 * Changes to the platform's rules about money (thresholds, rates, fee rates, deposit addresses, staff and their
 * roles), each made by one administrator and applied only once another has approved it after the cooling-off
 * period (server/ruleChanges/). A fee change approved before its effective time waits as `scheduled`.
 */
export const platformRuleChanges = pgTable(
  'platform_rule_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** What it changes: a coin, a network, a merchant and coin, a staff member's username. */
    target: text('target'),
    change: jsonb('change').$type<RuleValues>().notNull(),
    /** The rule as it stood when the change was proposed, for the approver to compare. */
    before: jsonb('before').$type<RuleValues>().notNull(),
    status: text('status').$type<RuleChangeStatus>().notNull(),
    proposedByStaffId: integer('proposed_by_staff_id').notNull(),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: time('proposed_at').notNull(),
    /** The end of the cooling-off period: no approval before it. */
    approvableAt: time('approvable_at').notNull(),
    /** When the change takes effect once approved; null: at its approval. */
    effectiveAt: time('effective_at'),
    decidedByStaffId: integer('decided_by_staff_id'),
    decidedBy: text('decided_by'),
    decidedAt: time('decided_at'),
    /** Why it was rejected or withdrawn. */
    reason: text('reason'),
    appliedAt: time('applied_at'),
    /** What applying it gave that the approver is told: where a staff member's link was sent. */
    outcome: jsonb('outcome').$type<RuleValues>(),
  },
  (table) => [index('platform_rule_changes_status_idx').on(table.status, table.effectiveAt)],
);
