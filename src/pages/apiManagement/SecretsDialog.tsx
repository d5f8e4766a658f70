import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { useCopyToClipboard } from '../../resourceLayer/copy';

/** What `access_key/add` answers once: the key with its two secrets. */
export type CreatedKey = ResponseOf<'accessKeyAdd'>;

/** One value of the new key, as text to select and with a copy button ('Copy failed, please copy manually' when refused). */
function KeyValue({ source, help, value }: { source: 'access_key' | 'secret_key' | 'webhook_secret'; help?: string; value: string }) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        {translate(`resources.api/ManagementIndex.fields.${source}`)}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography
          component="code"
          sx={{ flex: 1, minWidth: 0, p: 1, borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', userSelect: 'all', wordBreak: 'break-all' }}
        >
          {value}
        </Typography>
        <MuiButton startIcon={<ContentCopy />} onClick={() => void copy(value)} sx={{ flexShrink: 0 }}>
          {translate('kassa.apiManagement.secrets.copy')}
        </MuiButton>
      </Stack>
      {help && (
        <Typography variant="caption" color="text.secondary">
          {translate(help)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The new key's secrets, shown this once (spec section 9). Only its button closes it, not a click beside it or
 * Escape, so the secrets are not lost by accident. The secrets live in the caller's state only while it is open:
 * `onClose` drops them, and the dialog renders nothing of them while it fades out.
 */
export function SecretsDialog({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const warningId = useId();
  return (
    <Dialog open={created !== null} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={warningId}>
      {created && (
        <>
          <DialogTitle id={titleId}>{translate('kassa.apiManagement.secrets.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning" id={warningId}>
                {translate('kassa.apiManagement.secrets.warning')}
              </Alert>
              <KeyValue source="access_key" value={created.access_key} />
              <KeyValue source="secret_key" value={created.secret_key} help="kassa.apiManagement.secrets.secretKeyHelp" />
              <KeyValue source="webhook_secret" value={created.webhook_secret} help="kassa.apiManagement.secrets.webhookSecretHelp" />
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton variant="contained" onClick={onClose}>
              {translate('kassa.apiManagement.secrets.done')}
            </MuiButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
