import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Visibility from '@mui/icons-material/Visibility';
import { IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { filesApi, type UploadedFile } from '../../data/files';

/** A size in bytes as people read it: 812 B, 34.5 KB, 2.1 MB. */
export function readableSize(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

function IconAction({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Files the merchant uploaded (documents, attachments): name and size, with preview and download (fetched with the
 * token; the HTTP client reports a failure) and, in a form, remove.
 */
export function FileList({ files, onRemove }: { files: readonly UploadedFile[]; onRemove?: (file: UploadedFile) => void }) {
  const translate = useTranslate();
  const ignore = () => undefined;
  return (
    <List dense disablePadding>
      {files.map((file) => (
        <ListItem
          key={file.file_id}
          disableGutters
          secondaryAction={
            <Stack direction="row">
              <IconAction label={translate('kassa.files.preview', { name: file.file_name })} onClick={() => void filesApi.preview(file.file_id).catch(ignore)}>
                <Visibility fontSize="small" />
              </IconAction>
              <IconAction label={translate('kassa.files.download', { name: file.file_name })} onClick={() => void filesApi.download(file.file_id).catch(ignore)}>
                <Download fontSize="small" />
              </IconAction>
              {onRemove && (
                <IconAction label={translate('kassa.files.remove', { name: file.file_name })} onClick={() => onRemove(file)}>
                  <Delete fontSize="small" />
                </IconAction>
              )}
            </Stack>
          }
          sx={{ pr: onRemove ? 15 : 10 }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <InsertDriveFile fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={file.file_name} secondary={readableSize(file.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
        </ListItem>
      ))}
    </List>
  );
}
