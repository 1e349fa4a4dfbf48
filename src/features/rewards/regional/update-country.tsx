import { lazy, Suspense, useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { withActiveLanguage } from '@/i18n/with-language';
import { regionalMessages } from './messages';

// The dialog, its words, its country list and the modal load with the first click, not with
// the page (its Arabic words with it).
const CountryDialog = lazy(() => withActiveLanguage(import('./country-dialog')));

/**
 * Spec 2 and 5's "Update Country": once a browser prompt, now a dialog with a country select
 * (focus stays inside, Escape closes it). A cancelled or empty choice sends nothing.
 */
export function UpdateCountryButton({ userId, onSent }: { userId: string; onSent: () => void }) {
  const t = useT(regionalMessages);
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
        {t('updateCountry')}
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
