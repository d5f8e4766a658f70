import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useState } from 'react';
import {
  Form,
  LocalesMenuButton,
  PasswordInput,
  SaveButton,
  TextInput,
  ToggleThemeButton,
  useLogin,
  useTranslate,
} from 'react-admin';
import { formErrors, loginForm } from '../../openapi/rules';
import { ContentLinks } from '../pages/content';

const validateLogin = (values: Record<string, unknown>) => formErrors(loginForm, values);

interface LoginValues {
  username: string;
  password: string;
  google_code: string;
}

/** /Login: username, password and authenticator code (spec sections 2 and 5). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    try {
      await login(values as unknown as LoginValues, '/');
    } catch {
      // The HTTP client already told the user why (error catalogue toast).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <Stack direction="row" justifyContent="flex-end" sx={{ px: 1, pt: 1 }}>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </Stack>
        <CardContent>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <LockOutlined color="primary" />
            <Typography variant="h5" component="h1" textAlign="center">
              {translate('kassa.app.title')}
            </Typography>
            <Typography color="text.secondary" textAlign="center">
              {translate('kassa.login.title')}
            </Typography>
          </Stack>
          <Form onSubmit={submit} validate={validateLogin} noValidate>
            <TextInput source="username" label="kassa.login.username" autoComplete="username" autoFocus fullWidth />
            <PasswordInput source="password" label="kassa.login.password" autoComplete="current-password" fullWidth />
            <TextInput
              source="google_code"
              label="kassa.login.google_code"
              helperText="kassa.login.google_code_help"
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric' }}
              fullWidth
            />
            <SaveButton
              label="kassa.login.submit"
              icon={<></>}
              fullWidth
              disabled={submitting}
              alwaysEnable={!submitting}
              sx={{ mt: 1 }}
            />
          </Form>
        </CardContent>
      </Card>
      {/* The content pages, readable before signing in. */}
      <Box component="footer" sx={{ width: '100%', maxWidth: 400 }}>
        <ContentLinks />
      </Box>
    </Box>
  );
}
