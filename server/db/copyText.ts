/**
 * The text of a one-column query streamed with `COPY (…) TO STDOUT (FORMAT binary)` on PostgreSQL: the values one
 * after the other, each exactly as the database wrote it (no escaping to undo, unlike COPY's text and CSV formats).
 * The database sends rows as it reads them and waits while the consumer is behind, so memory holds a few socket
 * chunks whatever the number of rows, and the first bytes leave before the last row is read.
 *
 * COPY takes no bind parameters: the query comes with its values inlined (drizzle's `inlineParams`), as standard SQL
 * strings (a quote doubled, a backslash as it is), which the pool's connections are set to read (`connectPostgres`).
 */
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** "PGCOPY\n\377\r\n\0", then the flags and the length of the header extension (int32 each). */
const signature = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const headerLength = signature.length + 8;

/**
 * Binary COPY rows (int16 field count, then int32 length and bytes per field) to their one field's bytes. A row may
 * be cut across chunks: what is left of a chunk waits for the next.
 */
export class OneColumnOfBinaryCopy extends Transform {
  private rest: Buffer = Buffer.alloc(0);
  private headerRead = false;
  private ended = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let input = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk;
    if (!this.headerRead) {
      if (input.length < headerLength) {
        this.rest = input;
        return done();
      }
      if (!input.subarray(0, signature.length).equals(signature)) return done(new Error('COPY answered no binary header'));
      const extension = input.readUInt32BE(signature.length + 4);
      if (input.length < headerLength + extension) {
        this.rest = input;
        return done();
      }
      input = input.subarray(headerLength + extension);
      this.headerRead = true;
    }
    const out = Buffer.allocUnsafe(input.length);
    let written = 0;
    let at = 0;
    while (!this.ended && input.length - at >= 2) {
      const fields = input.readInt16BE(at);
      if (fields === -1) {
        this.ended = true;
        at += 2;
        break;
      }
      if (fields !== 1) return done(new Error(`COPY row of ${fields} fields, one expected`));
      if (input.length - at < 6) break;
      const length = input.readInt32BE(at + 2);
      if (length < 0) {
        at += 6; // NULL: nothing to write
        continue;
      }
      if (input.length - at - 6 < length) break;
      written += input.copy(out, written, at + 6, at + 6 + length);
      at += 6 + length;
    }
    this.rest = at < input.length ? Buffer.from(input.subarray(at)) : Buffer.alloc(0);
    if (written > 0) this.push(out.subarray(0, written));
    done();
  }

  override _flush(done: TransformCallback): void {
    done(this.ended && this.rest.length === 0 ? undefined : new Error('COPY ended in the middle of a row'));
  }
}

/**
 * The query's one text column, value after value, through a connection of the pool, as a stream. If the consumer
 * stops early (the client went away), the connection is dropped rather than handed back in the middle of a COPY.
 */
export function copyText(pool: pg.Pool, query: string): Readable {
  const values = new OneColumnOfBinaryCopy();
  pool.connect().then(
    async (client) => {
      let failure: Error | undefined;
      try {
        await pipeline(client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`)), values);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        values.destroy(failure);
      } finally {
        client.release(failure);
      }
    },
    (error: Error) => values.destroy(error),
  );
  return values;
}
