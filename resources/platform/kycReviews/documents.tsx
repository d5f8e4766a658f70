import { Alert, Box } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { components } from '../../../src/data/api-types';
import { useKassaDataProvider } from '../../../src/resourceLayer/api';
import { FilePreview } from '../filePreview';

type UploadedFile = components['schemas']['UploadedFile'];

/*
 * The documents of a verification submission, previewed in its detail through platform/review/kyc/document; a
 * submission without documents says so.
 */

/** Every document of the submission in context, previewed; or why there is nothing to show. */
export function KycDocuments() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
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
        <FilePreview
          key={document.file_id}
          document={document}
          queryKey={['kassa', 'reviewKycDocument', record.id, document.file_id]}
          load={(signal) => dataProvider.file('reviewKycDocument', { id: Number(record.id), file_id: document.file_id }, { signal, quiet: true })}
          testId="kyc-document"
        />
      ))}
    </Box>
  );
}
