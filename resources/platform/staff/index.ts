import Badge from '@mui/icons-material/Badge';
import { z } from 'zod';
import { endpoints } from '../../../openapi/endpoints';
import { staffCreateForm, StaffRole, StaffStatus } from '../../../openapi/platformStaff';
import { ProposedChange } from '../../../src/widgets/ProposedChange';
import { choicesOf, defineResource } from '../../../src/resourceLayer/defineResource';
import { staffLabels } from './labels';
import { RoleMark, SelfMark } from './manage';

const name = 'staff';
const screen = { name, labels: staffLabels };

const roleChoices = choicesOf(screen, 'staffRole', StaffRole.options);
/** The phone is optional: left empty, it is not sent. */
const leftOut = (value: unknown) => (value === '' || value === null ? undefined : value);
const statusChoices = choicesOf(screen, 'staffStatus', StaffStatus.options, { active: 'success', suspended: 'error' });

/**
 * The platform's staff accounts (docs/platform.md, "Staff and roles"), administrators only (the calls' roles): each
 * member with their role, status, whether they used their link and their last sign-in. Adding one, resetting one and
 * changing a role are proposed here and made once another administrator approves them on the rule changes' screen
 * (the form says so): the one-time link then goes to the member's email (and phone), never to either administrator,
 * and a reset voids their password and authenticator. Suspending and resuming ask a reason and act at once. Each takes
 * the step-up. The administrator's own row offers none of these, nor a role change: the server refuses an
 * administrator's change to themselves (4009).
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
    { source: 'email', kind: 'text', areas: ['form'], required: true },
    { source: 'phone', kind: 'text', areas: ['form'], rule: z.preprocess(leftOut, staffCreateForm.shape.phone) },
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
    groups: [{ fields: ['username', 'role', 'email', 'phone'] }],
    dialog: true,
    stepUp: true,
    success: 'add',
    answered: ProposedChange,
  },
  actions: [
    { kind: 'reason', name: 'reset', call: endpoints.staffReset, reason: false, param: 'staff_id', answered: ProposedChange, stepUp: true, notOwn: true },
    { kind: 'reason', name: 'suspend', call: endpoints.staffSuspend, when: { status: 'active' }, stepUp: true, notOwn: true },
    { kind: 'reason', name: 'resume', call: endpoints.staffResume, when: { status: 'suspended' }, stepUp: true, tone: 'success', notOwn: true },
  ],
  capabilities: { create: true },
});
