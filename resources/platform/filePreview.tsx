import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import type { components } from '../../src/data/api-types';
import { ApiError } from '../../src/data/httpClient';
import type { FileDownload } from '../../src/data/httpClient';

type UploadedFile = components['schemas']['UploadedFile'];

/*
 * A file a merchant uploaded (a verification document, a question's attachment), previewed in a platform detail: it
 * is read through its staff call with the session's token (a header, which a URL could not carry), then shown from a
 * blob URL: an image as an image, a PDF in a frame, with links to open it in a tab and to download it. A file that
 * cannot be read says so, with a retry. Its words are the screen's `messages.document_*`.
 */

/** How a document's content is shown, by its type. */
function previewKind(contentType: string): 'image' | 'pdf' | 'none' {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  return 'none';
}

/** A blob URL of the blob for as long as it is shown, revoked after. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * One file: `load` reads it through its call, cached under `queryKey`; `testId` names the preview for tests.
 */
export function FilePreview({
  document,
  queryKey,
  load,
  testId,
}: {
  document: UploadedFile;
  queryKey: readonly unknown[];
  load: (signal: AbortSignal) => Promise<FileDownload>;
  testId: string;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const words = `resources.${resource}.messages`;
  const file = useQuery({
    queryKey,
    // The call is quiet: a file that fails shows its own error here, not a toast.
    queryFn: ({ signal }) => load(signal),
    retry: false,
    staleTime: Infinity,
  });
  const url = useBlobUrl(file.data?.blob);
  const kind = previewKind(file.data?.blob.type || document.content_type);
  const sizeKb = Math.max(1, Math.round(document.size / 1024));

  let body;
  if (file.isError) {
    const detail = file.error instanceof ApiError && file.error.detail ? file.error.detail : null;
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void file.refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(`${words}.document_failed`)}
        {detail && ` ${detail}`}
      </Alert>
    );
  } else if (!url) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{translate(`${words}.document_loading`)}</Typography>
      </Box>
    );
  } else if (kind === 'image') {
    body = <Box component="img" src={url} alt={document.file_name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 560, objectFit: 'contain' }} />;
  } else if (kind === 'pdf') {
    body = <Box component="iframe" src={url} title={document.file_name} sx={{ display: 'block', width: '100%', height: 560, border: 0 }} />;
  } else {
    body = <Typography variant="body2">{translate(`${words}.document_no_preview`)}</Typography>;
  }

  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {document.file_name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({sizeKb} KB)
          </Typography>
        </Typography>
        {url && (
          <Stack direction="row" spacing={2}>
            <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {translate(`${words}.document_open`)}
              <OpenInNew fontSize="inherit" aria-hidden />
            </Link>
            <Link href={url} download={document.file_name} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {translate(`${words}.document_download`)}
              <Download fontSize="inherit" aria-hidden />
            </Link>
          </Stack>
        )}
      </Stack>
      {body}
    </Paper>
  );
}

