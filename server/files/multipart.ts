/**
 * The body of a multipart endpoint (only /v1/system/file/upload): its one file part, typed by its content.
 * The type the browser claims and the name's extension are ignored: `file-type` reads the magic bytes, and a file
 * it does not recognise is `application/octet-stream`, which the contract's rule refuses ("This file type is not
 * supported"). The part is read whole into memory, at most the size limit (plus one byte to know it is over).
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { limits } from '../../openapi/rules';
import { invalidInput } from '../http/errors';

export const unknownContentType = 'application/octet-stream';

/** The MIME type of a file's bytes, or application/octet-stream when they are no known type. */
export async function contentTypeOf(bytes: Uint8Array): Promise<string> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? unknownContentType;
}

export async function multipartInput(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw invalidInput('file', 'kassa.server.fileUnreadable');
  let part;
  try {
    part = await request.file({ limits: { fileSize: limits.uploadMaxBytes, files: 1 } });
  } catch {
    throw invalidInput('file', 'kassa.server.fileUnreadable');
  }
  if (!part || part.fieldname !== 'file') return {};
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidInput('file', 'kassa.validation.file_too_large', { value: limits.uploadMaxLabel });
    }
    throw invalidInput('file', 'kassa.server.fileUnreadable');
  }
  // A name is kept for the download, never trusted: no path, no control characters, at most 200 characters.
  const name = (part.filename || 'file').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
  return { file: new File([new Uint8Array(bytes)], name, { type: await contentTypeOf(bytes) }) };
}
