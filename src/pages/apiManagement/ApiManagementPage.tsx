import { Stack } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { ApiCallsCard } from './ApiCallsCard';
import { ApiKeyCard } from './ApiKeyCard';
import { DeliveryLog } from './DeliveryLog';
import { WebhookCard } from './WebhookCard';

/**
 * API management (`/api/ManagementIndex`): the merchant's one API key with its show-once secrets, what the signed
 * API offers (orders and payouts, with their webhooks), the webhook settings, and the webhook delivery log. Its
 * labels follow the record screens' convention, `resources.api/ManagementIndex.fields.<source>`, so the page runs in
 * that resource's context.
 */
export function ApiManagementPage() {
  return (
    <ResourceContextProvider value="api/ManagementIndex">
      <Title title="kassa.menu.apiManagement" />
      {/*
       * width 0 and min-width 100%: the page takes the width it is given and never widens the layout, which sizes
       * itself to its content; so at 390 px nothing scrolls sideways but the log's table, inside its card.
       */}
      <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%' }}>
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
          <ApiKeyCard />
          <ApiCallsCard />
          <WebhookCard />
        </Stack>
        <DeliveryLog />
      </Stack>
    </ResourceContextProvider>
  );
}
