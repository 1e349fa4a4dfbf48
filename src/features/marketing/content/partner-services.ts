/**
 * The nine partner service lines of spec section 1, in the spec's order. Their words are in the
 * services catalogue (`${key}`, `${key}Summary`, `${key}Text`, `${key}Need`, and each point
 * `${key}${n}` with `${key}${n}Text`), read in the active language each time they are read.
 */
import {
  Car,
  CircleDot,
  Droplets,
  KeyRound,
  Landmark,
  PackageOpen,
  Store,
  Truck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { translate } from '@/i18n/catalogue';
import { servicesMessages } from '../messages/services/messages';
import type en from '../messages/services/messages.en';
import type { PartnerService, ServicePoint } from './partner-service-types';

type Id = keyof typeof en;
/** The services' keys: the ids that have a summary. */
type Key = { [K in Id]: `${K}Summary` extends Id ? K : never }[Id];
/** The point numbers a service has. */
type PointOf<K extends Key> = {
  [P in Id]: P extends `${K}${infer N extends number}` ? N : never;
}[Id];

const word = (id: Id) => translate(servicesMessages, id);

function service<K extends Key>(
  id: string,
  key: K,
  icon: LucideIcon,
  image: string,
  points: readonly PointOf<K>[],
): PartnerService {
  const point = (n: PointOf<K>): ServicePoint => ({
    get headline() {
      return word(`${key}${n}` as Id);
    },
    get text() {
      return word(`${key}${n}Text` as Id);
    },
  });
  return {
    id,
    icon,
    image: `/images/marketing/${image}.svg`,
    points: points.map(point),
    get title() {
      return word(key);
    },
    get summary() {
      return word(`${key}Summary`);
    },
    get description() {
      return word(`${key}Text` as Id);
    },
    get need() {
      return word(`${key}Need` as Id);
    },
  };
}

export const partnerServices: readonly PartnerService[] = [
  service('car-recovery', 'recovery', Truck, 'svc-recovery', [1, 2, 3, 4, 5, 6, 7]),
  service('cab-rides', 'cab', Car, 'svc-cab', [1, 2, 3, 4, 5, 6, 7, 8]),
  service('packers-movers', 'movers', PackageOpen, 'svc-movers', [1, 2, 3, 4, 5, 6]),
  service('repair-workshops', 'workshops', Wrench, 'svc-workshop', [1, 2, 3, 4, 5]),
  service('tyre-shops', 'tyres', CircleDot, 'svc-tyres', [1, 2, 3, 4, 5]),
  service('key-road-help', 'roadHelp', KeyRound, 'svc-road-help', [1, 2, 3, 4, 5, 6]),
  service('car-dealers', 'dealers', Store, 'svc-dealers', [1, 2, 3, 4, 5, 6]),
  service('tourism-hub', 'tourism', Landmark, 'svc-tourism', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  service('car-wash', 'wash', Droplets, 'svc-car-wash', [1, 2, 3, 4, 5]),
];
