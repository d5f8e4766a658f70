import { Box, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CopyButton } from './copy';
import { formatDateTime } from './format';
import { TextButton } from './TextButton';

/**
 * A one-time link a call answered (a new member's or a reset's enrolment link), shown this once inside its dialog: the
 * link with its copy button and until when it works. The server keeps only its hash, so it cannot be shown again; the
 * dialog closes only by its button, so the link is not lost by a click beside it.
 */
export function OneTimeLink({ url, expires, titleId, onClose }: { url: string; expires: string; titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <DialogTitle id={titleId}>{translate('kassa.resourceLayer.created.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('kassa.resourceLayer.created.hint', { time: expires ? formatDateTime(expires, locale) : '' })}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('kassa.resourceLayer.created.link')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="code" data-testid="created-link" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all', flex: 1, minWidth: 0 }}>
            {url}
          </Typography>
          <CopyButton text={url} />
        </Box>
      </DialogContent>
      <DialogActions>
        <TextButton label="kassa.resourceLayer.created.done" onClick={onClose} variant="contained" />
      </DialogActions>
    </>
  );
}
