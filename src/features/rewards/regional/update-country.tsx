import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { requestCountryUpdate } from './api';

export const COUNTRY_PROMPT = 'Enter your new country:';
export const COUNTRY_SENT = 'Country update request sent to admin for verification.';
export const COUNTRY_FAILED = 'Failed to send country update request';

/** Spec 2 and 5: prompt for the country; an empty or cancelled answer sends nothing. */
export function UpdateCountryButton({ userId, onSent }: { userId: string; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  async function update() {
    const newCountry = window.prompt(COUNTRY_PROMPT)?.trim() ?? '';
    if (!newCountry) return;
    setBusy(true);
    try {
      await requestCountryUpdate(userId, newCountry);
      window.alert(COUNTRY_SENT);
      onSent();
    } catch {
      console.error('Country update request failed');
      window.alert(COUNTRY_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void update()} disabled={busy}>
      <MapPin aria-hidden="true" className="size-4" />
      Update Country
    </Button>
  );
}
