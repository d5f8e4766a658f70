import { useCallback, useEffect, useState } from 'react';

/** Seconds before another phone code can be sent (the server sends one a minute per phone). */
export const resendSeconds = 60;

/** The seconds left before another code may be sent, counting down once started. */
export function useResendCooldown(): { seconds: number; start: () => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback(() => setSeconds(resendSeconds), []);
  return { seconds, start };
}
