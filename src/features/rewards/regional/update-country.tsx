import { lazy, Suspense, useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COUNTRY_TEXT } from './country-text';

// The dialog, its country list and the modal load with the first click, not with the page.
const CountryDialog = lazy(() => import('./country-dialog'));

/**
 * Spec 2 and 5's "Update Country": once a browser prompt, now a dialog with a country select
 * (focus stays inside, Escape closes it). A cancelled or empty choice sends nothing.
 */
export function UpdateCountryButton({ userId, onSent }: { userId: string; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <MapPin aria-hidden="true" className="size-4" />
        {COUNTRY_TEXT.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CountryDialog
            userId={userId}
            onClose={() => {
              setOpen(false);
            }}
            onSent={() => {
              setOpen(false);
              onSent();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
