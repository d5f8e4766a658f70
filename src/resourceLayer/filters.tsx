import type { ReactElement } from 'react';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
import { CoinInput } from './FieldInput';
import { filterParamsOf, filtersOf } from './areas';
import { dayRange } from './format';

/*
 * The list's filters, all always on (spec sections 4 and 5): a state with All, a coin, a day range,
 * and the order or serial number. An emptied filter is no filter: the data provider leaves it out.
 */

const allLabel = 'kassa.resourceLayer.filters.all';

function fieldFilters(resource: string, field: FieldConfig): ReactElement[] {
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
          alwaysOn
        />,
      ];
    case 'coin':
      return [<CoinInput key={param} field={{ ...field, source: param, required: false }} scope={field.coins ?? 'all'} label={label} emptyText={allLabel} alwaysOn />];
    case 'datetime':
      return [
        <DateInput
          key="start_time"
          source="start_time"
          label="kassa.resourceLayer.filters.start_time"
          parse={dayRange.startOf}
          format={dayRange.dayOfStart}
          alwaysOn
        />,
        <DateInput
          key="end_time"
          source="end_time"
          label="kassa.resourceLayer.filters.end_time"
          parse={dayRange.endOf}
          format={dayRange.dayOfEnd}
          alwaysOn
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
          alwaysOn
        />,
      ];
    default:
      return [<TextInput key={param} source={param} label={label} alwaysOn />];
  }
}

/** The filter inputs react-admin's <List filters> takes. */
export function filterInputsOf(config: AnyResourceConfig): ReactElement[] {
  return filtersOf(config).flatMap((entry) =>
    entry.kind === 'keyword'
      ? [<TextInput key="keyword" source="keyword" label={`resources.${config.name}.fields.keyword`} alwaysOn resettable />]
      : fieldFilters(config.name, entry.field),
  );
}
