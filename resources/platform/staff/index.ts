import Badge from '@mui/icons-material/Badge';
import { endpoints } from '../../../openapi/endpoints';
import { StaffRole, StaffStatus } from '../../../openapi/platformStaff';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { staffLabels } from './labels';
import { ManageMark, SelfMark } from './manage';

const name = 'staff';
const screen = { name, labels: staffLabels };

const roleChoices = choicesOf(screen, 'staffRole', StaffRole.options);
const statusChoices = choicesOf(screen, 'staffStatus', StaffStatus.options, { active: 'success', suspended: 'error' });

/**
 * The platform's staff accounts (docs/platform.md, "Staff and roles"), administrators only, shown in the staff page
 * (src/platform/pages/staff/), which adds a member and shows their one-time link once. Each row but the
 * administrator's own offers changing the role and suspending or resuming, with a reason and the step-up.
 */
export const staff = defineResource({
  name,
  shownIn: '/staff',
  labels: staffLabels,
  icon: Badge,
  api: { idField: 'id', list: endpoints.staffQuery },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'username', kind: 'text', areas: ['column'], mark: SelfMark },
    { source: 'role', kind: 'choice', choices: roleChoices, areas: ['column', 'filter'] },
    { source: 'status', kind: 'status', choices: statusChoices, areas: ['column', 'filter'], mark: ManageMark },
    { source: 'status_reason', kind: 'text', areas: ['column'] },
    { source: 'enrolled', kind: 'boolean', areas: ['column'] },
    { source: 'create_time', kind: 'datetime', areas: ['column'] },
    { source: 'update_time', kind: 'datetime', areas: ['column'] },
  ],
  recordRepresentation: 'username',
  list: {
    filters: ['role', 'status', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    priority: { status_reason: 3, create_time: 2, update_time: 3 },
    card: { title: 'username', lines: ['role', 'status', 'enrolled'] },
  },
  capabilities: {},
});
