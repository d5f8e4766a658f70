/**
 * A value the platform quotes (a rate, a fee rate), shown read-only in a form and sent as the field's value, so the
 * request carries exactly what the form showed; the server answers 4000 quote_changed on the field when the quote it
 * holds differs, and the error shows here.
 */
import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { FieldInputProps } from './defineResource';
import { formatRate } from './format';

/** Keeps a form value equal to what the platform quotes (null while there is no quote). */
export function useQuotedValue(source: string, quoted: string | undefined) {
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    const next = quoted ?? null;
    if (getValues(source) !== next) setValue(source, next, { shouldDirty: true, shouldValidate: quoted !== undefined });
  }, [source, quoted, setValue, getValues]);
}

/** The quoted value as a disabled input labelled `label`; `hint` (a translation key) says what to choose while there is none. */
export function QuotedValue({ field, quoted, label, hint }: { field: FieldInputProps['field']; quoted: string | undefined; label: string; hint: string }) {
  const translate = useTranslate();
  useQuotedValue(field.source, quoted);
  const { fieldState } = useInput({ source: field.source, isRequired: true });
  return (
    <TextField
      label={translate(label)}
      value={quoted === undefined ? '' : formatRate(quoted, field.percent)}
      required
      disabled
      size="small"
      margin="dense"
      helperText={fieldState.error?.message ? <InputHelperText error={fieldState.error.message} /> : quoted === undefined ? translate(hint) : ' '}
      error={fieldState.error !== undefined}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
