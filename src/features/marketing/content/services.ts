/** "One App, Unlimited Possibilities": the services of spec section 1 (words in the home catalogue). */
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
} from 'lucide-react';
import { homeMessages } from '../messages/home/messages';
import { tile, type Tile } from './words';

export type AppService = Tile;

export const appServices: readonly AppService[] = [
  tile(homeMessages, 'regional', Map),
  tile(homeMessages, 'city', Route),
  tile(homeMessages, 'recovery', Truck),
  tile(homeMessages, 'courier', Send),
  tile(homeMessages, 'movers', PackageOpen),
  tile(homeMessages, 'tourism', Compass),
  tile(homeMessages, 'airport', Plane),
  tile(homeMessages, 'hourly', Clock),
  tile(homeMessages, 'sharing', Users),
  tile(homeMessages, 'parcel', Package),
  tile(homeMessages, 'custom', Car),
  tile(homeMessages, 'scheduled', CalendarClock),
  tile(homeMessages, 'corporate', Briefcase),
];
