import { DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from './format';
import { TextButton } from './TextButton';

/**
 * Where a call sent a one-time sign-up link (a new member's, a reset's, a new merchant's operator's), inside its dialog:
 * the masked addresses it went to and until when it works. The link itself reaches only its person, never the
 * administrator who made it, so nothing here can be copied; the dialog closes only by its button, so the answer is read.
 */
export function LinkSent({ sentTo, expires, titleId, onClose }: { sentTo: unknown; expires: string; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const to = (Array.isArray(sentTo) ? sentTo : [sentTo]).filter((each) => typeof each === 'string' && each !== '').join(', ');
  return (
    <>
      <DialogTitle id={titleId}>{translate('kassa.resourceLayer.created.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body1" data-testid="link-sent-to" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {translate('kassa.resourceLayer.created.sent', { to })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('kassa.resourceLayer.created.hint', { time: expires ? formatDateTime(expires, locale) : '' })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <TextButton label="kassa.resourceLayer.created.done" onClick={onClose} variant="contained" />
      </DialogActions>
    </>
  );
}
