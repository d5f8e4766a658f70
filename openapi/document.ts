import { z } from 'zod';
import { apiLanguages } from './i18n/languages';
import { ResultCode, resultCodeBehaviour, successCodes } from './codes';
import * as common from './common';
import * as entities from './entities';
import { endpoints, tags } from './endpoints';
import type { Endpoint } from './endpoints';
import { hasMadeExport, listExportOf } from './listExport';
import { webhookEventDocs } from './webhooks';


/** Every export made from a list of the contract, by the list's name with `Export` appended. */
export const listExports: Readonly<Record<string, Endpoint>> = Object.fromEntries(
  (Object.entries(endpoints) as [string, Endpoint][]).filter(([, list]) => hasMadeExport(list)).map(([name, list]) => [`${name.replace(/Query$/, '')}Export`, listExportOf(list)]),
);

/*
 * The OpenAPI 3.1 document, built from `endpoints` and the named zod schemas.
 * Every schema with `.meta({ id })` becomes components/schemas/<id>; each endpoint's request and response
 * become <Name>Request and <Name>Data unless they are named already. Nothing here is written by hand
 * except the headers, the envelope around each response and the result-code catalogue.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: JsonObject;
  paths: { [path: string]: JsonObject };
  components: JsonObject & { schemas: { [id: string]: JsonObject } };
}

const schemaRef = (id: string): JsonObject => ({ $ref: `#/components/schemas/${id}` });

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function globalId(schema: z.ZodType): string | undefined {
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Every exported schema of common.ts and entities.ts (the index of every domain's entities) that carries an id. */
function namedSchemas(): Array<[string, z.ZodType]> {
  const found: Array<[string, z.ZodType]> = [];
  for (const value of [...Object.values(common), ...Object.values(entities)]) {
    if (value instanceof z.ZodType) {
      const id = globalId(value);
      if (id) found.push([id, value]);
    }
  }
  return found;
}

function sortKeys<T extends Json>(record: { [key: string]: T }): { [key: string]: T } {
  return Object.fromEntries(Object.keys(record).sort().map((key) => [key, record[key] as T]));
}

function resultCodeCatalogue(): JsonObject {
  const catalogue: JsonObject = {};
  for (const name of Object.keys(ResultCode) as Array<keyof typeof ResultCode>) {
    catalogue[String(ResultCode[name])] = { name, behaviour: resultCodeBehaviour[name] };
  }
  return catalogue;
}

const description = [
  'API of Kassa, the merchant back-office of a wallet and payment service.',
  '',
  'Every call is POST with a JSON body (`{}` when it takes nothing), except GET /healthy.',
  'Send the token of login in the `Authorization` header as is (no Bearer prefix), and the language in both',
  '`Language` and `Accept-Language` (en, zh_Hans, zh_Hant, vi; default zh_Hans).',
  '',
  'Every JSON answer is the envelope `{ code, msg, detail, data }`; file answers (fund-flow export, file download',
  'and preview) are the file itself on success and the envelope on failure. Result codes (x-result-codes):',
  '',
  ...(Object.keys(ResultCode) as Array<keyof typeof ResultCode>).map(
    (name) => `- ${ResultCode[name]} (${name}): ${resultCodeBehaviour[name]}`,
  ),
  '- No code in the body: the console returns the body as is.',
  '- A request that fails to reach the server: the console shows the error message as a toast.',
  '',
  'Amounts are decimal strings, never numbers. Instants are ISO-8601 strings in UTC.',
  'Money-moving calls require an `Idempotency-Key` header.',
].join('\n');

/** Converts the registry to components/schemas, with refs between them. */
function componentSchemas(registry: z.core.$ZodRegistry<{ id: string }>): { [id: string]: JsonObject } {
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'throw',
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => {
      // The format says it all; zod's long date-time regex only clutters the document.
      if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
      // A file's size is not a string length, and 'binary' is no JSON Schema content encoding.
      if (jsonSchema.format === 'binary') {
        delete jsonSchema.maxLength;
        delete jsonSchema.contentEncoding;
      }
    },
  }).schemas as { [id: string]: JsonObject };
  if ('__shared' in converted) {
    throw new Error(`Schemas without a component id are shared between components: ${JSON.stringify(converted.__shared)}`);
  }
  const schemas: { [id: string]: JsonObject } = {};
  for (const [id, schema] of Object.entries(converted)) {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    schemas[id] = rest;
  }
  return schemas;
}

function operation(name: string, definition: Endpoint, requestId: string, responseId: string | undefined, envelopeJson: JsonObject): JsonObject {
  const parameters: Json[] = [{ $ref: '#/components/parameters/Language' }, { $ref: '#/components/parameters/AcceptLanguage' }];
  if (definition.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const errorResponse: JsonObject = {
    description: 'Any code other than 200 and 6032 (see x-result-codes). Refusals answer HTTP 200 with their code in the body; code 401 answers HTTP 401 and unexpected failures HTTP 500.',
    content: { 'application/json': { schema: schemaRef('ErrorEnvelope') } },
  };

  let success: JsonObject;
  if (definition.stream) {
    parameters.push({ name: 'order_id', in: 'query', required: true, schema: { type: 'string' } });
    success = {
      description: 'A stream of server-sent events; the data of each is one JSON value of the named schema.',
      content: { 'text/event-stream': { schema: { type: 'string', description: `Each event's data: ${responseId ?? ''}` } } },
    };
  } else if (definition.file === 'csv') {
    success = {
      description: 'The CSV file.',
      headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="<list>-<date>.csv"' } },
      content: { 'text/csv': { schema: { type: 'string', description: z.globalRegistry.get(definition.response)?.description ?? '' } } },
    };
  } else if (definition.file === 'binary') {
    success = {
      description: 'The file.',
      headers: { 'Content-Disposition': { schema: { type: 'string' }, description: z.globalRegistry.get(definition.response)?.description ?? '' } },
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  } else {
    const { description: _errorDescription, ...envelopeShape } = envelopeJson;
    const properties = envelopeShape.properties as JsonObject;
    success = {
      description: `Success: code ${successCodes.join(' or ')}, ${ResultCode.doneWithWarning} with a warning in detail.`,
      content: {
        'application/json': {
          schema: { ...envelopeShape, properties: { ...properties, data: schemaRef(responseId as string) } },
        },
      },
    };
  }

  const result: JsonObject = {
    operationId: name,
    tags: [definition.tag],
    summary: definition.summary,
    security: definition.auth ? [{ Authorization: [] }] : definition.signed ? [signedCallSecurity] : definition.payer ? [{ PayerToken: [] }] : definition.wallet ? [{ WalletToken: [] }] : definition.staff ? [{ StaffToken: [] }] : [],
    parameters,
  };
  if (definition.method === 'post') {
    result.requestBody = {
      required: true,
      content: { [definition.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaRef(requestId) } },
    };
  }
  result.responses = { '200': success, default: errorResponse };
  if (definition.idempotent) result['x-idempotent'] = true;
  // Who among the platform's staff may call it; anyone else signed in as staff is answered 4003.
  if (definition.staff) result['x-staff-roles'] = [...definition.staff];
  return result;
}

/**
 * The merchant order API is called by the merchant's server, signed with its API key: four headers, all required.
 * The signature is lowercase hex HMAC-SHA256, with the secret key, of
 * `X-Timestamp + "\n" + X-Nonce + "\n" + "POST" + "\n" + path + "\n" + raw body`.
 */
const signedCallSchemes: JsonObject = {
  AccessKey: { type: 'apiKey', in: 'header', name: 'X-Access-Key', description: 'The access_key answered by access_key/add.' },
  Timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Timestamp',
    description: 'Unix time in seconds; refused when more than 300 s from the server’s clock.',
  },
  Nonce: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Nonce',
    description: '16–64 characters of [A-Za-z0-9_-], new for every call: a nonce seen before is refused.',
  },
  Signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'Lowercase hex HMAC-SHA256, keyed with the secret_key, of X-Timestamp, X-Nonce, "POST", the path and the raw body, joined by "\\n".',
  },
};
const signedCallSecurity = Object.fromEntries(Object.keys(signedCallSchemes).map((name) => [name, []]));

/** The webhooks sent to the merchant's endpoint (OpenAPI 3.1 `webhooks`): one per event type, with its example body. */
function webhooksOf(): JsonObject {
  const header = (name: string, description: string): Json => ({ name, in: 'header', required: true, description, schema: { type: 'string' } });
  return Object.fromEntries(
    webhookEventDocs.map((event) => [
      event.type,
      {
        post: {
          summary: event.summary,
          description: 'Signed with your webhook secret (Standard Webhooks 1.0); verify it before trusting the body, and drop a webhook-id seen before.',
          parameters: [
            header('webhook-id', 'The event id, the same on every attempt.'),
            header('webhook-timestamp', 'Unix time in seconds of this attempt.'),
            header('webhook-signature', 'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" with the webhook secret>.'),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: { type: { const: event.type }, timestamp: { type: 'string', format: 'date-time' }, data: schemaRef(event.data) },
                },
                example: { type: event.type, timestamp: '2025-06-02T09:00:01.000Z', data: event.example } as Json,
              },
            },
          },
          responses: { '200': { description: 'Received: any 2xx answer. Anything else, or no answer within 10 s, is tried again later.' } },
        },
      },
    ]),
  );
}

/** Builds the whole document in memory; the same input always gives the same output. */
export function buildDocument(): OpenApiDocument {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, id: string): string => {
    const existing = idOf.get(schema);
    if (existing) return existing;
    if (registry._idmap.has(id)) throw new Error(`Two schemas claim the component id ${id}`);
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };

  for (const [id, schema] of namedSchemas()) add(schema, id);

  const named: Array<[string, Endpoint, string, string | undefined]> = [];
  // Every call of the registry, then the exports made from its lists (openapi/listExport.ts).
  for (const [name, definition] of Object.entries({ ...endpoints, ...listExports }) as Array<[string, Endpoint]>) {
    const requestId = add(definition.request, globalId(definition.request) ?? `${pascal(name)}Request`);
    const responseId = definition.file ? undefined : add(definition.response, globalId(definition.response) ?? `${pascal(name)}Data`);
    named.push([name, definition, requestId, responseId]);
  }

  const schemas = componentSchemas(registry);
  schemas.ResultCode = { ...schemas.ResultCode, 'x-result-codes': resultCodeCatalogue() };
  const envelopeJson = schemas.ErrorEnvelope as JsonObject;

  const paths: { [path: string]: JsonObject } = {};
  for (const [name, definition, requestId, responseId] of named) {
    paths[definition.path] = { [definition.method]: operation(name, definition, requestId, responseId, envelopeJson) };
  }

  const languageSchema: JsonObject = { type: 'string', enum: [...apiLanguages], default: 'zh_Hans' };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Kassa merchant API',
      version: '1.0.0',
      description,
    },
    servers: [
      { url: '/', description: 'The console’s own origin (the console is configured with a list of base addresses and uses the first whose GET /healthy answers).' },
      { url: 'http://localhost:8080', description: 'Local API server.' },
    ],
    tags: tags.map((name) => ({ name })),
    security: [],
    paths: sortKeys(paths),
    webhooks: webhooksOf(),
    components: {
      schemas: sortKeys(schemas),
      parameters: {
        Language: {
          name: 'Language',
          in: 'header',
          required: false,
          description: 'Language of detail texts: en, zh_Hans, zh_Hant or vi (the stored setting us, zh-cn, zh-hant-cn, vi). Default zh_Hans.',
          schema: languageSchema,
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'Sent with the same value as Language.',
          schema: languageSchema,
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: z.globalRegistry.get(common.IdempotencyKey)?.description ?? '',
          schema: schemaRef('IdempotencyKey'),
        },
      },
      securitySchemes: {
        Authorization: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The token answered by login, sent as is (no Bearer prefix).',
        },
        ...signedCallSchemes,
        PayerToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Payer-Token',
          description: 'The payer_token answered by checkout/login: one payer, one order, until it expires.',
        },
        WalletToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Wallet-Token',
          description: 'The wallet_token answered by wallet/sign_in or wallet/sign_up: the payer’s own session, 30 days at most and 7 days idle.',
        },
        StaffToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Staff-Token',
          description:
            'The staff_token answered by platform/auth/sign_in: a member of the platform’s staff, 12 hours at most and 30 minutes idle. Each call lists the roles that may make it in x-staff-roles.',
        },
      },
    },
    'x-result-codes': resultCodeCatalogue(),
  };
}
