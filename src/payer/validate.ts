import type { z } from 'zod';
import { issueMessage } from '../../openapi/issues';
import type { FieldMessage } from './rules';

/** The first message of each field (by the first segment of its path), `{}` when the values pass. */
export function fieldMessages(schema: z.ZodType, values: unknown): Record<string, FieldMessage> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, FieldMessage> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_root';
    if (!(field in messages)) messages[field] = issueMessage(issue);
  }
  return messages;
}
