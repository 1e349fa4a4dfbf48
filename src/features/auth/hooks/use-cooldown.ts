import { useCallback, useEffect, useState } from 'react';

/**
 * A whole-second countdown (the 60 s resend cooldown of spec section 9). It counts against an
 * end time rather than by ticks, so a throttled background tab still ends on time.
 */
export function useCooldown(): {
  remaining: number;
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const stop = useCallback(() => {
    setEndsAt(null);
  }, []);

  return {
    remaining: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)),
    start,
    stop,
  };
}
