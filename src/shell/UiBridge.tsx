import { useEffect } from 'react';
import { Notification, useNavigate, useNotify } from 'react-admin';
import type { NotificationProps } from 'react-admin';
import { toastDefaults } from '../data/toast';
import { setNavigate, setNotify } from '../data/uiBridge';

/**
 * Lends react-admin's notify and the router's navigate to the data layer (HTTP client, providers),
 * which lives outside React. Mount it once inside `<Admin>` (for example in the layout); it renders nothing.
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

// MUI places a top snackbar 24 px (8 px on phones) from the edge; the spec asks for 16.
const offsetFromTop = { '&.MuiSnackbar-anchorOriginTopCenter': { top: toastDefaults.offsetPx } };

/**
 * react-admin's toast area with the spec section 9 settings (3000 ms, 16 px from the top edge).
 * Pass it as `<Admin notification={KassaNotification}>`.
 */
export function KassaNotification(props: NotificationProps) {
  return (
    <Notification
      autoHideDuration={toastDefaults.durationMs}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      {...props}
      sx={[offsetFromTop, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]}
    />
  );
}
