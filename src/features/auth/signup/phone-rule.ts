/**
 * The shared phone rule (contract/phone.ts, DECISIONS 31) with libphonenumber's mobile
 * metadata, about 33 KB gzip: fetched on its own as soon as the sign-up form mounts, so the
 * prerendered form comes alive without waiting for it. The server checks the same rule, so a
 * form sent before it arrives (or when it cannot be fetched) is still judged the same way.
 */
import { useEffect, useState } from 'react';

export type PhoneRule = typeof import('@contract/phone');

let rule: PhoneRule | null = null;
let loading: Promise<PhoneRule> | null = null;

export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import('@contract/phone').then(
    (m) => (rule = m),
    (error: unknown) => {
      loading = null; // try again next time
      throw error;
    },
  );
  return loading;
}

/** The rule once it is here (null before), starting the fetch on mount. */
export function usePhoneRule(): PhoneRule | null {
  const [loaded, setLoaded] = useState(rule);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadPhoneRule().then(
      (m) => {
        if (live) setLoaded(m);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
