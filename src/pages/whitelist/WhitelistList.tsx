import { Chip, Stack, Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { contractPagination } from '../loginRecords/ContractPagination';
import { OperatorTimeField } from '../loginRecords/OperatorTimeField';
import { AddWhitelistEntryButton } from './AddWhitelistEntryButton';
import { RemoveWhitelistEntryButton } from './RemoveWhitelistEntryButton';
import { canonicalIp, useSignInIp } from './signInIp';

type WhitelistEntry = ResponseOf<'whitelistList'>['list'][number];

function WhitelistActions() {
  return (
    <TopToolbar>
      <AddWhitelistEntryButton />
    </TopToolbar>
  );
}

function WhitelistIp({ signInIp }: { signInIp: string | null }) {
  const record = useRecordContext<WhitelistEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <span>{record.ip}</span>
      {signInIp !== null && canonicalIp(record.ip) === signInIp && (
        <Chip size="small" color="info" variant="outlined" label={translate('kassa.whitelist.yourIp')} />
      )}
    </Stack>
  );
}

/** Whitelist (`white/WhiteList`): the addresses allowed to sign in; add and remove them. */
export function WhitelistList() {
  const translate = useTranslate();
  const signInIp = useSignInIp();
  return (
    // `empty={false}`: an empty whitelist still shows the table and the add button.
    <List sort={{ field: 'create_time', order: 'DESC' }} perPage={20} pagination={contractPagination} exporter={false} actions={<WhitelistActions />} empty={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('kassa.whitelist.intro')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="ip" disableSort>
          <WhitelistIp signInIp={signInIp} />
        </DataTable.Col>
        <DataTable.Col source="create_time">
          <OperatorTimeField source="create_time" />
        </DataTable.Col>
        <DataTable.Col align="right">
          <RemoveWhitelistEntryButton signInIp={signInIp} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
