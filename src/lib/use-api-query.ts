/**
 * Loads one call's data for a screen section: `loading`, then `data` or `error` (spec section 4,
 * "Each section has a loading state, then data or an empty message").
 * `key` names what is loaded (e.g. the user id and page); `null` waits, for example until the
 * current user's id is available. A new key loads again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorInfo, type ApiErrorInfo } from './api-error';
import { activeLanguage } from '@/i18n/catalogue';

/**
 * The failure as the reader reads it. English keeps the server's words (spec section 8); on an
 * Arabic page `message` is the page's own (Arabic) fallback, so a section showing
 * `error.message` shows no English; `code` stays for pages that word it (apiErrorText). The
 * API's translations are not imported here: every member page carries this hook (budgets).
 */
function shownError(error: unknown, fallback: string): ApiErrorInfo {
  const info = apiErrorInfo(error, fallback);
  return activeLanguage() === 'en' ? info : { ...info, message: fallback };
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
