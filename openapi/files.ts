import { z } from 'zod';
import { Timestamp, describe, vkey } from './common';
import { limits, requiredText } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Uploaded files (verification documents, support attachments): upload, download and preview, by their owner only.
 */

// ---------- entities ----------

export const UploadedFile = z
  .object({
    file_id: describe(z.string(), 'Opaque identifier for download and preview.'),
    file_name: z.string(),
    content_type: z.string(),
    size: describe(z.number().int().min(0), 'Bytes.'),
    create_time: Timestamp,
  })
  .meta({ id: 'UploadedFile' });

// ---------- rules ----------

/** An uploaded file's id (`file_` and 32 hex digits), as upload answered it. */
export const fileId = requiredText(64).regex(/^file_[0-9a-f]{32}$/, { error: vkey('invalid') });

// ---------- calls ----------

const fileReference = z
  .object({ file_id: requiredText(64).meta({ description: 'The file_id answered by upload; only the merchant who uploaded it may read it.' }) })
  .meta({ id: 'FileReference' });

const uploadMimeTypes = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

const uploadBody = z.object({
  file: z
    .file({ error: (issue) => (issue.input == null ? vkey('required') : vkey('invalid')) })
    .max(limits.uploadMaxBytes, { error: vkey('file_too_large') })
    .mime([...uploadMimeTypes], { error: vkey('file_type') })
    .meta({ description: `The file: PNG, JPEG, WebP or PDF, at most ${limits.uploadMaxLabel}.` }),
});

export const fileCalls = {
  fileUpload: endpoint({
    path: '/v1/system/file/upload',
    method: 'post',
    tag: 'File',
    summary: `Upload one file (multipart/form-data field "file"; PNG, JPEG, WebP or PDF, at most ${limits.uploadMaxLabel})`,
    auth: true,
    multipart: true,
    request: uploadBody,
    response: UploadedFile,
  }),
  fileDownload: endpoint({
    path: '/v1/system/file/download',
    method: 'post',
    tag: 'File',
    summary: 'The file as an attachment',
    auth: true,
    file: 'binary',
    request: fileReference,
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: attachment).' }),
  }),
  filePreview: endpoint({
    path: '/v1/system/file/preview',
    method: 'post',
    tag: 'File',
    summary: 'The file for display in the browser',
    auth: true,
    file: 'binary',
    request: fileReference,
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: inline).' }),
  }),
} satisfies Record<string, Endpoint>;
