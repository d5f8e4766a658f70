import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

/** Raw bytes: Buffer in, Buffer out (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files, kept in the database so every server process on it serves them; only the owner reads one. */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** `file_` and 32 hex digits: unguessable, and still checked against the owner. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fileName: text('file_name').notNull(),
    /** Detected from the content, never taken from the name or the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('stored_files_merchant_idx').on(table.merchantId, table.createdAt)],
);
