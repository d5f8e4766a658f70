import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export const copyMessages = {
  success: 'kassa.resourceLayer.success.copy',
  failure: 'kassa.resourceLayer.copy_failed',
} as const;

/** Copies a text to the clipboard; tells the operator whether it worked (spec section 8). */
export function useCopyToClipboard(): (text: string) => Promise<boolean> {
  const notify = useNotify();
  return async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard in this context');
      await navigator.clipboard.writeText(text);
      notify(copyMessages.success, { type: 'success' });
      return true;
    } catch {
      notify(copyMessages.failure, { type: 'error' });
      return false;
    }
  };
}

/** A small copy button for serial numbers and addresses. */
export function CopyButton({ text }: { text: string }) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  const label = translate('kassa.resourceLayer.actions.copy');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event: MouseEvent) => {
          // Inside a clickable row: copying must not open the record.
          event.stopPropagation();
          void copy(text);
        }}
      >
        <ContentCopy fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
