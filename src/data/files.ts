import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { limits } from '../../openapi/sharedRules';
import { dataOf, httpClient, type HttpClient } from './httpClient';

export type UploadedFile = ResponseOf<'fileUpload'>;

/** What an upload may be: the server checks the content, the console only spares a pointless upload. */
export const acceptedUploadTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** The validation key (and its argument) a file fails before it is sent, or null. */
export function uploadProblem(file: File): { key: string; args?: Record<string, string> } | null {
  if (file.size > limits.uploadMaxBytes) return { key: 'kassa.validation.file_too_large', args: { value: limits.uploadMaxLabel } };
  if (file.type && !(acceptedUploadTypes as readonly string[]).includes(file.type)) return { key: 'kassa.validation.file_type' };
  return null;
}

/**
 * The calls of /v1/system/file/: upload (multipart field "file"), and a file's bytes for preview or download,
 * which travel with the token like every call, so the console fetches them and shows or saves the blob.
 */
export function createFilesApi(http: HttpClient) {
  return {
    upload(file: File): Promise<UploadedFile> {
      const form = new FormData();
      form.append('file', file, file.name);
      return dataOf(http.post<UploadedFile>(endpoints.fileUpload.path, form));
    },
    /** Opens the file in a new tab (images and PDFs display there). */
    async preview(fileId: string): Promise<void> {
      // Opened before the await, so the browser counts it as the operator's click and does not block it.
      const opened = window.open('', '_blank');
      try {
        const { blob } = await http.download(endpoints.filePreview.path, { file_id: fileId });
        const url = URL.createObjectURL(blob);
        if (opened) opened.location.href = url;
        else window.open(url, '_blank');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        opened?.close();
        throw error;
      }
    },
    /** Saves the file under its original name. */
    async download(fileId: string): Promise<void> {
      const { blob, filename } = await http.download(endpoints.fileDownload.path, { file_id: fileId });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  };
}

export const filesApi = createFilesApi(httpClient);
