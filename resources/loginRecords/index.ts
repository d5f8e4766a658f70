import History from '@mui/icons-material/History';
import { endpoints } from '../../openapi/endpoints';
import { LoginResult } from '../../openapi/entities';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { loginRecordsLabels } from './labels';

const name = 'records/EntryRecord';

const loginResultChoices = choicesOf({ name, labels: loginRecordsLabels }, 'loginResult', LoginResult.options, {
  success: 'success',
  bad_credentials: 'warning',
  locked: 'error',
  ip_not_allowed: 'error',
  suspended: 'error',
  passkey_required: 'warning',
});

/** Login records: every login attempt on this merchant account, read only. */
export const loginRecords = defineResource({
  name,
  labels: loginRecordsLabels,
  menu: { id: 13, name: '登录记录', lang: 'loginRecords', icon: 'history', group: 'system' },
  icon: History,
  api: { idField: 'id', list: endpoints.loginLogList },
  fields: [
    { source: 'id', kind: 'text', areas: [] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter'] },
    { source: 'IP', kind: 'ip', areas: ['column'], copyable: true },
    { source: 'result', kind: 'status', choices: loginResultChoices, areas: ['column', 'filter'] },
  ],
  recordRepresentation: 'IP',
  list: {
    filters: ['result', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
  },
  capabilities: {},
});
