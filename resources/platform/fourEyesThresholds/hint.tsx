import { Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';

/** Under the threshold's amount: what an empty amount does, since nothing else in the form says it. */
export function ThresholdHint() {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`resources.${resource}.messages.amount_hint`)}
    </Typography>
  );
}
