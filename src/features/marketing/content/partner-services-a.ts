import { Car, KeyRound, PackageOpen, Truck, Wrench } from 'lucide-react';
import { point, type PartnerService } from './partner-service-types';

export const partnerServicesA: readonly PartnerService[] = [
  {
    id: 'car-recovery',
    title: 'Car Recovery',
    icon: Truck,
    image: '/images/marketing/svc-recovery.svg',
    summary: 'A recovery truck to you, anywhere in the UAE, day or night.',
    description:
      'Breakdowns and accidents never pick a good time. Our recovery partners answer around the clock, reach you fast and move your car safely to a workshop, your home or a dealer.',
    need: 'Why drivers call us first',
    points: [
      point('Around the clock', 'Recovery trucks on call 24/7 across every emirate.'),
      point('Live tracking', 'Watch the truck approach on the map in the app.'),
      point('Fair prices', 'See the price before you confirm; no surprises on arrival.'),
      point('Flatbed trucks', 'Low-loading trucks for sports cars and EVs.'),
      point('Accident support', 'Help with police reports and insurance paperwork.'),
      point('Any destination', 'To your garage, a partner workshop or your home.'),
      point('Verified operators', 'Licensed, insured and rated by other drivers.'),
    ],
  },
  {
    id: 'cab-rides',
    title: 'Cab Rides',
    icon: Car,
    image: '/images/marketing/svc-cab.svg',
    summary: 'Safe, fairly priced rides with verified drivers.',
    description:
      'From a short hop across town to a long drive between emirates, every ride comes with a verified driver, a clear fare and live tracking you can share with family.',
    need: 'What every ride includes',
    points: [
      point('Verified drivers', 'Identity, licence and vehicle checked before the first trip.'),
      point('Women and families', 'Choose a ride with no male companion.'),
      point('Clear fares', 'The price is shown before you book.'),
      point('Share your trip', 'Send your live journey to the people you trust.'),
      point('Scheduled rides', 'Book ahead for flights, school runs and appointments.'),
      point('Lost items', 'Report anything left behind straight from the app.'),
      point('Rewards', 'Every ride adds to your points and your community’s.'),
      point('Support', 'Help center, e-mail and hotline whenever you need them.'),
    ],
  },
  {
    id: 'packers-movers',
    title: 'Packers and Movers',
    icon: PackageOpen,
    image: '/images/marketing/svc-movers.svg',
    summary: 'Careful movers for homes, offices and single items.',
    description:
      'Our moving partners pack, load, drive and unpack, with the right vehicle for a studio flat or a whole office. Get a quote in the app and pick a time that suits you.',
    need: 'A calm moving day',
    points: [
      point('Free survey', 'A video or home visit to quote the exact job.'),
      point('Packing materials', 'Boxes, wrap and blankets brought to your door.'),
      point('Furniture care', 'Dismantling and reassembly by trained crews.'),
      point('Right-sized trucks', 'Vans to large trucks, chosen for your load.'),
      point('Insured goods', 'Cover for your belongings while they travel.'),
      point('Storage', 'Short and long-term storage when dates do not line up.'),
    ],
  },
  {
    id: 'repair-workshops',
    title: 'Repair Workshops',
    icon: Wrench,
    image: '/images/marketing/svc-workshop.svg',
    summary: 'A directory of trusted workshops near you.',
    description:
      'Find a workshop for servicing, repairs or an inspection, compare what other drivers say, and book a slot without a single phone call.',
    need: 'Find the right workshop',
    points: [
      point('Rated by drivers', 'Reviews from people who drive for a living.'),
      point('Clear specialities', 'Engine, electrics, body work, air conditioning and more.'),
      point('Book a slot', 'Choose a time in the app and get a reminder.'),
      point('Pick-up and drop-off', 'Combine with a recovery or a ride home.'),
      point('Member offers', 'Discounts for Rihla drivers at partner workshops.'),
    ],
  },
  {
    id: 'key-road-help',
    title: 'Key Unlocking and Road Help',
    icon: KeyRound,
    image: '/images/marketing/svc-road-help.svg',
    summary: 'Locked out, flat battery or empty tank? Help is close.',
    description:
      'Small problems can stop a long day. Our road-help partners come to you to open a locked car, jump-start a battery, change a tyre or bring fuel.',
    need: 'Help on the road',
    points: [
      point('Lock-outs', 'Car doors opened without damage.'),
      point('Battery boost', 'Jump-starts and battery replacement on the spot.'),
      point('Flat tyres', 'Spare fitted or a tyre repaired where you stand.'),
      point('Fuel delivery', 'Enough fuel to reach the next station.'),
      point('Desert help', 'Sand recovery for cars stuck off the road.'),
      point('Live ETA', 'Know exactly when help will arrive.'),
    ],
  },
];
