import { useSyncExternalStore } from 'react';
import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from '@/lib/notify';

/**
 * Below the sticky navbar (its height and border), so a toast never covers its buttons (issue 14).
 */
const TOASTER_TOP = 'calc(var(--navbar-height) + 1px + 0.75rem)';

/**
 * The page's direction, kept by the language provider on <html dir> (the toaster is mounted
 * above the router, outside the language context).
 */
function subscribeToDirection(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => {
    observer.disconnect();
  };
}
const isRtl = () => document.documentElement.dir === 'rtl';

/**
 * Top-right (top-left in Arabic, the end side); success green and error red with white text;
 * loading grey (spec section 9).
 */
export function Toaster() {
  const rtl = useSyncExternalStore(subscribeToDirection, isRtl, () => false);
  return (
    <HotToaster
      position={rtl ? 'top-left' : 'top-right'}
      containerStyle={{ top: TOASTER_TOP }}
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        style: { borderRadius: '0.75rem', fontSize: '0.875rem', maxWidth: '22rem' },
        success: {
          duration: TOAST_DURATIONS.success,
          style: { background: '#15803d', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#15803d' },
        },
        error: {
          duration: TOAST_DURATIONS.error,
          style: { background: '#b91c1c', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
        },
        loading: { style: { background: '#475569', color: '#ffffff' } },
      }}
    />
  );
}
