import Gavel from '@mui/icons-material/Gavel';
import { endpoints } from '../../../openapi/endpoints';
import { RuleChangeKind, RuleChangeStatus } from '../../../openapi/platformRuleChanges';
import { ruleChangeResource } from '../../../src/widgets/ProposedChange';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { ruleChangesLabels } from './labels';
import { ApprovalSummary, BeforeAfterTable, ChangeSummary, OutcomeView, TargetView, WhenView } from './parts';

const name = ruleChangeResource;
const screen = { name, labels: ruleChangesLabels };

const kindChoices = choicesOf(screen, 'ruleChangeKind', RuleChangeKind.options);
const statusChoices = choicesOf(screen, 'ruleChangeStatus', RuleChangeStatus.options, { pending: 'warning', scheduled: 'info', applied: 'success', rejected: 'error' });

/**
 * The rule changes (docs/platform.md, "Two people for money and its rules"): what one administrator proposed to a rule
 * about money (a four-eyes threshold, USDT rates, fee rates, a deposit address, a staff account or role), before →
 * after, and where it stands; for a staff account, where its link went once approved. Every role sees
 * them, what waits first and counted on the menu entry; another administrator approves one with the step-up once its
 * cooling-off has passed, or rejects it with a reason, and its proposer may withdraw it. The server decides who may:
 * its refusal (the proposer's own approval, the cooling-off) is shown as it says it.
 */
export const ruleChanges = defineResource({
  name,
  labels: ruleChangesLabels,
  menu: { id: 16, name: '规则变更', lang: 'platformRuleChanges', icon: 'gavel', group: 'reviews' },
  icon: Gavel,
  api: { idField: 'id', list: endpoints.ruleChangeQuery, detail: endpoints.ruleChangeDetail, approve: endpoints.ruleChangeApprove, reject: endpoints.ruleChangeReject },
  fields: [
    { source: 'id', kind: 'text', areas: ['detail'] },
    { source: 'propose_time', kind: 'datetime', areas: ['column', 'detail'] },
    { source: 'kind', kind: 'choice', choices: kindChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'target', kind: 'text', areas: ['column', 'detail'], view: TargetView },
    { source: 'change', kind: 'values', areas: ['column'], view: ChangeSummary },
    { source: 'proposed_by', kind: 'text', areas: ['column', 'detail'] },
    { source: 'status', kind: 'status', choices: statusChoices, areas: ['column', 'filter', 'detail'] },
    { source: 'approvable_time', kind: 'datetime', areas: ['column', 'detail'], view: WhenView },
    { source: 'effective_time', kind: 'datetime', areas: ['detail'], empty: 'none' },
    { source: 'decided_by', kind: 'text', areas: ['column', 'detail'], empty: 'none' },
    { source: 'decide_time', kind: 'datetime', areas: ['detail'], empty: 'none' },
    { source: 'reason', kind: 'text', areas: ['detail'], empty: 'none' },
    { source: 'apply_time', kind: 'datetime', areas: ['detail'], empty: 'none' },
    { source: 'outcome', kind: 'values', areas: ['detail'], view: OutcomeView },
  ],
  recordRepresentation: (record) => `#${String(record.id)}${typeof record.target === 'string' ? ` · ${record.target.replace(':', ' · ')}` : ''}`,
  list: {
    columns: ['propose_time', 'kind', 'target', 'change', 'proposed_by', 'status', 'approvable_time', 'decided_by'],
    filters: ['status', 'kind'],
    filterDefaults: { status: 'pending' },
    sort: { field: 'propose_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { propose_time: 2, decided_by: 3 },
    card: { title: 'kind', lines: ['target', 'change', 'proposed_by', 'approvable_time'] },
  },
  detail: {
    groups: [
      { title: 'proposal', fields: ['id', 'kind', 'target', 'proposed_by', 'propose_time', 'status'] },
      { fields: [], part: BeforeAfterTable },
      { title: 'decision', fields: ['approvable_time', 'effective_time', 'decided_by', 'decide_time', 'reason', 'apply_time', 'outcome'] },
    ],
  },
  actions: [
    { kind: 'approve', when: { status: 'pending' }, stepUp: true, part: ApprovalSummary },
    { kind: 'reject', when: { status: ['pending', 'scheduled'] }, ownBy: 'proposed_by' },
  ],
  capabilities: {},
  menuBadge: { filter: { status: 'pending' } },
});
