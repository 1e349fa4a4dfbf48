import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

/** Loads with `fetcher` when it changes (wrap it in useCallback); `reload` fetches again. */
export function useLoad<T>(fetcher: () => Promise<T>): { load: Load<T>; reload: () => void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    fetcher().then(
      (data) => {
        if (current) setLoad({ state: 'ready', data });
      },
      (error: unknown) => {
        if (current) setLoad({ state: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [fetcher, round]);
  const reload = useCallback(() => {
    setRound((n) => n + 1);
  }, []);
  return { load, reload };
}
