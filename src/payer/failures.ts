import { useCallback } from 'react';
import { codes, PayerApiError } from './http';
import { usePayerI18n } from './i18n';
import { useToast } from './toasts';

/**
 * The refusals every payer screen meets alike, in the wallet app and the checkout: no network (a toast), and an ended
 * session (a toast, then `onSessionEnded`). The handler answers true when it has told the payer; `onRefused` hears
 * every other refusal of the server, which the screen then tells in its own words. Both callbacks are to be stable.
 */
export function usePayerFailure(onSessionEnded: () => void, onRefused?: (error: PayerApiError) => void): (error: unknown) => boolean {
  const { t } = usePayerI18n();
  const toast = useToast();
  return useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof PayerApiError)) return false;
      if (error.code === 0) {
        toast(t('payer.errors.network'), 'error');
        return true;
      }
      if (error.code === codes.unauthorized) {
        toast(t('payer.errors.sessionExpired'), 'warning');
        onSessionEnded();
        return true;
      }
      onRefused?.(error);
      return false;
    },
    [onSessionEnded, onRefused, t, toast],
  );
}
