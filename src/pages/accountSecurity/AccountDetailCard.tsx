import { Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FunctionField, RecordContextProvider, SimpleShowLayout, TextField, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resourceLayer/format';
import { accountSecurityApi, type AccountDetail } from './accountSecurityApi';

/** The account detail, read once per visit; null while loading or after a failure the HTTP client reported. */
function useAccountDetail(): { detail: AccountDetail | null; loading: boolean } {
  const [state, setState] = useState<{ detail: AccountDetail | null; loading: boolean }>({ detail: null, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    accountSecurityApi.readAccount(controller.signal).then(
      (detail) => setState({ detail, loading: false }),
      () => {
        if (!controller.signal.aborted) setState({ detail: null, loading: false });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}

/** Merchant ID, username, account type, status and KYC state of the signed-in merchant. */
export function AccountDetailCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { detail, loading } = useAccountDetail();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('kassa.accountSecurity.account.title')}
        </Typography>
        {loading && <LinearProgress sx={{ mt: 2 }} />}
        {detail && (
          <RecordContextProvider value={detail}>
            <SimpleShowLayout sx={{ px: 0 }}>
              <TextField source="merchant_id" />
              <TextField source="username" />
              <TextField source="name" />
              <FunctionField<AccountDetail>
                source="account_type"
                render={(record) => translate(`kassa.accountSecurity.accountType.${record.account_type}`)}
              />
              <FunctionField<AccountDetail>
                source="status"
                render={(record) => (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={record.status === 'normal' ? 'success' : 'error'}
                    label={translate(`kassa.accountSecurity.status.${record.status}`)}
                  />
                )}
              />
              <FunctionField<AccountDetail>
                source="kyc_status"
                render={(record) => translate(`kassa.accountSecurity.kycStatus.${record.kyc_status}`)}
              />
              <FunctionField<AccountDetail>
                source="last_login_time"
                render={(record) =>
                  record.last_login_time ? formatDateTime(record.last_login_time, locale) : translate('kassa.accountSecurity.neverSignedIn')
                }
              />
              <TextField source="last_login_ip" emptyText="-" />
            </SimpleShowLayout>
          </RecordContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
