/**
 * Uploaded files (/v1/system/file/*): kept in the database (stored_files), so every server process on it serves
 * them, readable only by the merchant who uploaded them: another merchant's file_id answers "not found", the same
 * as an id that never existed. Preview answers it inline, download as an attachment under its original name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ResponseOf } from '../../openapi/endpoints';
import type { Executor } from '../db/client';
import type { UploadQuota } from '../config';
import { merchants, storedFiles } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput, notFound } from '../http/errors';

export type StoredFile = Omit<typeof storedFiles.$inferSelect, 'content'>;

export const newFileId = () => `file_${randomBytes(16).toString('hex')}`;

const describedColumns = {
  id: storedFiles.id,
  merchantId: storedFiles.merchantId,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
  createdAt: storedFiles.createdAt,
};

/** The contract's UploadedFile. */
export function uploadedFileView(row: StoredFile): ResponseOf<'fileUpload'> {
  return { file_id: row.id, file_name: row.fileName, content_type: row.contentType, size: row.size, create_time: row.createdAt.toISOString() };
}

/** `bytes` as the quota message shows it: whole megabytes. */
const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Stores the file unless it would take the merchant past its quota. The merchant's row is locked while its files
 * are counted, so uploads racing each other are counted one after the other and cannot pass the quota together.
 */
export async function storeFile(db: Executor, merchantId: number, file: File, now: Date, quota: UploadQuota): Promise<StoredFile> {
  const content = Buffer.from(await file.arrayBuffer());
  return runTransaction(db, async (tx) => {
    await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
    const [used] = await tx
      .select({ files: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)::text` })
      .from(storedFiles)
      .where(eq(storedFiles.merchantId, merchantId));
    if ((used?.files ?? 0) + 1 > quota.files || Number(used?.bytes ?? 0) + content.length > quota.bytes) {
      throw invalidInput('file', 'kassa.server.uploadQuotaReached', { files: quota.files, size: megabytes(quota.bytes) });
    }
    return insertFile(tx, merchantId, file, content, now);
  });
}

async function insertFile(db: Executor, merchantId: number, file: File, content: Buffer, now: Date): Promise<StoredFile> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      id: newFileId(),
      merchantId,
      fileName: file.name,
      contentType: file.type,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createdAt: now,
    })
    .returning(describedColumns);
  return row!;
}

/** The merchant's own files among `ids`, without their bytes, in the order asked; any other id is left out. */
export async function filesOfMerchant(db: Executor, merchantId: number, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(describedColumns)
    .from(storedFiles)
    .where(and(eq(storedFiles.merchantId, merchantId), inArray(storedFiles.id, [...ids])));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The bytes of one of the merchant's files; 4004 for a file that is not the merchant's. */
export async function readOwnFile(db: Executor, merchantId: number, id: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.merchantId, merchantId)));
  if (!row) throw notFound('kassa.server.fileNotFound');
  return row;
}

/** Content-Disposition with the original name: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof readOwnFile>>, kind: 'inline' | 'attachment') {
  await reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.content.length))
    .header('content-disposition', contentDisposition(kind, file.fileName))
    // The type was read from the bytes; the browser must not guess another, nor run anything in it.
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
