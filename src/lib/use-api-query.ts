/**
 * Loads one call's data for a screen section: `loading`, then `data` or `error` (spec section 4,
 * "Each section has a loading state, then data or an empty message").
 * `key` names what is loaded (e.g. the user id and page); `null` waits, for example until the
 * current user's id is available. A new key loads again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from './api-error';
import { apiErrorText } from './api-messages';

/**
 * The failure with its `message` as the reader reads it: in English the server's words, in
 * Arabic their translation by code (DECISIONS 38), so a page showing `error.message` shows no
 * English on an Arabic screen.
 */
function shownError(error: unknown, fallback: string): ApiErrorInfo {
  const info = apiErrorInfo(error, fallback);
  return { ...info, message: apiErrorText(info, fallback) };
}

export interface ApiQuery<T> {
  data: T | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  refetch: () => void;
}

export function useApiQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  fallbackMessage: string,
): ApiQuery<T> {
  // The result is stored with the key (and reload count) it belongs to, so `loading` is derived
  // during render instead of being set inside the effect.
  const [result, setResult] = useState<{
    for: string;
    data: T | null;
    error: ApiErrorInfo | null;
  } | null>(null);
  const [nonce, setNonce] = useState(0);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const tag = `${key}#${nonce}`;
    fetcherRef.current().then(
      (data) => {
        if (live) setResult({ for: tag, data, error: null });
      },
      (error: unknown) => {
        if (live) setResult({ for: tag, data: null, error: shownError(error, fallbackMessage) });
      },
    );
    return () => {
      live = false;
    };
  }, [key, nonce, fallbackMessage]);

  const refetch = useCallback(() => {
    setNonce((n) => n + 1);
  }, []);
  const current = key !== null && result?.for === `${key}#${nonce}` ? result : null;
  return {
    // Keep showing the previous data while a reload runs (no flash of empty).
    data: current?.data ?? (key !== null ? (result?.data ?? null) : null),
    loading: key !== null && current === null,
    error: current?.error ?? null,
    refetch,
  };
}
