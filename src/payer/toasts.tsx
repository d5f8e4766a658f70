import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toastDefaults, type ToastType } from '../data/toast';

/** Spec section 9: 3000 ms, 16 px from the top, default type info; success, info, warning, error. */
export type ShowToast = (message: string, type?: ToastType) => void;

interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

const ToastContext = createContext<ShowToast>(() => undefined);

export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<ShowToast>((message, type = toastDefaults.type) => {
    const id = nextId.current++;
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, type }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    }, toastDefaults.durationMs);
    timers.current.add(timer);
  }, []);

  const value = useMemo(() => show, [show]);
  const polite = toasts.filter((toast) => toast.type === 'success' || toast.type === 'info');
  const assertive = toasts.filter((toast) => toast.type === 'warning' || toast.type === 'error');

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" style={{ top: toastDefaults.offset }}>
        <div role="status" aria-live="polite">
          {polite.map((toast) => (
            <p key={toast.id} className={`toast toast-${toast.type}`} data-type={toast.type}>
              {toast.message}
            </p>
          ))}
        </div>
        <div role="alert" aria-live="assertive">
          {assertive.map((toast) => (
            <p key={toast.id} className={`toast toast-${toast.type}`} data-type={toast.type}>
              {toast.message}
            </p>
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
