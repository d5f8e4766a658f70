import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { acceptedUploadTypes, filesApi, uploadProblem, type UploadedFile } from '../../data/files';
import { FileList } from './FileList';

/**
 * A form input holding the ids of uploaded files (`document_ids`, `attachment_ids`): each chosen file is uploaded at
 * once (/v1/system/file/upload) and its id added; the list shows them with preview, download and remove. A file
 * over the size limit or of a type the upload refuses is not sent; the server checks the content again.
 */
export function FilesInput({ source, label, helperText, max, isRequired = false }: { source: string; label: string; helperText: string; max: number; isRequired?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string[]>({ source, defaultValue: [], isRequired });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const shown = files.filter((file) => ids.includes(file.file_id));

  const add = async (chosen: FileList | null) => {
    setProblem(null);
    let current = shown;
    for (const file of Array.from(chosen ?? []).slice(0, Math.max(0, max - current.length))) {
      const refused = uploadProblem(file);
      if (refused) {
        setProblem(translate(refused.key, refused.args));
        continue;
      }
      setUploading(file.name);
      try {
        const uploaded = await filesApi.upload(file);
        current = [...current, uploaded];
        setFiles((all) => [...all, uploaded]);
        field.onChange(current.map((item) => item.file_id));
      } catch {
        // The HTTP client has shown the server's reason.
      } finally {
        setUploading(null);
      }
    }
    if (picker.current) picker.current.value = '';
  };

  const remove = (file: UploadedFile) => field.onChange(ids.filter((id) => id !== file.file_id));
  const error = fieldState.error?.message;

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {translate(label)}
        {isRequired ? ' *' : ''}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('kassa.files.none')}
        </Typography>
      ) : (
        <FileList files={shown} onRemove={remove} />
      )}
      {uploading && (
        <Box sx={{ my: 1 }}>
          <Typography variant="caption">{translate('kassa.files.uploading', { name: uploading })}</Typography>
          <LinearProgress />
        </Box>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        multiple
        accept={acceptedUploadTypes.join(',')}
        data-testid={`${source}-picker`}
        onChange={(event) => void add(event.target.files)}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFile />}
        disabled={uploading !== null || shown.length >= max}
        onClick={() => picker.current?.click()}
        sx={{ mt: 1 }}
      >
        {translate('kassa.files.upload')}
      </Button>
      <Typography variant="caption" component="div" color={error || problem ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
        {problem ?? (error ? <InputHelperText error={error} /> : translate(helperText))}
      </Typography>
    </Box>
  );
}
