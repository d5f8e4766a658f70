import Download from '@mui/icons-material/Download';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { intlLocaleOf } from '../../openapi/i18n/languages';
import { listExportOf, takesColumns, type ExportColumn } from '../../openapi/listExport';
import type { DownloadProgress, FileDownload } from '../data/httpClient';
import { useKassaDataProvider } from './api';
import { columnsOf } from './areas';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
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

/** The names of a field's values as the list shows them (a state, a type, yes or no), or none. */
function valueNamesOf(field: FieldConfig, translate: TranslateFunction): Record<string, string> | undefined {
  if (field.choices?.length) return Object.fromEntries(field.choices.map((choice) => [choice.id, translate(choice.name)]));
  if (field.kind === 'boolean') return { true: translate('ra.boolean.true'), false: translate('ra.boolean.false') };
  return undefined;
}

/** The list's columns as the file writes them: every column of the list, headers and value names in the operator's language. */
export function exportColumnsOf(config: AnyResourceConfig, translate: TranslateFunction): ExportColumn[] {
  return columnsOf(config).map((field) => {
    const values = valueNamesOf(field, translate);
    return { field: field.source, header: translate(`resources.${config.name}.fields.${field.source}`), ...(values ? { values } : {}) };
  });
}

/**
 * Exports every record matching the list's current filters as the server's file (dataProvider.exportFile),
 * not only the page on screen: an export made from the list (openapi/listExport.ts) also takes the list's sort and
 * its columns. While it arrives, the rows and bytes received so far show beside the button.
 */
export function ExportButton({ config }: { config: AnyResourceConfig }) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, blocked } = useSubmitOnce();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const ofList = takesColumns(listExportOf(config.api.list));
  return (
    <>
      <Button
        label="kassa.resourceLayer.actions.export"
        disabled={blocked}
        onClick={() =>
          void run(async () => {
            try {
              const filter = filterValues as Record<string, unknown>;
              const params = ofList ? { filter, sort, columns: exportColumnsOf(config, translate) } : { filter };
              saveFile(await dataProvider.exportFile(config.name, { ...params, onProgress: setProgress }));
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
