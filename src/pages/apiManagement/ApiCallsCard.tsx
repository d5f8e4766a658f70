import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { endpoints } from '../../../openapi/endpoints';

/** One call or one webhook event: its name as the integrator types it, and what it does. */
interface Entry {
  name: string;
  does: string;
}

/** The paths come from the contract, so what the page names is what the server answers. */
const orderCalls: Entry[] = [
  { name: endpoints.openOrderCreate.path, does: 'orderCreate' },
  { name: endpoints.openOrderQuery.path, does: 'orderQuery' },
  { name: endpoints.openOrderClose.path, does: 'orderClose' },
];
const orderEvents: Entry[] = [
  { name: 'order.paid', does: 'orderPaid' },
  { name: 'order.cancelled', does: 'orderCancelled' },
  { name: 'order.expired', does: 'orderExpired' },
];
const payoutCalls: Entry[] = [
  { name: endpoints.openPayoutCreate.path, does: 'payoutCreate' },
  { name: endpoints.openPayoutQuery.path, does: 'payoutQuery' },
];
// In the order the server sends them for one payout: approved, then paid; or rejected.
const payoutEvents: Entry[] = [
  { name: 'payout.approved', does: 'payoutApproved' },
  { name: 'payout.paid', does: 'payoutPaid' },
  { name: 'payout.rejected', does: 'payoutRejected' },
];

/** A list of names and what each does; a long path breaks rather than widen a phone's page. */
function Entries({ entries, args }: { entries: Entry[]; args?: Record<string, string> }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {entries.map((entry) => (
        <Box key={entry.name} sx={{ mb: 1 }}>
          <Box component="dt" sx={{ fontFamily: 'monospace', fontSize: '0.875rem', fontWeight: 500, wordBreak: 'break-all' }}>
            {entry.name}
          </Box>
          <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
            {translate(`kassa.apiManagement.calls.${entry.does}`, args)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One side of the API: its calls, then the webhooks it sends. */
function Group({ title, calls, events, args }: { title: string; calls: Entry[]; events: Entry[]; args?: Record<string, string> }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Entries entries={calls} args={args} />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5, mb: 1 }}>
        {translate('kassa.apiManagement.calls.webhooks')}
      </Typography>
      <Entries entries={events} />
    </Box>
  );
}

/**
 * What the signed merchant API offers, beside its key: taking payments (orders) and paying the merchant's users
 * (payouts), each with the webhooks it sends. The API reference behind the key card's link has every field; this is
 * the map an integrator (or the operator who briefs one) reads first.
 */
export function ApiCallsCard() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.apiManagement.calls.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('kassa.apiManagement.calls.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Group title="kassa.apiManagement.calls.orders" calls={orderCalls} events={orderEvents} />
          <Group
            title="kassa.apiManagement.calls.payouts"
            calls={payoutCalls}
            events={payoutEvents}
            // Payouts above the limit are reviewed where the operator reviews every user withdrawal.
            args={{ records: translate('kassa.menu.withdrawalRecords') }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
