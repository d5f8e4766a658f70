import ManageHistory from '@mui/icons-material/ManageHistory';
import { endpoints } from '../../../openapi/endpoints';
import { PlatformAuditAction, StaffRole } from '../../../openapi/platformStaff';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { platformAuditLogLabels } from './labels';

const name = 'audit_log';
const screen = { name, labels: platformAuditLogLabels };

const actionChoices = choicesOf(screen, 'platformAuditAction', PlatformAuditAction.options);
const roleChoices = choicesOf(screen, 'staffRole', StaffRole.options);

/**
 * The platform audit log (docs/platform.md, "The platform audit log"), administrators only: every action of staff
 * (and of `npm run ops`), who, from where, what and to what, the values before and after, filtered by member, action
 * and day, with its export.
 */
export const platformAuditLog = defineResource({
  name,
  labels: platformAuditLogLabels,
  menu: { id: 43, name: '平台审计日志', lang: 'platformAuditLog', icon: 'manage_history', group: 'administration' },
  icon: ManageHistory,
  api: { idField: 'id', list: endpoints.platformAuditQuery },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter'] },
    { source: 'staff', kind: 'text', areas: ['column', 'filter'] },
    { source: 'role', kind: 'choice', choices: roleChoices, areas: ['column'] },
    { source: 'action', kind: 'choice', choices: actionChoices, areas: ['column', 'filter'] },
    { source: 'target', kind: 'text', areas: ['column'] },
    { source: 'before', kind: 'values', areas: ['column'] },
    { source: 'after', kind: 'values', areas: ['column'] },
    { source: 'ip', kind: 'ip', areas: ['column'] },
  ],
  recordRepresentation: 'action',
  list: {
    columns: ['create_time', 'staff', 'role', 'action', 'target', 'before', 'after', 'ip'],
    filters: ['staff', 'action', 'create_time'],
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { role: 3, ip: 3, before: 3 },
    card: { title: 'action', lines: ['staff', 'target', 'after', 'create_time'] },
  },
  capabilities: {},
});
