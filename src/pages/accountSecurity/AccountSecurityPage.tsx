import { Stack } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { AccountDetailCard } from './AccountDetailCard';
import { AuthenticatorCard } from './AuthenticatorCard';
import { PasswordChangeCard } from './PasswordChangeCard';

/**
 * Account and security (`/system/AccountSecurity`). Its labels follow the record screens' convention,
 * `resources.system/AccountSecurity.fields.<source>`, so the page runs in that resource's context.
 */
export function AccountSecurityPage() {
  return (
    <ResourceContextProvider value="system/AccountSecurity">
      <Title title="kassa.menu.accountSecurity" />
      <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 720 }}>
        <AccountDetailCard />
        <PasswordChangeCard />
        <AuthenticatorCard />
      </Stack>
    </ResourceContextProvider>
  );
}
