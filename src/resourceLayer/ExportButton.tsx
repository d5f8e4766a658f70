import Download from '@mui/icons-material/Download';
import { Button, useListContext, useResourceContext } from 'react-admin';
import type { FileDownload } from '../data/httpClient';
import { useKassaDataProvider } from './api';
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

/**
 * Exports every record matching the list's current filters as the server's file (dataProvider.exportFile),
 * not only the page on screen.
 */
export function ExportButton() {
  const { filterValues } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, blocked } = useSubmitOnce();
  if (!resource) return null;
  return (
    <Button
      label="kassa.resourceLayer.actions.export"
      disabled={blocked}
      onClick={() =>
        void run(async () => {
          try {
            saveFile(await dataProvider.exportFile(resource, { filter: filterValues as Record<string, unknown> }));
          } catch (error) {
            reportFailure(error);
          }
        })
      }
    >
      <Download />
    </Button>
  );
}
