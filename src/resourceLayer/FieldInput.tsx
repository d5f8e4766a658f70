import { InputAdornment } from '@mui/material';
import { createElement } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetRecordRepresentation,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCoins, type CoinScope } from './api';
import type { FieldConfig } from './defineResource';

/*
 * The form input of a field, by kind, or the bespoke input its config names.
 * Labels are react-admin's default: `resources.<name>.fields.<source>`.
 */

interface InputProps {
  field: FieldConfig;
  resource: string;
}

/** A choice among the coins, named by code. */
export function CoinInput({ field, scope, ...rest }: { field: FieldConfig; scope: CoinScope } & Record<string, unknown>) {
  const { choices, isPending } = useCoins(scope);
  return (
    <SelectInput
      source={field.source}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      isRequired={field.required === true}
      {...rest}
    />
  );
}

/** The coin an amount input counts in, when the form holds it. */
function CoinAdornment({ field }: { field: FieldConfig }) {
  const fromForm = useWatch({ name: typeof field.coin === 'string' ? field.coin : '__no_coin__' }) as unknown;
  const coin = typeof field.coin === 'object' ? field.coin.fixed : typeof fromForm === 'string' ? fromForm : undefined;
  return coin ? <InputAdornment position="end">{coin}</InputAdornment> : null;
}

function ReferenceSelect({ field }: { field: FieldConfig }) {
  const reference = field.reference!;
  const representation = useGetRecordRepresentation(reference.resource);
  return (
    <ReferenceInput source={field.source} reference={reference.resource} filter={reference.filter ?? {}} perPage={100}>
      <SelectInput optionText={representation} isRequired={field.required === true} />
    </ReferenceInput>
  );
}

export function FieldInput({ field, resource }: InputProps) {
  if (field.input) return createElement(field.input, { field, resource });
  const required = field.required === true;
  const common = { source: field.source, isRequired: required, ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}) };

  switch (field.kind) {
    case 'coin':
      return <CoinInput field={field} scope={field.coins ?? 'open'} {...common} />;
    case 'status':
    case 'choice':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return <ReferenceSelect field={field} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'money':
      return (
        <TextInput
          {...common}
          InputProps={{ endAdornment: <CoinAdornment field={field} /> }}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      );
    case 'rate':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />;
    case 'ip':
    case 'text':
      return <TextInput {...common} multiline={field.multiline === true} minRows={field.multiline ? 2 : undefined} />;
    case 'values':
      // Shown only (defineResource refuses it in forms).
      return null;
  }
}
