import Rule from '@mui/icons-material/Rule';
import { endpoints } from '../../../openapi/endpoints';
import { ProposedChange } from '../../../src/widgets/ProposedChange';
import { defineResource } from '../../../src/resourceLayer/defineResource';
import { ThresholdHint } from './hint';
import { fourEyesThresholdsLabels } from './labels';

/**
 * The four-eyes thresholds (docs/platform.md, "Four eyes"): per coin, the withdrawal amount from which two different
 * staff members must approve. Administrators only (the calls' roles), each change with the step-up: set one for a
 * coin, change it, or empty it to remove it (one approval then at any amount). A change is a rule change another
 * administrator approves (the rule changes' screen): the form says it is proposed, and the list keeps the threshold in
 * force until then.
 */
export const fourEyesThresholds = defineResource({
  name: 'review/threshold',
  labels: fourEyesThresholdsLabels,
  menu: { id: 15, name: '双人审批阈值', lang: 'platformFourEyesThresholds', icon: 'rule', group: 'reviews' },
  icon: Rule,
  api: { idField: 'coin_name', list: endpoints.reviewThresholdQuery, create: endpoints.reviewThresholdSet, update: endpoints.reviewThresholdSet },
  fields: [
    { source: 'coin_name', kind: 'coin', coins: 'platform', areas: ['column', 'form'], required: true },
    { source: 'amount', kind: 'money', coin: 'coin_name', areas: ['column', 'form'] },
  ],
  recordRepresentation: 'coin_name',
  list: { sort: { field: 'coin_name', order: 'ASC' }, perPage: 100 },
  create: { groups: [{ fields: ['coin_name', 'amount'], part: ThresholdHint }], stepUp: true, dialog: true, success: 'edit', answered: ProposedChange },
  edit: { groups: [{ fields: ['amount'], part: ThresholdHint }], stepUp: true, success: 'edit', answered: ProposedChange },
  // The thresholds are a handful of settings, not rows to export.
  capabilities: { create: true, edit: true, export: false },
});
