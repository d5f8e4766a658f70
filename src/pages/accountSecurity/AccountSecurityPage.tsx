import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../resourceLayer/ResourceList';
import { useShownResource } from '../../shell/shownResources';
import { AccountDetailCard } from './AccountDetailCard';
import { AuthenticatorCard } from './AuthenticatorCard';
import { KycCard } from './KycCard';
import { PasskeysCard } from './PasskeysCard';
import { PasswordChangeCard } from './PasswordChangeCard';
import { SessionsCard } from './SessionsCard';

const tabs = ['account', 'sessions', 'audit'] as const;
type TabName = (typeof tabs)[number];

/**
 * The audit log: the record screen `system/AuditLog`, declared in resources/ and shown here (its `shownIn`) with
 * its filters and pages. On a narrow screen the table scrolls sideways inside itself; the page does not.
 */
function AuditLogTab() {
  const translate = useTranslate();
  const auditLog = useShownResource('system/AuditLog');
  return (
    <Box
      sx={{
        '& .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        '& td.column-before, & td.column-after': { minWidth: 140, maxWidth: 260, wordBreak: 'break-word' },
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('kassa.accountSecurity.auditIntro')}
      </Typography>
      <ResourceList config={auditLog} />
    </Box>
  );
}

/**
 * Account and security (`/system/AccountSecurity`): the account, the password, the passkeys and the authenticator in one tab,
 * the signed-in sessions in the second (`?tab=sessions`), the audit log in the third (`?tab=audit`), so the spec's
 * fixed menu stays as it is. Its labels follow the record
 * screens' convention, `resources.system/AccountSecurity.fields.<source>`, so the account tab runs in that
 * resource's context.
 */
export function AccountSecurityPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: TabName = tabs.find((name) => name === params.get('tab')) ?? 'account';
  return (
    <Stack sx={{ mt: 1, mb: 2, width: 0, minWidth: '100%' }}>
      <Title title="kassa.menu.accountSecurity" />
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setParams(value === 'account' ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={translate(`kassa.accountSecurity.tabs.${name}`)} />
        ))}
      </Tabs>
      {tab === 'account' ? (
        <ResourceContextProvider value="system/AccountSecurity">
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <AccountDetailCard />
            <KycCard />
            <PasswordChangeCard />
            <PasskeysCard />
            <AuthenticatorCard />
          </Stack>
        </ResourceContextProvider>
      ) : tab === 'sessions' ? (
        <Box sx={{ maxWidth: 720 }}>
          <SessionsCard />
        </Box>
      ) : (
        <AuditLogTab />
      )}
    </Stack>
  );
}
