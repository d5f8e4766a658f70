import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import { useEndpointQuery } from '../../../src/resourceLayer/api';

const noBody = {};

/**
 * Above the pool's rows: what it is for, and per network how many addresses are free (how many more merchants can be
 * given one) and how many are given; a network with none free is flagged.
 */
export function PoolCounts() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const words = `resources.${resource}.messages`;
  const { data } = useEndpointQuery('platformDepositAddressCounts', noBody);
  return (
    <Box component="section" aria-label={translate(`${words}.counts_title`)} sx={{ p: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${words}.intro`)}
      </Typography>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate(`${words}.counts_title`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(data?.list ?? []).map((entry) => (
          <Card key={entry.network} variant="outlined" sx={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }} data-network={entry.network}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="h6" component="h3">
                  {entry.network}
                </Typography>
                <Chip size="small" color={entry.free > 0 ? 'success' : 'error'} label={translate(`${words}.counts_free`, { count: entry.free })} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {translate(`${words}.counts_assigned`, { count: entry.assigned })}
              </Typography>
              {entry.free === 0 && (
                <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                  {translate(`${words}.counts_empty`, { network: entry.network })}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** Under the address: the form of each network, and that another administrator approves it. */
export function AddressHint() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`resources.${resource}.messages.add_hint`)}
    </Typography>
  );
}
