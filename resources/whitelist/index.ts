import Shield from '@mui/icons-material/Shield';
import { endpoints } from '../../openapi/endpoints';
import { defineResource } from '../../src/resourceLayer/defineResource';
import { lazyPart } from '../../src/widgets/lazyPage';
import { whitelistLabels } from './labels';

// The bespoke parts come with the form or list that shows them, not with the console (src/widgets/lazyPage.tsx).
const intro = () => import('./intro');
const WhitelistIntro = lazyPart(() => intro().then((parts) => parts.WhitelistIntro));
const signInIp = () => import('./signInIp');
const RemovalWarning = lazyPart(() => signInIp().then((parts) => parts.RemovalWarning));
const SignInIpMark = lazyPart(() => signInIp().then((parts) => parts.SignInIpMark));
const AdditionWarning = lazyPart(() => signInIp().then((parts) => parts.AdditionWarning));

/** The login IP whitelist: while it is empty, any address may log in. */
export const whitelist = defineResource({
  name: 'white/WhiteList',
  labels: whitelistLabels,
  menu: { id: 14, name: '白名单', lang: 'whitelist', icon: 'shield', group: 'system' },
  icon: Shield,
  api: {
    idField: 'id',
    list: endpoints.whitelistList,
    create: endpoints.whitelistAdd,
    delete: endpoints.whitelistDelete,
  },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'ip', kind: 'ip', areas: ['column', 'form'], copyable: true, required: true, mark: SignInIpMark },
    { source: 'create_time', kind: 'datetime', areas: ['column'] },
  ],
  recordRepresentation: 'ip',
  list: { sort: { field: 'create_time', order: 'DESC' }, perPage: 20, above: WhitelistIntro },
  create: { groups: [{ fields: ['ip'], part: AdditionWarning }], success: 'add', dialog: true, stepUp: true },
  delete: { part: RemovalWarning, stepUp: true },
  capabilities: { create: true, delete: true },
});
