import { Alert, Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { formatDateTime } from '../../../src/resourceLayer/format';

/*
 * Where the four-eyes review of a withdrawal or a recharge stands (docs/platform.md, "Four eyes"): one whose amount,
 * or its merchant's rolling 24-hour total, reaches its coin's threshold takes the approvals of two different staff
 * members; the server says so in `needs_two_approvals`. Shown after its state in the list and the detail, and in the
 * approval's dialog.
 */

/** Whether approving this record settles it (pays it out, or credits it), so a payout's approval must name the payout. */
export function approvalSettles(record: RaRecord): boolean {
  return record.needs_two_approvals !== true || typeof record.first_approval_by === 'string';
}

function useFirstApproval(): { by: string; time: string } | null {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (typeof record?.first_approval_by !== 'string') return null;
  const time = typeof record.first_approval_time === 'string' ? formatDateTime(record.first_approval_time, locale) : '';
  return { by: record.first_approval_by, time };
}

/** After a pending order's state: "Needs two approvals", or who gave the first and when. */
export function FourEyesMark() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const first = useFirstApproval();
  if (record?.status !== 'pending' || record.needs_two_approvals !== true) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary" data-testid="four-eyes" sx={{ display: 'block', whiteSpace: 'normal' }}>
      {first ? translate(`resources.${resource}.messages.first_approval`, first) : translate(`resources.${resource}.messages.two_approvals`)}
    </Typography>
  );
}

/** In the approval's dialog: whether this approval is the first of two, or the second that settles it. */
export function FourEyesNote() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const first = useFirstApproval();
  if (record?.needs_two_approvals !== true) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Alert severity="info">{first ? translate(`resources.${resource}.messages.second_of_two`, first) : translate(`resources.${resource}.messages.first_of_two`)}</Alert>
    </Box>
  );
}
