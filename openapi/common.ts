import { z } from 'zod';
import type { validationMessages } from './i18n/validation';
import { apiLanguages } from './i18n/languages';

/*
 * Building blocks shared by every entity and endpoint of the contract.
 * Every schema that carries `.meta({ id })` becomes a named component of the OpenAPI document.
 * Error messages are i18n keys (`kassa.validation.*`), never display text.
 */

export type ValidationName = keyof (typeof validationMessages)['en']['kassa']['validation'];
export type ValidationKey = `kassa.validation.${ValidationName}`;

export function vkey(name: ValidationName): ValidationKey {
  return `kassa.validation.${name}`;
}

/**
 * Type errors: a missing value (undefined, or null as react-admin sends an emptied input) is "required";
 * any other wrong type gets `otherwise`.
 */
export function typeError(otherwise: ValidationName = 'invalid') {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? vkey('required') : vkey(otherwise)),
  };
}

/** A schema with a description for the OpenAPI document. */
export const describe = <T extends z.ZodType>(schema: T, description: string): T => schema.meta({ description });

// ---------- scalars ----------

/**
 * Characters no text of the contract may carry: NUL and the other C0 controls but tab and line breaks, DEL,
 * and UTF-16 halves without their pair. PostgreSQL cannot store NUL in text, and the others are never typed by
 * a person: refusing them here, in the contract, keeps every route and the console's forms in agreement.
 */
const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(value: string): boolean {
  return forbiddenCharacters.test(value);
}

/** A string of the contract: any text a person can type, without the characters above. */
export function text(otherwise: ValidationName = 'invalid') {
  return z.string(typeError(otherwise)).refine((value) => !hasForbiddenCharacters(value), { error: vkey('text_chars'), abort: true });
}

export const decimalPattern = /^-?\d+(\.\d+)?$/;

/** Money travels as a decimal string, never a JSON number, so no amount is ever rounded by a float. */
export const Money = z
  .string(typeError('numeric'))
  .regex(decimalPattern, { error: vkey('numeric') })
  .meta({
    id: 'Money',
    description: "A decimal amount as a string, e.g. '1234.50' or '-3.2'. Never a JSON number.",
    examples: ['1234.50'],
  });

/** A rate or a fee rate: a decimal fraction as a string ('0.015' is 1.5 %), or an exchange rate. */
export const Rate = z
  .string(typeError('numeric'))
  .regex(decimalPattern, { error: vkey('numeric') })
  .meta({
    id: 'Rate',
    description: "A decimal rate as a string. Fee rates are fractions ('0.015' = 1.5 %); exchange rates are units of the target coin per unit of the source coin.",
    examples: ['0.015'],
  });

/** The instants the contract accepts: years 1900 to 9999, well inside what PostgreSQL and JavaScript can hold. */
export const timestampRange = { min: '1900-01-01T00:00:00.000Z', max: '9999-12-31T23:59:59.999Z' } as const;

/** Instants are ISO-8601 strings in UTC with the `Z` suffix, e.g. '2025-01-31T08:00:00.000Z'. */
export const Timestamp = z.iso
  .datetime(typeError('date_time'))
  .refine((value) => value.slice(0, 4) >= timestampRange.min.slice(0, 4), { error: vkey('date_time_range') })
  .meta({
    id: 'Timestamp',
    description: "An instant as an ISO-8601 string in UTC with the 'Z' suffix, e.g. '2025-01-31T08:00:00.000Z', in the years 1900 to 9999.",
    examples: ['2025-01-31T08:00:00.000Z'],
  });

/** Database identity of records that have no natural key (login records, whitelist entries, payment methods). */
export const Id = z
  .number(typeError('invalid'))
  .int({ error: vkey('invalid') })
  .min(1, { error: vkey('invalid') })
  .max(Number.MAX_SAFE_INTEGER, { error: vkey('invalid') })
  .meta({ id: 'Id', description: 'A positive integer identifier.' });

/** Coin or currency code ('USDT', 'CNY', 'VND'…); the spec calls it coin_name, abbreviation or currency. */
export const CoinName = text('choice')
  .min(1, { error: vkey('required') })
  .max(16, { error: vkey('too_long') })
  .regex(/^[A-Za-z0-9_]+$/, { error: vkey('choice') })
  .meta({ id: 'CoinName', description: "A coin or currency code, e.g. 'USDT', 'CNY', 'VND'.", examples: ['USDT'] });

/** Merchant identifiers are opaque strings of digits and letters. */
export const MerchantId = text('id_chars')
  .trim()
  .min(1, { error: vkey('required') })
  .max(32, { error: vkey('too_long') })
  .regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') })
  .meta({ id: 'MerchantId', description: 'A merchant identifier: up to 32 digits or letters.', examples: ['M10001'] });

export const Language = z.enum(apiLanguages).meta({
  id: 'Language',
  description: 'An API language code (sent in the Language and Accept-Language headers).',
});

/** The Idempotency-Key header of money-moving calls: a client-chosen key, reused only to retry the same request. */
export const IdempotencyKey = z
  .string(typeError('idempotency_key'))
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: vkey('idempotency_key') })
  .meta({
    id: 'IdempotencyKey',
    description:
      'Required on money-moving calls: 8 to 64 letters, digits, - or _ (a UUID fits). A retry with the same key and body answers the first result again for 24 hours; the same key with another body answers 4022.',
    examples: ['3f1c2a9e-5b7d-4c11-9a3e-0d2b6c8e4f10'],
  });

// ---------- status values (spec section 4) ----------

/** Review state of every reviewed order: user withdrawals, USDT recharges, USDT withdrawals, fiat withdrawals. */
export const OrderStatus = z.enum(['pending', 'approved', 'rejected'], typeError('choice')).meta({
  id: 'OrderStatus',
  description: 'Review state: pending (awaiting review), approved, rejected. A list filter without status means All.',
});

/** State of a user recharge order. */
export const RechargeStatus = z.enum(['created', 'coin_transferred', 'cancelled', 'auto_cancelled'], typeError('choice')).meta({
  id: 'RechargeStatus',
  description: 'created (awaiting payment), coin_transferred (paid and credited), cancelled, auto_cancelled (timed out).',
});

/** Kind of a user order: recharges, withdrawals and adjustments all carry it. */
export const OrderType = z.enum(['recharge', 'withdrawal', 'adjustment']).meta({
  id: 'OrderType',
  description: 'Kind of user order.',
});

// ---------- result envelope (spec section 8) ----------

export const ResultCodeSchema = z.number().int().meta({
  id: 'ResultCode',
  description: 'Result code of the envelope; see x-result-codes. 200 and 6032 are success.',
});

/** Every JSON answer: `{ code, msg, detail, data }`. `msg` is a short machine-readable word, `detail` the localised text. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: ResultCodeSchema,
    msg: z.string().meta({ description: "A short machine-readable word, e.g. 'ok', 'invalid_input'." }),
    detail: z.string().meta({ description: 'Human-readable text in the request language; shown in error toasts.' }),
    data,
  });
}

/** `data` of an error envelope: which field failed (code 4000), the caller's IP (codes 6034 and 512), or a log reference (500). */
export const ErrorData = z
  .object({
    field: z.string().optional().meta({ description: 'Code 4000: the dotted path of the field that failed validation.' }),
    key: z.string().optional().meta({ description: 'Code 4000: the i18n key of the validation message (kassa.validation.*).' }),
    login_ip: z.string().optional().meta({ description: 'Codes 6034 and 512: the IP the server saw; the console stores it as loginIp.' }),
    reference: z.string().optional().meta({ description: 'Code 500: the reference of the server log line, for support.' }),
    retry_after: z.number().int().optional().meta({ description: 'Codes 429 and 503: seconds to wait before trying again (also the Retry-After header).' }),
    status: z.literal('unavailable').optional().meta({ description: 'Code 503 (GET /healthy): the server cannot work.' }),
    time: z.string().optional().meta({ description: 'Code 503 (GET /healthy): the server’s time of the check.' }),
    database: z.enum(['unreachable', 'storage_full']).optional().meta({ description: 'Code 503: the database did not answer (unreachable), or its disk is full (storage_full).' }),
  })
  .nullable()
  .meta({ id: 'ErrorData', description: 'Extra data of an error answer; null when there is none.' });

export const ErrorEnvelope = envelope(ErrorData).meta({ id: 'ErrorEnvelope', description: 'An answer whose code is not a success code.' });

/** `data` of calls that answer nothing. */
export const NoData = z.null().meta({ id: 'NoData', description: 'No data: the call answers `data: null`.' });

/** The body of calls that take nothing; they are still POST with `{}` as the body. */
export const EmptyBody = z.object({}).meta({ id: 'EmptyBody', description: 'An empty JSON object `{}`.' });

// ---------- lists ----------

export const SortOrder = z.enum(['asc', 'desc'], typeError('choice')).meta({ id: 'SortOrder' });

/** Paging and sorting of every list call. `sort_field` is narrowed to the sortable fields of each list by `listRequest`. */
export const listRequestBase = z.object({
  page: z.number(typeError()).int({ error: vkey('invalid') }).min(1, { error: vkey('invalid') }).default(1).meta({ description: 'Page number, from 1.' }),
  page_size: z
    .number(typeError())
    .int({ error: vkey('invalid') })
    .min(1, { error: vkey('invalid') })
    .max(100, { error: vkey('invalid') })
    .default(20)
    .meta({ description: 'Rows per page, 1 to 100.' }),
  sort_field: z.string().max(64).optional().meta({ description: 'Field to sort by; absent means the list default (newest first).' }),
  sort_order: SortOrder.default('desc'),
  cursor: z
    .string(typeError())
    .max(1024, { error: vkey('invalid') })
    .optional()
    .meta({
      description:
        "A position from the previous answer of this list with the same filters and sort: its `next_cursor`, `prev_cursor` or `last_cursor`. With it the page is read from that row by keyset (as fast at any depth) and `page` is ignored. A cursor that does not decode, or belongs to another sort, answers 4000.",
    }),
});

/** Filters most lists share. `keyword` matches the order number or serial number exactly or as a prefix. */
export const commonFilters = {
  coin_name: CoinName.optional(),
  start_time: Timestamp.optional().meta({ description: 'Inclusive lower bound of the creation time.' }),
  end_time: Timestamp.optional().meta({ description: 'Exclusive upper bound of the creation time.' }),
  keyword: text()
    .trim()
    .max(64, { error: vkey('too_long') })
    .optional()
    .meta({ description: 'Order number or serial number, matched exactly or as a prefix.' }),
};

/** The time-range rule shared by every request that has start_time and end_time. */
export function timeRangeIsOrdered(value: { start_time?: string | undefined; end_time?: string | undefined }): boolean {
  return !value.start_time || !value.end_time || value.start_time <= value.end_time;
}

const timeRangeIssue = { error: vkey('time_range'), path: ['end_time'] };

/**
 * A list request: paging, sorting restricted to `sortFields`, the given filters.
 * A filter that is absent means "All".
 */
export function listRequest<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: {
  sortFields: S;
  filters: F;
}) {
  return listRequestBase
    .extend({
      sort_field: z.enum(options.sortFields, typeError('choice')).optional().meta({
        description: 'Field to sort by; absent means the list default (newest first).',
      }),
      ...options.filters,
    })
    .refine((value) => timeRangeIsOrdered(value as { start_time?: string; end_time?: string }), timeRangeIssue);
}

/** The filters of a list without paging (used by exports). */
export function filterRequest<F extends z.ZodRawShape>(filters: F) {
  return z.object(filters).refine((value) => timeRangeIsOrdered(value as { start_time?: string; end_time?: string }), timeRangeIssue);
}

/** The most rows a list counts: above it `total` is this number and `total_is_exact` false. */
export const listTotalCap = 10_000;

/**
 * Every list answers `data: { list, total }`; `total` counts the matching rows over all pages, up to
 * `listTotalCap`. Paged lists add `total_is_exact` and the cursors of keyset paging.
 */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z
      .number()
      .int()
      .min(0)
      .meta({ description: `Number of rows matching the filters, over all pages, counted up to ${listTotalCap}: with more, it is ${listTotalCap} and \`total_is_exact\` is false.` }),
    total_is_exact: z.boolean().optional().meta({ description: `False when more than ${listTotalCap} rows match (then \`total\` is ${listTotalCap}). Absent means true.` }),
    next_cursor: z.string().nullable().optional().meta({ description: 'Send as `cursor` for the page after this one; null on the last page.' }),
    prev_cursor: z.string().nullable().optional().meta({ description: 'Send as `cursor` for the page before this one; null on the first page.' }),
    last_cursor: z.string().optional().meta({ description: 'Send as `cursor` for the last page_size rows of the list, read from the end.' }),
  });
}
