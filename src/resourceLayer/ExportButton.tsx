import Download from '@mui/icons-material/Download';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { intlLocaleOf } from '../../openapi/i18n/languages';
import type { DownloadProgress, FileDownload } from '../data/httpClient';
import { useKassaDataProvider } from './api';
import { formatAmount } from './format';
import { useReportFailure, useSubmitOnce } from './submit';

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: FileDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV's rows received so far: its lines less the header row. */
const rowsOf = (progress: DownloadProgress) => Math.max(progress.lines - 1, 0);

/** Rows received (of how many, when the server said) and the size so far, while an export downloads. */
export function ExportProgress({ progress }: { progress: DownloadProgress }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const rows = rowsOf(progress);
  const count = (value: number) => formatAmount(String(value), { language });
  const size = new Intl.NumberFormat(intlLocaleOf(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(progress.bytes / 1_000_000);
  const total = progress.totalRows;
  const text =
    total === undefined
      ? translate('kassa.resourceLayer.exportProgress.rows', { rows: count(rows), size })
      : translate('kassa.resourceLayer.exportProgress.ofTotal', { rows: count(rows), total: count(total), size });
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }} data-testid="export-progress">
      <LinearProgress
        aria-label={translate('kassa.resourceLayer.exportProgress.label')}
        variant={total ? 'determinate' : 'indeterminate'}
        value={total ? Math.min(100, (rows / total) * 100) : undefined}
        sx={{ width: 96, flexShrink: 0 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * Exports every record matching the list's current filters as the server's file (dataProvider.exportFile),
 * not only the page on screen. While it arrives, the rows and bytes received so far show beside the button.
 */
export function ExportButton() {
  const { filterValues } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, blocked } = useSubmitOnce();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  if (!resource) return null;
  return (
    <>
      <Button
        label="kassa.resourceLayer.actions.export"
        disabled={blocked}
        onClick={() =>
          void run(async () => {
            try {
              saveFile(await dataProvider.exportFile(resource, { filter: filterValues as Record<string, unknown>, onProgress: setProgress }));
            } catch (error) {
              reportFailure(error);
            } finally {
              setProgress(null);
            }
          })
        }
      >
        <Download />
      </Button>
      {progress && <ExportProgress progress={progress} />}
    </>
  );
}
