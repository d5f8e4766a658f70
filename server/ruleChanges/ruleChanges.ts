/**
 * Two people for the platform's rules about money (maker-checker). One administrator proposes a change; it is checked
 * as it would be applied, then kept `pending`. Another administrator approves it no sooner than the cooling-off
 * period after the proposal, and it is applied in the approval's transaction by the same function a direct change
 * calls (its own audit row names the approver; the approval's row names both). A fee change takes effect no sooner
 * than the notice period after its approval: until then it is `scheduled`, shown to the merchants who will pay it,
 * and the background round applies it when due (server/background.ts).
 */
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RuleChange, RuleChangeKind } from '../../openapi/platformRuleChanges';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { pagedList, type PageRequest } from '../db/pagedList';
import { platformRuleChanges, type RuleChangeStatus, type RuleValues } from '../db/schema';
import { savepoint } from '../db/trailingWrites';
import { runTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { conflict, notFound } from '../http/errors';
import { platformAudit, type StaffActor } from '../staff/audit';
import { refuseIssuedByFirst, utcMinute } from '../staff/independence';
import { ruleKinds, type RuleKindName } from './kinds';

type RuleChangeRow = typeof platformRuleChanges.$inferSelect;

const iso = (time: Date | null) => time?.toISOString() ?? null;

export function ruleChangeView(row: RuleChangeRow): z.input<typeof RuleChange> {
  return {
    id: row.id,
    kind: row.kind as z.infer<typeof RuleChangeKind>,
    target: row.target,
    change: row.change,
    before: row.before,
    status: row.status,
    proposed_by: row.proposedBy,
    propose_time: row.proposedAt.toISOString(),
    approvable_time: row.approvableAt.toISOString(),
    effective_time: iso(row.effectiveAt),
    decided_by: row.decidedBy,
    decide_time: iso(row.decidedAt),
    reason: row.reason,
    apply_time: iso(row.appliedAt),
    outcome: row.outcome,
  };
}

class DryRun extends Error {}

/** Runs `work` in a savepoint and undoes it: the change is checked by the code that will apply it. */
async function tryAndUndo(tx: Transaction, work: (savepoint: Transaction) => Promise<unknown>) {
  try {
    await savepoint(tx, async (inner) => {
      await work(inner);
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
}

/**
 * Proposes a change of `kind` from the fields of its call (what a direct change would take). A change that would be
 * refused now (an unknown coin, fee rates summing to 1) is refused now, and nothing is kept.
 */
export async function proposeRuleChange(context: AppContext, actor: StaffActor, kindName: RuleKindName, input: RuleValues, effectiveAt?: Date) {
  if (actor.staffId === null) throw new Error('a rule change is proposed by a staff member');
  const kind = ruleKinds[kindName];
  return runTransaction(context.db, async (tx) => {
    const { target, change, before } = await kind.read(tx, input);
    if (kind.check) await kind.check(tx, actor, change, context);
    else await tryAndUndo(tx, (savepoint) => kind.apply(savepoint, actor, change, context, actor.staffId));
    const [row] = await tx
      .insert(platformRuleChanges)
      .values({
        kind: kindName,
        target,
        change,
        before,
        status: 'pending',
        proposedByStaffId: actor.staffId!,
        proposedBy: actor.username,
        proposedAt: actor.at,
        approvableAt: new Date(actor.at.getTime() + context.config.ruleChanges.coolingOffMs),
        effectiveAt: kind.announced ? (effectiveAt ?? null) : null,
      })
      .returning();
    await platformAudit(tx, actor, 'rule_change_propose', { target: String(row!.id), before: { kind: kindName, target, ...before }, after: { kind: kindName, target, ...change } });
    return ruleChangeView(row!);
  });
}

async function lockedChange(tx: Transaction, id: number): Promise<RuleChangeRow> {
  const [row] = await tx.select().from(platformRuleChanges).where(eq(platformRuleChanges.id, id)).for('update');
  if (!row) throw notFound('kassa.server.ruleChangeNotFound', { id });
  return row;
}

/**
 * The second administrator's approval: not the proposer, not before the cooling-off ends, not one whose account the
 * proposer made or reset within that period. Applied at once, or scheduled for its effective time.
 */
export async function approveRuleChange(context: AppContext, actor: StaffActor, id: number) {
  return runTransaction(context.db, async (tx) => {
    const row = await lockedChange(tx, id);
    if (row.status !== 'pending') throw conflict('kassa.server.ruleChangeDecided', { id });
    if (row.proposedByStaffId === actor.staffId) throw conflict('kassa.server.ruleChangeOwnProposal', { id });
    if (actor.at < row.approvableAt) throw conflict('kassa.server.ruleChangeCoolingOff', { id, time: utcMinute(row.approvableAt) });
    await refuseIssuedByFirst(tx, actor, { staffId: row.proposedByStaffId }, 'kassa.server.ruleChangeIssuedBy', { proposer: row.proposedBy });
    const kind = ruleKinds[row.kind as RuleKindName];
    // The merchants who pay a fee are told it for the notice period from its approval, whatever was asked.
    const earliest = new Date(actor.at.getTime() + context.config.ruleChanges.feeNoticeMs);
    const effectiveAt = kind.announced ? (row.effectiveAt && row.effectiveAt > earliest ? row.effectiveAt : earliest) : null;
    const scheduled = effectiveAt !== null && effectiveAt > actor.at;
    // Applied whether or not the kind tells the approver anything of it (an optional call would skip its argument).
    const applied = scheduled ? undefined : await kind.apply(tx, actor, row.change, context, row.proposedByStaffId);
    const outcome = scheduled ? null : (kind.outcome?.(applied) ?? null);
    const status: RuleChangeStatus = scheduled ? 'scheduled' : 'applied';
    const [decided] = await tx
      .update(platformRuleChanges)
      .set({ status, decidedByStaffId: actor.staffId, decidedBy: actor.username, decidedAt: actor.at, effectiveAt, appliedAt: scheduled ? null : actor.at, outcome })
      .where(eq(platformRuleChanges.id, id))
      .returning();
    await platformAudit(tx, actor, 'rule_change_approve', {
      target: String(id),
      before: { kind: row.kind, target: row.target, proposed_by: row.proposedBy, propose_time: row.proposedAt.toISOString() },
      after: { kind: row.kind, target: row.target, approved_by: actor.username, status, effective_time: iso(effectiveAt) },
    });
    return ruleChangeView(decided!);
  });
}

/**
 * Keeps the rule as it is: another administrator rejects a pending or scheduled change, or its proposer withdraws
 * it. Either is one person's to do, since it changes nothing.
 */
export async function rejectRuleChange(context: AppContext, actor: StaffActor, id: number, reason: string) {
  return runTransaction(context.db, async (tx) => {
    const row = await lockedChange(tx, id);
    if (row.status !== 'pending' && row.status !== 'scheduled') throw conflict('kassa.server.ruleChangeDecided', { id });
    const own = row.proposedByStaffId === actor.staffId;
    const status: RuleChangeStatus = own ? 'withdrawn' : 'rejected';
    const [decided] = await tx
      .update(platformRuleChanges)
      .set({ status, decidedByStaffId: actor.staffId, decidedBy: actor.username, decidedAt: actor.at, reason })
      .where(eq(platformRuleChanges.id, id))
      .returning();
    await platformAudit(tx, actor, own ? 'rule_change_withdraw' : 'rule_change_reject', {
      target: String(id),
      before: { kind: row.kind, target: row.target, status: row.status, proposed_by: row.proposedBy },
      after: { kind: row.kind, target: row.target, status, remark: reason },
    });
    return ruleChangeView(decided!);
  });
}

/**
 * Applies the scheduled changes whose time has come, each in its own transaction, acting as the administrator who
 * approved it. One that no longer holds (its fee rates would now sum to 1 with another change) is rejected with
 * the reason, and the rule stays as it is. Safe in several processes at once (SKIP LOCKED).
 */
export async function applyDueRuleChanges(context: AppContext, now: Date): Promise<number> {
  let applied = 0;
  for (;;) {
    const done = await runTransaction(context.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(platformRuleChanges)
        .where(and(eq(platformRuleChanges.status, 'scheduled'), lte(platformRuleChanges.effectiveAt, now)))
        .orderBy(asc(platformRuleChanges.effectiveAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      const actor: StaffActor = { staffId: row.decidedByStaffId, username: row.decidedBy ?? 'ops', role: 'admin', ip: 'scheduled', at: now };
      try {
        await savepoint(tx, (inner) => ruleKinds[row.kind as RuleKindName].apply(inner, actor, row.change, context, row.proposedByStaffId));
        await tx.update(platformRuleChanges).set({ status: 'applied', appliedAt: now }).where(eq(platformRuleChanges.id, row.id));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await tx.update(platformRuleChanges).set({ status: 'rejected', reason: `Could not take effect: ${error.messageKey}` }).where(eq(platformRuleChanges.id, row.id));
      }
      return true;
    });
    if (!done) return applied;
    applied += 1;
  }
}

export async function ruleChangeList(db: Executor, query: { status: RuleChangeStatus | 'all'; kind?: RuleKindName | undefined; order: 'asc' | 'desc'; paging: PageRequest }) {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(platformRuleChanges.status, query.status));
  if (query.kind) conditions.push(eq(platformRuleChanges.kind, query.kind));
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(platformRuleChanges).$dynamic(),
    table: platformRuleChanges,
    where: conditions,
    sort: { name: 'propose_time', column: platformRuleChanges.proposedAt, order: query.order },
    id: platformRuleChanges.id,
    request: query.paging,
  });
  return { list: rows.map(ruleChangeView), ...paging };
}

export async function ruleChangeDetail(db: Executor, id: number) {
  const [row] = await db.select().from(platformRuleChanges).where(eq(platformRuleChanges.id, id));
  if (!row) throw notFound('kassa.server.ruleChangeNotFound', { id });
  return ruleChangeView(row);
}

export async function pendingRuleChangeCount(db: Executor) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(platformRuleChanges).where(eq(platformRuleChanges.status, 'pending'));
  return { pending: row?.count ?? 0 };
}
