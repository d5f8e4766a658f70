import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { components } from '../../../src/data/api-types';
import { ApiError } from '../../../src/data/httpClient';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';

type UploadedFile = components['schemas']['UploadedFile'];

/*
 * The documents of a verification submission, previewed in its detail: each one is read through
 * platform/review/kyc/document with the staff session's token (a header, which a URL could not carry), then shown from
 * a blob URL: an image as an image, a PDF in a frame. A document that cannot be read says so, with a retry; a
 * submission without documents says that too.
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

function DocumentPreview({ submission, document }: { submission: number; document: UploadedFile }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const dataProvider = useKassaDataProvider();
  const words = `resources.${resource}.messages`;
  const file = useQuery({
    queryKey: ['kassa', 'reviewKycDocument', submission, document.file_id],
    // Quiet: a document that fails shows its own error here, not a toast.
    queryFn: ({ signal }) => dataProvider.file('reviewKycDocument', { id: submission, file_id: document.file_id }, { signal, quiet: true }),
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
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="kyc-document">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {document.file_name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({sizeKb} KB)
          </Typography>
        </Typography>
        {url && (
          <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {translate(`${words}.document_open`)}
            <OpenInNew fontSize="inherit" aria-hidden />
          </Link>
        )}
      </Stack>
      {body}
    </Paper>
  );
}

/** Every document of the submission in context, previewed; or why there is nothing to show. */
export function KycDocuments() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const documents = (record?.documents ?? []) as UploadedFile[];
  if (!record) return null;
  if (documents.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate(`resources.${resource}.messages.documents_none`)}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(360px, 1fr))' }, gap: 2, mt: 1 }}>
      {documents.map((document) => (
        <DocumentPreview key={document.file_id} submission={Number(record.id)} document={document} />
      ))}
    </Box>
  );
}
