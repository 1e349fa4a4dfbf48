/**
 * The profile's account sections (issue 28): password, signed-in devices, "Download my data" and
 * "Close account", each in its own card below the editing section.
 */
import { Card } from '@/components/ui/card';
import { CloseSection } from './close-section';
import { DataSection } from './data-section';
import { DevicesSection } from './devices-section';
import { PasswordSection } from './password-section';

export function AccountSections() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Card>
        <PasswordSection />
      </Card>
      <Card>
        <DevicesSection />
      </Card>
      <Card>
        <DataSection />
      </Card>
      <Card>
        <CloseSection />
      </Card>
    </div>
  );
}
