import { useEffect } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { toastDefaults } from '../data/toast';
import { setNavigate, setNotify } from '../data/uiBridge';

/**
 * Lends react-admin's notify and the router's navigate to the data layer (HTTP client, providers),
 * which lives outside React. Mount it once inside `<Admin>` (ToastNotification does); it renders nothing.
 */
export function UiBridge(): null {
  const notify = useNotify();
  const navigate = useNavigate();

  useEffect(() => {
    const restoreNotify = setNotify((message, { type, args }) =>
      notify(message, {
        type,
        autoHideDuration: toastDefaults.durationMs,
        // `_` is the translator's fallback: a raw server detail that is no i18n key is shown as is.
        messageArgs: { ...args, _: message },
      }),
    );
    const restoreNavigate = setNavigate((path) => navigate(path));
    return () => {
      restoreNavigate();
      restoreNotify();
    };
  }, [notify, navigate]);

  return null;
}
