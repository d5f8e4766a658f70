import { ResultCode } from '../../../openapi/codes';
import { ApiError } from '../../data/httpClient';

/**
 * A server refusal of one field of a form (code 4000 with `data.field`) as react-admin submission
 * errors, so the message shows on that field: return it from `<Form onSubmit>`. The message is the
 * server's `detail`, already in the operator's language with its values filled in. Undefined for any
 * other failure, or a field the form does not show (the HTTP client's toast has told the operator).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== ResultCode.invalidInput) return undefined;
  const field = error.field;
  if (field === undefined || !fields.includes(field)) return undefined;
  return { [field]: error.detail || error.message };
}
