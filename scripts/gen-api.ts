/**
 * `npm run gen:api`: writes the OpenAPI document and the TypeScript types generated from it.
 * The contract test regenerates both in memory and compares them with the committed files.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildDocument } from '../openapi/document';
import type { OpenApiDocument } from '../openapi/document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const outputFiles = {
  openapi: path.join(root, 'openapi/openapi.json'),
  types: path.join(root, 'src/data/api-types.ts'),
} as const;

const typesHeader = `/**
 * generated — do not edit.
 * Made by \`npm run gen:api\` (scripts/gen-api.ts) from openapi/openapi.json, itself built from the zod schemas in openapi/.
 */

`;

/** The document as written to openapi/openapi.json: two-space indentation, keys in a fixed order, final newline. */
export function renderOpenApiJson(document: OpenApiDocument = buildDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The types of src/data/api-types.ts. */
export async function renderApiTypes(document: OpenApiDocument = buildDocument()): Promise<string> {
  // openapi-typescript may annotate the object it reads: hand it a copy.
  const source = JSON.parse(JSON.stringify(document)) as OpenAPI3;
  const ast = await openapiTS(source, { silent: true, alphabetize: false });
  return typesHeader + astToString(ast);
}

export async function generateApi(): Promise<{ openapi: string; types: string }> {
  const document = buildDocument();
  return { openapi: renderOpenApiJson(document), types: await renderApiTypes(document) };
}

async function main(): Promise<void> {
  const { openapi, types } = await generateApi();
  await writeFile(outputFiles.openapi, openapi);
  await writeFile(outputFiles.types, types);
  console.log(`wrote ${path.relative(root, outputFiles.openapi)} and ${path.relative(root, outputFiles.types)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
