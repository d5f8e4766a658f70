import { z } from 'zod';
import { validationMessages } from './i18n/validation';
import { vkey, type ValidationKey } from './common';

/*
 * Zod issues as translatable messages: `issueMessage` turns an issue into `{ key, args }` for the console's forms
 * and the server's error details, and `formErrors` gives react-admin's form-level validation.
 */

export type MessageArgs = Record<string, string | number>;

/** A message the console (react-admin `translate`) or the server (`lookupMessage` + `interpolate`) can render. */
export interface TranslatableMessage {
  key: ValidationKey;
  args: MessageArgs;
}

const validationNames = new Set(Object.keys(validationMessages.en.kassa.validation));

export function isValidationKey(value: string): value is ValidationKey {
  return value.startsWith('kassa.validation.') && validationNames.has(value.slice('kassa.validation.'.length));
}

function fallbackKey(issue: z.core.$ZodIssue): ValidationKey {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set' ? vkey('too_many') : issue.origin === 'string' ? vkey('too_long') : vkey('invalid');
    case 'too_small':
      return issue.origin === 'string' ? vkey('too_short') : vkey('invalid');
    case 'invalid_value':
      return vkey('choice');
    case 'invalid_format':
      return issue.format === 'email' ? vkey('email') : issue.format === 'datetime' ? vkey('date_time') : vkey('invalid');
    default:
      return vkey('invalid');
  }
}

function argValue(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}

/** Maps a zod issue to its i18n key and the `%{name}` arguments (`min`, `max`, and a refinement's `params`). */
export function issueMessage(issue: z.core.$ZodIssue): TranslatableMessage {
  const key = isValidationKey(issue.message) ? issue.message : fallbackKey(issue);
  const args: MessageArgs = {};
  if ('minimum' in issue && issue.minimum !== undefined) args.min = argValue(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) args.max = argValue(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) args[name] = argValue(value);
  }
  return { key, args };
}

/** The dotted path of an issue, as the server reports it in `data.field`. */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** react-admin's shape of one field error: `translate(message, args)`. */
export interface FieldError {
  message: ValidationKey;
  args: MessageArgs;
}

export type FormErrors = { [field: string]: FieldError | FormErrors };

function isFieldError(value: FieldError | FormErrors): value is FieldError {
  return typeof value.message === 'string';
}

/**
 * Form-level validation for react-admin's `<Form validate>`: the first error of each field,
 * nested like the values, `{}` when the values are valid.
 */
export function formErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String) : ['_root'];
    const leaf = path[path.length - 1] as string;
    let node: FormErrors | undefined = errors;
    for (const part of path.slice(0, -1)) {
      const next: FieldError | FormErrors | undefined = node[part];
      if (next === undefined) node = node[part] = {};
      else if (isFieldError(next)) {
        node = undefined;
        break;
      } else node = next;
    }
    if (!node || node[leaf] !== undefined) continue;
    const { key, args } = issueMessage(issue);
    node[leaf] = { message: key, args };
  }
  return errors;
}
