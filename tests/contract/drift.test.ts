import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateApi, outputFiles } from '../../scripts/gen-api';

// The committed files are what other code reads; they must be exactly what the zod schemas produce.
// A generation runs openapi-typescript over the whole document: seconds on a busy 2-core machine, past vitest's 5 s.
describe('generated contract files', { timeout: 60_000 }, () => {
  it('openapi/openapi.json and src/data/api-types.ts equal a fresh generation byte for byte (else run npm run gen:api)', async () => {
    const generated = await generateApi();
    const committedDocument = await readFile(outputFiles.openapi, 'utf8');
    const committedTypes = await readFile(outputFiles.types, 'utf8');
    expect(generated.openapi === committedDocument, 'openapi/openapi.json is stale: run npm run gen:api').toBe(true);
    expect(generated.types === committedTypes, 'src/data/api-types.ts is stale: run npm run gen:api').toBe(true);
  });

  it('generation is deterministic', async () => {
    const first = await generateApi();
    const second = await generateApi();
    expect(second.openapi).toBe(first.openapi);
    expect(second.types).toBe(first.types);
  });

  it('marks the types as generated', async () => {
    const { types } = await generateApi();
    expect(types.startsWith('/**\n * generated — do not edit.')).toBe(true);
  });
});
