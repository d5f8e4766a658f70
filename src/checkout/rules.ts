import type { FieldMessage, SchemaName } from './validate';

export type { FieldMessage } from './validate';

let loading: Promise<typeof import('./validate')> | null = null;

/** Starts loading the contract's rules (zod) in the background; forms call it when they appear. */
export function preloadRules(): Promise<typeof import('./validate')> {
  loading ??= import('./validate');
  return loading;
}

/** Checks a form against the contract's checkout rule: the first message of each field, `{}` when it passes. */
export async function check(name: SchemaName, values: unknown): Promise<Record<string, FieldMessage>> {
  const { validate } = await preloadRules();
  return validate(name, values);
}
