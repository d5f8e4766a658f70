/**
 * Test helpers for uploads: a multipart/form-data body built by hand (as a browser sends one), and small files
 * whose bytes are of a known type.
 */
import { randomBytes } from 'node:crypto';
import { endpoints } from '../../openapi/endpoints';
import type { Envelope } from '../http/envelope';
import type { CallResult, TestServer } from './harness';

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A GIF: an image, but not a type the upload accepts. */
export const gifBytes = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function multipartBody(parts: Array<{ name: string; fileName?: string; contentType?: string; content: Buffer | string }>) {
  const boundary = `----kassa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(headers), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads one file as the console does: multipart field "file", the browser's claimed type and the name given. */
export async function uploadFile<T = { file_id: string; file_name: string; content_type: string; size: number }>(
  server: TestServer,
  token: string | undefined,
  content: Buffer | string,
  fileName = 'document.png',
  claimedType = 'image/png',
  language?: string,
): Promise<CallResult<T>> {
  const { payload, contentType } = multipartBody([{ name: 'file', fileName, contentType: claimedType, content }]);
  const response = await server.app.inject({
    method: 'POST',
    url: endpoints.fileUpload.path,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}), ...(language ? { language } : {}) },
    payload,
    remoteAddress: '203.0.113.10',
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

/** Download or preview: the raw answer (a file, or the envelope of a refusal). */
export async function fetchFile(server: TestServer, token: string, fileId: string, kind: 'download' | 'preview') {
  return server.app.inject({
    method: 'POST',
    url: kind === 'download' ? endpoints.fileDownload.path : endpoints.filePreview.path,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: JSON.stringify({ file_id: fileId }),
    remoteAddress: '203.0.113.10',
  });
}
