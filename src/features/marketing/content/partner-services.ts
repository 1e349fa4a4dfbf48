/** The nine partner service lines of spec section 1, in the spec's order. */
import { partnerServicesA } from './partner-services-a';
import { partnerServicesB } from './partner-services-b';
import type { PartnerService } from './partner-service-types';

const byId = new Map([...partnerServicesA, ...partnerServicesB].map((s) => [s.id, s]));
const ORDER = [
  'car-recovery',
  'cab-rides',
  'packers-movers',
  'repair-workshops',
  'tyre-shops',
  'key-road-help',
  'car-dealers',
  'tourism-hub',
  'car-wash',
];

export const partnerServices: readonly PartnerService[] = ORDER.flatMap((id) => {
  const service = byId.get(id);
  return service ? [service] : [];
});
