import Shield from '@mui/icons-material/Shield';
import { endpoints } from '../openapi/endpoints';
import { whitelistForm } from '../openapi/rules';
import { defineResource } from '../src/resourceLayer/defineResource';
import { whitelistLabels } from './whitelist.i18n';
import { WhitelistIntro } from './whitelist.intro';
import { RemovalWarning, SignInIpMark } from './whitelist.signInIp';

/** The login IP whitelist: while it is empty, any address may log in. */
export const whitelist = defineResource({
  name: 'white/WhiteList',
  labels: whitelistLabels,
  icon: Shield,
  api: {
    idField: 'id',
    list: endpoints.whitelistList,
    create: endpoints.whitelistAdd,
    delete: endpoints.whitelistDelete,
  },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'ip', kind: 'ip', areas: ['column', 'form'], copyable: true, required: true, rule: whitelistForm.shape.ip, mark: SignInIpMark },
    { source: 'create_time', kind: 'datetime', areas: ['column'] },
  ],
  recordRepresentation: 'ip',
  list: { sort: { field: 'create_time', order: 'DESC' }, perPage: 20, above: WhitelistIntro },
  create: { groups: [{ fields: ['ip'] }], success: 'add', dialog: true },
  delete: { part: RemovalWarning },
  capabilities: { create: true, delete: true },
});
