import { Notification } from 'react-admin';
import { toastDefaults } from '../data/toast';
import { UiBridge } from './UiBridge';

/**
 * Toasts per spec section 9: 3000 ms, 16 px from the top, centred.
 * Rendered once for the whole console (login page included), so it also hosts the bridge
 * that lets the HTTP client navigate and notify from outside React.
 */
export function ToastNotification() {
  return (
    <>
      <UiBridge />
      <Notification
        autoHideDuration={toastDefaults.durationMs}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: `${toastDefaults.offset}px !important` }}
      />
    </>
  );
}
