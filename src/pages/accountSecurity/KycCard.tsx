import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '../../resourceLayer/api';
import { verificationPath } from '../verification/VerificationPage';

const tone = { unverified: 'default', pending: 'warning', verified: 'success', rejected: 'error' } as const;
const noBody = {};

/** The spec's data info: the KYC state and the latest submission's review, with the way to the verification form. */
export function KycCard() {
  const translate = useTranslate();
  const { data } = useEndpointQuery('kycDetail', noBody);
  if (!data) return null;
  const state = data.kyc_status;
  const action = state === 'unverified' ? 'go' : state === 'rejected' ? 'resubmit' : 'view';
  return (
    <Card component="section" aria-label={translate('kassa.verification.account.title')}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('kassa.verification.account.title')}
          </Typography>
          <Chip size="small" color={tone[state]} label={translate(`kassa.accountSecurity.kycStatus.${state}`)} data-testid="kyc-chip" />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {state === 'rejected'
            ? translate('kassa.verification.state.rejected', { reason: data.submission?.reason ?? '' })
            : state === 'pending'
              ? translate('kassa.verification.submission.statuses.pending')
              : translate(`kassa.verification.state.${state}`)}{' '}
          {state !== 'verified' && translate('kassa.verification.account.apiNote')}
        </Typography>
        {(state !== 'verified' || data.submission) && (
          <Button component={Link} to={verificationPath} variant={state === 'verified' || state === 'pending' ? 'outlined' : 'contained'}>
            {translate(`kassa.verification.account.${action}`)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
