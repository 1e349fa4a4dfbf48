import { useEffect, useState } from 'react';
import { apiErrorInfo } from '@/lib/api-error';
import { authApi } from '../api';

/** Spec section 9: the sponsor is looked up 500 ms after typing stops. */
export const SPONSOR_DEBOUNCE_MS = 500;

export type SponsorStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; name: string }
  /** Which of the auth catalogue's sentences says what went wrong (worded where it shows). */
  | { kind: 'error'; message: 'sponsorNotFound' | 'invalidSponsor' | 'sponsorError' };

/** Looks the typed sponsor up (username or sponsor id) and says who it is (spec section 8). */
export function useSponsorLookup(value: string): SponsorStatus {
  const query = value.trim();
  // The answer is kept with the query it belongs to, so a stale answer is never shown.
  const [result, setResult] = useState<{ for: string; status: SponsorStatus } | null>(null);

  useEffect(() => {
    if (!query) return;
    let live = true;
    const timer = setTimeout(() => {
      authApi.byUsername(query).then(
        ({ user }) => {
          if (!live) return;
          const first = user.firstName.trim();
          const last = user.lastName.trim();
          // The name shows only when both parts exist (API-CONTRACT section 3).
          setResult({
            for: query,
            status:
              first && last
                ? { kind: 'found', name: `${first} ${last}` }
                : { kind: 'error', message: 'sponsorNotFound' },
          });
        },
        (error: unknown) => {
          if (!live) return;
          const notFound = apiErrorInfo(error, '').status === 404;
          setResult({
            for: query,
            status: {
              kind: 'error',
              message: notFound ? 'invalidSponsor' : 'sponsorError',
            },
          });
        },
      );
    }, SPONSOR_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  if (!query) return { kind: 'idle' };
  return result?.for === query ? result.status : { kind: 'checking' };
}
