import Badge from '@mui/icons-material/Badge';
import { endpoints } from '../../../openapi/endpoints';
import { StaffRole, StaffStatus } from '../../../openapi/platformStaff';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { staffLabels } from './labels';
import { RoleMark, SelfMark } from './manage';

const name = 'staff';
const screen = { name, labels: staffLabels };

const roleChoices = choicesOf(screen, 'staffRole', StaffRole.options);
const statusChoices = choicesOf(screen, 'staffStatus', StaffStatus.options, { active: 'success', suspended: 'error' });

/**
 * The platform's staff accounts (docs/platform.md, "Staff and roles"), administrators only (the calls' roles): each
 * member with their role, status, whether they used their link and their last sign-in. Adding one shows their
 * one-time link once; a reset makes a new link, shown once, and voids their password and authenticator; suspending
 * and resuming ask a reason. Each takes the step-up. The administrator's own row offers none of these, nor a role
 * change: the server refuses an administrator's change to themselves (4009).
 */
export const staff = defineResource({
  name,
  labels: staffLabels,
  menu: { id: 42, name: '员工', lang: 'platformStaff', icon: 'badge', group: 'administration' },
  icon: Badge,
  api: { idField: 'id', list: endpoints.staffQuery, create: endpoints.staffCreate },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'username', kind: 'text', areas: ['column', 'form'], mark: SelfMark, required: true },
    { source: 'role', kind: 'choice', choices: roleChoices, areas: ['column', 'filter', 'form'], mark: RoleMark, required: true },
    { source: 'status', kind: 'status', choices: statusChoices, areas: ['column', 'filter'] },
    { source: 'status_reason', kind: 'text', areas: ['column'] },
    { source: 'enrolled', kind: 'boolean', areas: ['column'] },
    { source: 'last_sign_in_time', kind: 'datetime', areas: ['column'], empty: 'never_signed_in' },
    { source: 'create_time', kind: 'datetime', areas: ['column'] },
    { source: 'update_time', kind: 'datetime', areas: ['column'] },
  ],
  recordRepresentation: 'username',
  list: {
    filters: ['role', 'status', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    priority: { status_reason: 3, create_time: 3, update_time: 3, enrolled: 2 },
    card: { title: 'username', lines: ['role', 'status', 'last_sign_in_time'] },
  },
  create: {
    groups: [{ fields: ['username', 'role'] }],
    dialog: true,
    stepUp: true,
    success: 'add',
    created: { record: 'staff', link: 'link', expires: 'link_expires' },
  },
  actions: [
    { kind: 'reason', name: 'reset', call: endpoints.staffReset, reason: false, param: 'staff_id', link: { link: 'link', expires: 'link_expires' }, stepUp: true, notOwn: true },
    { kind: 'reason', name: 'suspend', call: endpoints.staffSuspend, when: { status: 'active' }, stepUp: true, notOwn: true },
    { kind: 'reason', name: 'resume', call: endpoints.staffResume, when: { status: 'suspended' }, stepUp: true, tone: 'success', notOwn: true },
  ],
  capabilities: { create: true },
});
