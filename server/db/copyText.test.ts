/** COPY's binary rows read back as the values written, on PostgreSQL (PGlite exports in batches instead). */
import { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, testPostgresServerUrl } from '../testing/database';
import { copyText, OneColumnOfBinaryCopy } from './copyText';

const values = ['plain,line\r\n', 'quote " comma , back\\slash\ttab\nnew line', 'ünïcødé 中文 😀', null, '', 'last'];
const query = `select v from unnest(array[${values.map((value) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`)).join(', ')}]::text[]) with ordinality as t(v, n) order by n`;
const expected = values.filter((value) => value !== null).join('');

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe.runIf(testDatabaseKind() === 'postgres')('copyText (PostgreSQL)', () => {
  const pool = new pg.Pool({ connectionString: testPostgresServerUrl(), max: 1 });
  afterAll(() => pool.end());

  it('gives each value exactly as the database wrote it, one after the other, and nothing for NULL', async () => {
    expect(await textOf(copyText(pool, query))).toBe(expected);
  });

  it('reads rows cut anywhere across the chunks the socket delivers', async () => {
    const client = await pool.connect();
    const raw = await (async () => {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`))) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } finally {
        client.release();
      }
    })();
    for (let size = 1; size <= 7; size += 1) {
      const pieces = Array.from({ length: Math.ceil(raw.length / size) }, (_, index) => raw.subarray(index * size, (index + 1) * size));
      expect(await textOf(Readable.from(pieces).pipe(new OneColumnOfBinaryCopy()))).toBe(expected);
    }
    await expect(textOf(Readable.from([raw.subarray(0, raw.length - 3)]).pipe(new OneColumnOfBinaryCopy()))).rejects.toThrow('in the middle of a row');
  });

  it("fails the stream with PostgreSQL's message, and the pool's connection serves the next query", async () => {
    await expect(textOf(copyText(pool, 'select (1 / 0)::text'))).rejects.toThrow('division by zero');
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('drops the connection of a COPY the consumer stops reading, so the pool serves the next query at once', async () => {
    const stream = copyText(pool, `select repeat('x', 100) || g::text from generate_series(1, 5000000) as g`);
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
