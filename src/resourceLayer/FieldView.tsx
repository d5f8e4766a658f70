import { Box, Chip, type Theme } from '@mui/material';
import { red } from '@mui/material/colors';
import { createElement } from 'react';
import { ReferenceField, useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { CopyButton } from './copy';
import type { Choice, FieldConfig, Tone } from './defineResource';
import { formatDateTime, formatMoney, formatRate, isNegativeAmount } from './format';
import { shortenMiddle, shortens } from './shorten';

/*
 * How one field of a record reads, by kind: the same in list cells and in the detail.
 */

/** The coin an amount is counted in: another field of the record, or a fixed coin. */
export function coinOf(field: FieldConfig, record: RaRecord | undefined): string | undefined {
  if (!field.coin) return undefined;
  if (typeof field.coin === 'object') return field.coin.fixed;
  const coin = record?.[field.coin] as unknown;
  return typeof coin === 'string' && coin !== '' ? coin : undefined;
}

function choiceOf(field: FieldConfig, value: unknown): Choice | undefined {
  return field.choices?.find((choice) => choice.id === value);
}

const chipColours: Record<Tone, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  default: 'default',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/** A state as a chip coloured by its tone. */
export function StatusChip({ field, value }: { field: FieldConfig; value: unknown }) {
  const translate = useTranslate();
  const choice = choiceOf(field, value);
  const label = choice ? translate(choice.name) : String(value);
  // Never cut short: in a crowded table its column keeps the whole word, and the text columns wrap instead.
  return (
    <Chip
      size="small"
      label={label}
      color={chipColours[choice?.tone ?? 'default']}
      data-tone={choice?.tone ?? 'default'}
      sx={{ maxWidth: 'none', '& .MuiChip-label': { overflow: 'visible' } }}
    />
  );
}

/** A text with its copy button; `short` shows it shortened in the middle, the whole text in its tooltip. */
function Copyable({ text, copyable, short = false }: { text: string; copyable: boolean | undefined; short?: boolean }) {
  const shown = short ? shortenMiddle(text) : text;
  // Shown whole (the detail), a long value (a chain address, a TXID) breaks where it must instead of running into
  // the next column, and a name in a crowded table wraps between its words, not inside them (break-word leaves a
  // column's narrowest width at its longest word); shortened ones keep to one line.
  const value =
    shown === text ? (
      <Box component="span" sx={short ? undefined : { overflowWrap: 'break-word', whiteSpace: 'normal' }}>
        {text}
      </Box>
    ) : (
      <span title={text} data-full={text}>
        {shown}
      </span>
    );
  if (!copyable || text === '') return value;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', maxWidth: '100%' }}>
      {value}
      <CopyButton text={text} />
    </Box>
  );
}

/**
 * One field of the record in context (or the field's bespoke `view` of it), followed by the field's bespoke mark
 * (`mark`) when it has one. `compact` (list cells and cards) shortens long values in the middle; the detail shows them
 * whole.
 */
export function FieldView({ field, compact = false }: { field: FieldConfig; compact?: boolean }) {
  const value = field.view ? createElement(field.view, { compact }) : <FieldValue field={field} compact={compact && shortens(field)} />;
  if (!field.mark) return value;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {value}
      {createElement(field.mark)}
    </Box>
  );
}

/**
 * `{ name: value }` as one line per name, each name by the screen's label `resources.<name>.values.<name>` when it
 * has one (else as written), booleans in words and an empty value as a dash.
 */
/** `choices`, when the field has them, name the values it holds (a payment method's type in a fiat withdrawal's destination). */
function NamedValues({ value, field }: { value: unknown; field: FieldConfig }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  if (typeof value !== 'object' || value === null) return <span>{String(value)}</span>;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {entries.map(([name, item]) => (
        <span key={name}>
          {translate(`resources.${resource}.values.${name}`, { _: name })}:{' '}
          {typeof item === 'boolean'
            ? translate(item ? 'ra.boolean.true' : 'ra.boolean.false')
            : item === null || item === ''
              ? '—'
              : choiceOf(field, item)
                ? translate(choiceOf(field, item)?.name ?? '')
                : String(item)}
        </span>
      ))}
    </Box>
  );
}

/** Money going out, in red that keeps AA contrast (4.5:1) on the light and the dark background. */
const negativeColour = (theme: Theme) => (theme.palette.mode === 'dark' ? red[200] : theme.palette.error.main);

function FieldValue({ field, compact }: { field: FieldConfig; compact: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resource = useResourceContext();
  const value = record?.[field.source] as unknown;
  if (value === undefined || value === null || value === '') return field.empty ? <span>{translate(`resources.${resource}.messages.${field.empty}`)}</span> : null;

  switch (field.kind) {
    case 'money': {
      const negative = isNegativeAmount(value);
      return (
        <Box component="span" data-kind="money" data-sign={negative ? 'negative' : undefined} sx={negative ? { whiteSpace: 'nowrap', color: negativeColour } : { whiteSpace: 'nowrap' }}>
          {formatMoney(String(value), coinOf(field, record), { decimals: field.decimals, language: locale })}
        </Box>
      );
    }
    case 'rate':
      return <span>{formatRate(String(value), field.percent)}</span>;
    case 'status':
      return <StatusChip field={field} value={value} />;
    case 'choice': {
      const choice = choiceOf(field, value);
      return <span>{choice ? translate(choice.name) : String(value)}</span>;
    }
    case 'datetime':
      return <span>{formatDateTime(String(value), locale)}</span>;
    case 'boolean':
      return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
    case 'reference':
      return field.reference ? <ReferenceField source={field.source} reference={field.reference.resource} link={false} /> : null;
    case 'ip':
      return (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          <Copyable text={String(value)} copyable={field.copyable} short={compact} />
        </Box>
      );
    case 'text':
    case 'coin': {
      // A text field may name some of its values (a reviewer 'automatic'): those read in the operator's language.
      const named = choiceOf(field, value);
      return <Copyable text={named ? translate(named.name) : String(value)} copyable={field.copyable} short={compact} />;
    }
    case 'values':
      return <NamedValues value={value} field={field} />;
  }
}
