import ManageHistory from '@mui/icons-material/ManageHistory';
import { endpoints } from '../../openapi/endpoints';
import { AuditAction } from '../../openapi/entities';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { auditLogLabels } from './labels';

const name = 'system/AuditLog';

const auditActionChoices = choicesOf({ name, labels: auditLogLabels }, 'auditAction', AuditAction.options);

/**
 * The audit log: every sensitive action on the account (market switch, review-free limit, API key, whitelist,
 * password, reviews, verification), who did it, when, from which IP, and the values before and after. It has no
 * menu page, so the spec's fixed menu stays as it is: Account and security (`/system/AccountSecurity`) shows it
 * in a tab.
 */
export const auditLog = defineResource({
  name,
  shownIn: '/system/AccountSecurity',
  labels: auditLogLabels,
  icon: ManageHistory,
  api: { idField: 'id', list: endpoints.auditLogQuery },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter'] },
    { source: 'action', kind: 'choice', choices: auditActionChoices, areas: ['column', 'filter'] },
    { source: 'target', kind: 'text', areas: ['column'] },
    { source: 'before', kind: 'values', areas: ['column'] },
    { source: 'after', kind: 'values', areas: ['column'] },
    { source: 'operator', kind: 'text', areas: ['column'] },
    { source: 'ip', kind: 'ip', areas: ['column'] },
  ],
  recordRepresentation: 'action',
  list: {
    filters: ['action', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { ip: 2, operator: 2 },
  },
  capabilities: {},
});
