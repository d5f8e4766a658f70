import { Chip } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { LoginResult } from '../../../openapi/entities';
import { contractPagination } from './ContractPagination';
import { OperatorTimeField } from './OperatorTimeField';

type LoginRecord = ResponseOf<'loginLogList'>['list'][number];
type LoginResultValue = LoginRecord['result'];

const resultColors: Record<LoginResultValue, 'success' | 'error' | 'warning'> = {
  success: 'success',
  bad_credentials: 'error',
  locked: 'warning',
  ip_not_allowed: 'warning',
  suspended: 'warning',
};

const resultKey = (result: LoginResultValue) => `kassa.loginRecords.result.${result}`;

/** Success, or why the attempt failed, as a coloured chip in the operator's language. */
function LoginResultChip() {
  const record = useRecordContext<LoginRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={resultColors[record.result]} label={translate(resultKey(record.result))} />;
}

const resultChoices = LoginResult.options.map((result) => ({ id: result, name: resultKey(result) }));

const loginRecordFilters = [
  <TextInput key="keyword" source="keyword" alwaysOn resettable />,
  <SelectInput key="result" source="result" choices={resultChoices} alwaysOn />,
];

/** Login records (`records/EntryRecord`): every sign-in attempt on this account, newest first. */
export function LoginRecordList() {
  return (
    <List sort={{ field: 'create_time', order: 'DESC' }} perPage={20} pagination={contractPagination} exporter={false} filters={loginRecordFilters}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="create_time">
          <OperatorTimeField source="create_time" />
        </DataTable.Col>
        <DataTable.Col source="IP" disableSort />
        <DataTable.Col source="result" disableSort>
          <LoginResultChip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
