import { z } from 'zod';
import { typeError, vkey } from '../../openapi/common';
import { formFieldsOf } from './areas';
import type { AnyResourceConfig, FieldConfig, FormConfig, FormFacts } from './defineResource';

/*
 * A form's validation from the rules the server shares (zod): apart from areas.ts, so that what only forms need
 * comes with the forms, not with the menu and the lists.
 */

/** The fields of the request schema of the call a form sends (the create call, or the update call for an edit form). */
function requestShapeOf(config: AnyResourceConfig, form: FormConfig): Readonly<Record<string, z.ZodType>> {
  const endpoint = form === config.edit ? config.api.update : config.api.create;
  const request = endpoint?.request;
  return request instanceof z.ZodObject ? (request.shape as Record<string, z.ZodType>) : {};
}

/**
 * The rule of one form field: its declared rule, else the field of the call's request schema (the contract's rule,
 * which the server applies too), else "required" alone, or anything.
 */
export function ruleOf(field: FieldConfig, facts: FormFacts, request: Readonly<Record<string, z.ZodType>> = {}): z.ZodType {
  if (field.rule) return typeof field.rule === 'function' ? field.rule(facts) : field.rule;
  const contractRule = Object.hasOwn(request, field.source) ? request[field.source] : undefined;
  if (contractRule) return contractRule;
  if (field.required) return z.unknown().refine((value) => value !== undefined && value !== null && value !== '', { error: vkey('required') });
  return z.unknown();
}

/** The form's schema: every field it shows, each with its rule. The values sent are what it outputs. */
export function formSchemaOf(config: AnyResourceConfig, form: FormConfig, facts: FormFacts) {
  const request = requestShapeOf(config, form);
  return z.object(Object.fromEntries(formFieldsOf(config, form).map((field) => [field.source, ruleOf(field, facts, request)])), typeError());
}
