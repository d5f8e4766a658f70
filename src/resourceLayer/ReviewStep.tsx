import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ReviewConfig, ReviewLine } from './defineResource';
import { useFormFacts } from './formFacts';
import { useAmountFormat } from './format';
import { AuthenticatorCodeInput } from './AuthenticatorCodeInput';

/*
 * The confirmation step of a money-moving form (`review` in its config): what the request will do, line by line,
 * and, when the config asks, the authenticator code that the server requires with it.
 */

/** The form field of the authenticator code; the server's refusal of a wrong code names it too. */
export const authenticatorCodeField = 'google_code';

export function ReviewStep({ resource, review }: { resource: string; review: ReviewConfig }) {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const shown = (line: ReviewLine) => (line.coin !== undefined ? money(line.value, line.coin) : line.translate ? translate(line.value) : line.value);
  const values = useWatch() as Record<string, unknown>;
  const facts = useFormFacts();
  const lines = review.lines(values, facts);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="warning" icon={false} sx={{ mb: 2 }} role="region" aria-label={translate('kassa.resourceLayer.review.title')}>
        <Typography variant="subtitle1" component="h2">
          {translate('kassa.resourceLayer.review.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('kassa.resourceLayer.review.hint')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 } }}
        >
          {lines.map((line) => (
            <Box key={line.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
                {translate(`resources.${resource}.review.${line.label}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {shown(line)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Alert>
      {review.authenticatorCode && (
        <AuthenticatorCodeInput
          source={authenticatorCodeField}
          label="kassa.resourceLayer.review.google_code"
          helperText="kassa.resourceLayer.review.google_code_hint"
          autoFocus
        />
      )}
    </Box>
  );
}
