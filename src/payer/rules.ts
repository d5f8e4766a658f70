/** A validation message: its key (kassa.validation.*) and the values of its placeholders. */
export interface FieldMessage {
  key: string;
  args: Record<string, string | number>;
}

interface Validator<Name extends string> {
  validate: (name: Name, values: unknown) => Record<string, FieldMessage>;
}

/**
 * A page's form rules, loaded when a form first needs them so that zod is not part of the page's first load: the
 * module behind `load` holds the contract's schemas by name (src/checkout/validate.ts, src/wallet/validate.ts).
 */
export function lazyRules<Name extends string>(load: () => Promise<Validator<Name>>) {
  let loading: Promise<Validator<Name>> | null = null;
  /** Starts loading the rules in the background; forms call it when they appear. */
  const preloadRules = () => (loading ??= load());
  /** Checks a form against the contract's rule: the first message of each field, `{}` when it passes. */
  const check = async (name: Name, values: unknown): Promise<Record<string, FieldMessage>> => (await preloadRules()).validate(name, values);
  return { preloadRules, check };
}
