import type { ReactElement } from 'react';
import { z } from 'zod';
import type { Endpoint } from '../../openapi/endpoints';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
import { CoinInput } from './FieldInput';
import { filterParamsOf, filtersOf } from './areas';
import { dayRange } from './format';

/*
 * The list's filters (spec sections 4 and 5): a state with All, a coin, a day range, and the order or serial number.
 * From 600 px all are always on; below, they fold behind react-admin's Filters button, which adds each chosen one
 * to the filter form, so the records start near the top of a phone's screen. An emptied filter is no filter: the data
 * provider leaves it out.
 */

const allLabel = 'kassa.resourceLayer.filters.all';

/**
 * The value a choice filter sends for All: `all` when the list call names it among the filter's values (a review
 * queue lists what is pending unless asked for `all`), else nothing, which the list call reads as every value.
 */
function allValueOf(list: Endpoint, param: string): string {
  const request = list.request;
  let rule: unknown = request instanceof z.ZodObject ? (request.shape as Record<string, unknown>)[param] : undefined;
  while (rule instanceof z.ZodDefault || rule instanceof z.ZodOptional) rule = rule instanceof z.ZodDefault ? rule.unwrap() : rule.unwrap();
  return rule instanceof z.ZodEnum && (rule.options as unknown[]).includes('all') ? 'all' : '';
}

/** The filters a list opens with (`list.filterDefaults`), by the list call's parameters. */
export function filterDefaultsOf(config: AnyResourceConfig): Record<string, string> {
  const bySource = new Map(config.fields.map((field) => [field.source, field]));
  return Object.fromEntries(
    Object.entries(config.list.filterDefaults ?? {}).map(([source, value]) => {
      const field = bySource.get(source);
      return [(field && filterParamsOf(field)[0]) ?? source, String(value)];
    }),
  );
}

function fieldFilters(config: AnyResourceConfig, field: FieldConfig, alwaysOn: boolean): ReactElement[] {
  const resource = config.name;
  const [param = field.source] = filterParamsOf(field);
  const label = `resources.${resource}.fields.${field.source}`;
  switch (field.kind) {
    case 'status':
    case 'choice':
      return [
        <SelectInput
          key={param}
          source={param}
          label={label}
          choices={[...(field.choices ?? [])]}
          emptyText={allLabel}
          emptyValue={allValueOf(config.api.list, param)}
          alwaysOn={alwaysOn}
        />,
      ];
    case 'coin':
      return [<CoinInput key={param} field={{ ...field, source: param, required: false }} scope={field.coins ?? 'all'} label={label} emptyText={allLabel} alwaysOn={alwaysOn} />];
    case 'datetime':
      return [
        <DateInput
          key="start_time"
          source="start_time"
          label="kassa.resourceLayer.filters.start_time"
          parse={dayRange.startOf}
          format={dayRange.dayOfStart}
          alwaysOn={alwaysOn}
        />,
        <DateInput
          key="end_time"
          source="end_time"
          label="kassa.resourceLayer.filters.end_time"
          parse={dayRange.endOf}
          format={dayRange.dayOfEnd}
          alwaysOn={alwaysOn}
        />,
      ];
    case 'boolean':
      return [
        <SelectInput
          key={param}
          source={param}
          label={label}
          choices={[
            { id: 'true', name: 'ra.boolean.true' },
            { id: 'false', name: 'ra.boolean.false' },
          ]}
          parse={(value: unknown) => (value === 'true' ? true : value === 'false' ? false : null)}
          format={(value: unknown) => (value === true ? 'true' : value === false ? 'false' : '')}
          emptyText={allLabel}
          alwaysOn={alwaysOn}
        />,
      ];
    default:
      return [<TextInput key={param} source={param} label={label} alwaysOn={alwaysOn} />];
  }
}

/** The filter inputs react-admin's <List filters> takes: always on, or `folded` behind the Filters button. */
export function filterInputsOf(config: AnyResourceConfig, { folded = false }: { folded?: boolean } = {}): ReactElement[] {
  const alwaysOn = !folded;
  return filtersOf(config).flatMap((entry) =>
    entry.kind === 'keyword'
      ? [<TextInput key="keyword" source="keyword" label={`resources.${config.name}.fields.keyword`} alwaysOn={alwaysOn} resettable />]
      : fieldFilters(config, entry.field, alwaysOn),
  );
}
