/** "One App, Unlimited Possibilities": the services of spec section 1. */
import {
  Briefcase,
  CalendarClock,
  Car,
  Clock,
  Compass,
  Map,
  Package,
  PackageOpen,
  Plane,
  Route,
  Send,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AppService {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const appServices: readonly AppService[] = [
  {
    title: 'Regional Rides',
    description: 'Comfortable trips between emirates with drivers who know every route.',
    icon: Map,
  },
  {
    title: 'City Connectors',
    description: 'Quick, fairly priced rides across town, day or night.',
    icon: Route,
  },
  {
    title: 'Car Recoveries',
    description: 'A recovery truck on its way when your car cannot go any further.',
    icon: Truck,
  },
  {
    title: 'Courier Delivery',
    description: 'Documents and small items collected and delivered the same day.',
    icon: Send,
  },
  {
    title: 'Shifting Movers',
    description: 'Careful movers and the right vehicle for a home or office move.',
    icon: PackageOpen,
  },
  {
    title: 'Tourism Discovery',
    description: 'Desert, heritage and city tours with local drivers as your guides.',
    icon: Compass,
  },
  {
    title: 'Airport Transfers',
    description: 'On time to every terminal, with room for the whole family’s luggage.',
    icon: Plane,
  },
  {
    title: 'Hourly Rentals',
    description: 'A car and driver by the hour for meetings, errands or shopping.',
    icon: Clock,
  },
  {
    title: 'Ride-Sharing',
    description: 'Share the journey and the fare with riders going your way.',
    icon: Users,
  },
  {
    title: 'Package Delivery',
    description: 'Parcels of every size, tracked from pick-up to doorstep.',
    icon: Package,
  },
  {
    title: 'Custom Delivery',
    description: 'Special requests handled with care, from gifts to spare parts.',
    icon: Car,
  },
  {
    title: 'Scheduled Rides',
    description: 'Book ahead for early flights, school runs and appointments.',
    icon: CalendarClock,
  },
  {
    title: 'Corporate Accounts',
    description: 'One account for your team’s travel, with clear monthly billing.',
    icon: Briefcase,
  },
];
