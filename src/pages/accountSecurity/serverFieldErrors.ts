import { ResultCode } from '../../../openapi/codes';
import { ApiError } from '../../data/httpClient';
import { lookupMessage } from '../../i18n/dictionaries';

/**
 * The message of a refused field: its i18n key when the key needs no values, so it reads in the
 * console's language whatever language the request was answered in; otherwise the server's `detail`,
 * which has the values filled in.
 */
function fieldMessage(error: ApiError): string {
  const key = (error.data as { key?: unknown } | null | undefined)?.key;
  const english = typeof key === 'string' ? lookupMessage('en', key) : undefined;
  if (typeof key === 'string' && english !== undefined && !english.includes('%{')) return key;
  return error.detail || error.message;
}

/**
 * A server refusal of one field of a form (code 4000 with `data.field`) as react-admin submission
 * errors, so the message shows on that field: return it from `<Form onSubmit>`. Undefined for any
 * other failure, or a field the form does not show (the HTTP client's toast has told the operator).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== ResultCode.invalidInput) return undefined;
  const field = error.field;
  if (field === undefined || !fields.includes(field)) return undefined;
  return { [field]: fieldMessage(error) };
}
