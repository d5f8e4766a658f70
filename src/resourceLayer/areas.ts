import type { AnyResourceConfig, Area, FieldConfig, FieldGroup, FormConfig, When } from './defineResource';

/*
 * Which fields each area of a screen shows, and in what order. A field whose `areas` leave an area out
 * never appears there, whatever a list or a group names: hidden stays hidden.
 */

function fieldMap(config: AnyResourceConfig): Map<string, FieldConfig> {
  return new Map(config.fields.map((field) => [field.source, field]));
}

/** The named fields that may appear in `area`, in the given order; by default every field of the area in field order. */
export function fieldsIn(config: AnyResourceConfig, area: Area, names?: readonly string[]): FieldConfig[] {
  const bySource = fieldMap(config);
  const picked = names ? names.map((name) => bySource.get(name)) : config.fields;
  return picked.filter((field): field is FieldConfig => field !== undefined && field.areas.includes(area));
}

export function columnsOf(config: AnyResourceConfig): FieldConfig[] {
  return fieldsIn(config, 'column', config.list.columns);
}

/** A filter: a field's input, or the keyword input. */
export type FilterEntry = { kind: 'field'; field: FieldConfig } | { kind: 'keyword' };

export function filtersOf(config: AnyResourceConfig): FilterEntry[] {
  const names = config.list.filters ?? [
    ...config.fields.filter((field) => field.areas.includes('filter')).map((field) => field.source),
    ...(config.list.keyword ? ['keyword'] : []),
  ];
  const bySource = fieldMap(config);
  const entries: FilterEntry[] = [];
  for (const name of names) {
    if (name === 'keyword') {
      if (config.list.keyword) entries.push({ kind: 'keyword' });
      continue;
    }
    const field = bySource.get(name);
    if (field?.areas.includes('filter')) entries.push({ kind: 'field', field });
  }
  return entries;
}

/** The request parameter(s) a field filters on. */
export function filterParamsOf(field: FieldConfig): string[] {
  if (field.filterParam) return [field.filterParam];
  if (field.kind === 'datetime') return ['start_time', 'end_time'];
  return [field.source];
}

/** A `when` of record fields as list-call filters (a badge's count). */
export function filterOf(config: AnyResourceConfig, when: When): Record<string, unknown> {
  const bySource = fieldMap(config);
  return Object.fromEntries(
    Object.entries(when).map(([source, value]) => {
      const field = bySource.get(source);
      return [field?.filterParam ?? source, value];
    }),
  );
}

export interface ResolvedGroup {
  title?: string;
  fields: FieldConfig[];
  part?: FieldGroup['part'];
}

/** The groups of a form or of the detail, each keeping only the fields allowed in the area. */
export function groupsIn(config: AnyResourceConfig, area: 'form' | 'detail', groups: readonly FieldGroup[] | undefined): ResolvedGroup[] {
  const declared = groups ?? [{ fields: config.fields.map((field) => field.source) }];
  return declared.map((group) => ({
    ...(group.title ? { title: group.title } : {}),
    fields: fieldsIn(config, area, group.fields),
    ...(group.part ? { part: group.part } : {}),
  }));
}

/** Every field a form shows. */
export function formFieldsOf(config: AnyResourceConfig, form: FormConfig): FieldConfig[] {
  return groupsIn(config, 'form', form.groups).flatMap((group) => group.fields);
}
