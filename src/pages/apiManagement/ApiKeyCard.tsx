import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button as MuiButton, Card, CardContent, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FunctionField, RecordContextProvider, SimpleShowLayout, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CopyButton } from '../../resourceLayer/copy';
import { formatDateTime } from '../../resourceLayer/format';
import { useAccessKey, useDocsHref, useKycStatus, type AccessKey, type KycStatus } from './apiManagementData';
import { CreateKeyDialog, EditIpDialog, RevokeKeyDialog } from './KeyDialogs';
import { SecretsDialog, type CreatedKey } from './SecretsDialog';

/** The merchant API reference, served at /docs of the API server, in a new tab. */
function DocsLink() {
  const translate = useTranslate();
  const href = useDocsHref();
  return (
    <MuiButton
      size="small"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNew />}
      aria-label={`${translate('kassa.apiManagement.docs')} (${translate('kassa.apiManagement.docsHint')})`}
    >
      {translate('kassa.apiManagement.docs')}
    </MuiButton>
  );
}

/** The key as it is shown every time: access key (copyable), IP permission, created and updated times. */
function KeyDetail({ accessKey }: { accessKey: AccessKey }) {
  const [locale] = useLocaleState();
  return (
    <RecordContextProvider value={accessKey}>
      <SimpleShowLayout sx={{ px: 0 }}>
        <FunctionField<AccessKey>
          source="access_key"
          render={(record) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
              <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {record.access_key}
              </Box>
              <CopyButton text={record.access_key} />
            </Box>
          )}
        />
        <FunctionField<AccessKey>
          source="ip"
          render={(record) => (
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
              {record.ip.split(',').join(', ')}
            </Box>
          )}
        />
        <FunctionField<AccessKey> source="create_time" render={(record) => formatDateTime(record.create_time, locale)} />
        <FunctionField<AccessKey> source="update_time" render={(record) => formatDateTime(record.update_time, locale)} />
      </SimpleShowLayout>
    </RecordContextProvider>
  );
}

/** Why a merchant without verified KYC cannot create a key, and where the account's KYC state is. */
function KycRequired({ id, status }: { id: string; status: KycStatus }) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" id={id} sx={{ width: '100%', boxSizing: 'border-box' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('kassa.server.apiKycRequired')}
      </Typography>
      <Typography variant="body2">
        {translate('kassa.apiManagement.key.kycState', { state: translate(`kassa.accountSecurity.kycStatus.${status}`) })}{' '}
        <Link component={RouterLink} to="/system/AccountSecurity">
          {translate('kassa.apiManagement.key.goToAccount', { page: translate('kassa.menu.accountSecurity') })}
        </Link>
      </Typography>
    </Alert>
  );
}

/** No key yet: the create button, disabled with its reason until KYC is verified (spec section 6). */
function NoKey({ onCreate }: { onCreate: () => void }) {
  const translate = useTranslate();
  const kyc = useKycStatus();
  const reasonId = useId();
  const unverified = kyc.status !== undefined && kyc.status !== 'verified';
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>{translate('kassa.apiManagement.key.none')}</Typography>
      {unverified && <KycRequired id={reasonId} status={kyc.status!} />}
      <MuiButton
        variant="contained"
        startIcon={<Add />}
        onClick={onCreate}
        disabled={kyc.loading || unverified}
        {...(unverified ? { 'aria-describedby': reasonId } : {})}
      >
        {translate('kassa.apiManagement.key.create')}
      </MuiButton>
    </Stack>
  );
}

type OpenDialog = 'create' | 'edit' | 'revoke' | null;

/**
 * The merchant's one API key (spec sections 3 and 9): shown without its secrets; created (KYC verified) with the
 * secrets shown once; its IP permission edited; revoked.
 */
export function ApiKeyCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { key: accessKey, loading, show, reload } = useAccessKey();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The new key's secrets, only while the show-once dialog is open.
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const close = () => setDialog(null);

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('kassa.apiManagement.key.title')}
          </Typography>
          <DocsLink />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {translate('kassa.apiManagement.key.intro')}
        </Typography>
        {loading && <LinearProgress />}
        {accessKey === null && <NoKey onCreate={() => setDialog('create')} />}
        {accessKey && (
          <>
            <KeyDetail accessKey={accessKey} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <MuiButton variant="outlined" startIcon={<Edit />} onClick={() => setDialog('edit')}>
                {translate('kassa.apiManagement.key.editIp')}
              </MuiButton>
              <MuiButton variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setDialog('revoke')}>
                {translate('kassa.apiManagement.key.revoke')}
              </MuiButton>
            </Stack>
            <EditIpDialog
              open={dialog === 'edit'}
              accessKey={accessKey}
              onClose={close}
              onSaved={(saved) => {
                close();
                show(saved);
              }}
            />
            <RevokeKeyDialog
              open={dialog === 'revoke'}
              accessKey={accessKey}
              onClose={close}
              onRevoked={() => {
                close();
                show(null);
              }}
            />
          </>
        )}
        <CreateKeyDialog
          open={dialog === 'create'}
          onClose={close}
          onCreated={(key) => {
            close();
            notify('kassa.resourceLayer.success.add', { type: 'success' });
            setCreated(key);
          }}
        />
        <SecretsDialog
          created={created}
          onClose={() => {
            // The secrets go with the dialog; the page reads the key again, without them.
            setCreated(null);
            void reload();
          }}
        />
      </CardContent>
    </Card>
  );
}
