import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { formErrors, passwordChangeForm } from '../../../openapi/rules';
import { fieldErrorsOf } from '../../resourceLayer/submit';
import { accountSecurityApi } from './accountSecurityApi';

type PasswordChangeValues = z.input<typeof passwordChangeForm>;

const passwordFields = ['old_password', 'new_password', 'confirm_password'] as const;

const validatePasswordChange = (values: Record<string, unknown>) => formErrors(passwordChangeForm, values);

/** Change password (spec section 5): old, new and confirmation, checked here and again by the server. */
export function PasswordChangeCard() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key empties the form after a change.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    const { old_password, new_password, confirm_password } = values as PasswordChangeValues;
    try {
      await accountSecurityApi.changePassword({ old_password, new_password, confirm_password });
    } catch (error) {
      return fieldErrorsOf(error, passwordFields);
    }
    notify('kassa.accountSecurity.password.changed', { type: 'success' });
    setFormKey((key) => key + 1);
    return undefined;
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.accountSecurity.password.title')}
        </Typography>
        <Form key={formKey} onSubmit={submit} validate={validatePasswordChange} noValidate>
          <PasswordInput source="old_password" autoComplete="current-password" fullWidth />
          <PasswordInput source="new_password" autoComplete="new-password" helperText="kassa.accountSecurity.password.rule" fullWidth />
          <PasswordInput source="confirm_password" autoComplete="new-password" fullWidth />
          <SaveButton label="kassa.accountSecurity.password.submit" icon={<></>} />
        </Form>
      </CardContent>
    </Card>
  );
}
