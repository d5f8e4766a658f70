import type { z } from 'zod';
import { issueMessage } from '../../openapi/rules';
import { invalidInput } from './errors';

/**
 * Applies a rule of openapi/rules.ts that needs a server-side figure (a coin's minimum, a balance):
 * the same zod rule the console's form runs, so the message and its key are the same on both sides.
 */
export function checkRule<S extends z.ZodType>(field: string, rule: S, value: unknown): z.output<S> {
  const parsed = rule.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw invalidInput(field, 'kassa.validation.invalid');
  const { key, args } = issueMessage(issue);
  throw invalidInput(field, key, args);
}
