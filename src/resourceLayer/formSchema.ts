import { z } from 'zod';
import { typeError, vkey } from '../../openapi/common';
import { formFieldsOf } from './areas';
import type { AnyResourceConfig, FieldConfig, FormConfig, FormFacts } from './defineResource';

/*
 * A form's validation from the rules the server shares (zod): apart from areas.ts, so that what only forms need
 * comes with the forms, not with the menu and the lists.
 */

/** The rule of one form field: its shared zod rule, or "required" alone, or anything. */
export function ruleOf(field: FieldConfig, facts: FormFacts): z.ZodType {
  if (field.rule) return typeof field.rule === 'function' ? field.rule(facts) : field.rule;
  if (field.required) return z.unknown().refine((value) => value !== undefined && value !== null && value !== '', { error: vkey('required') });
  return z.unknown();
}

/** The form's schema: every field it shows, each with its rule. The values sent are what it outputs. */
export function formSchemaOf(config: AnyResourceConfig, form: FormConfig, facts: FormFacts) {
  return z.object(Object.fromEntries(formFieldsOf(config, form).map((field) => [field.source, ruleOf(field, facts)])), typeError());
}
