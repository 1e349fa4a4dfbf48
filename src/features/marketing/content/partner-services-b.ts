import { CircleDot, Droplets, Landmark, Store } from 'lucide-react';
import { point, type PartnerService } from './partner-service-types';

export const partnerServicesB: readonly PartnerService[] = [
  {
    id: 'tyre-shops',
    title: 'Tyre Shops',
    icon: CircleDot,
    image: '/images/marketing/svc-tyres.svg',
    summary: 'Tyre shops nearby, with prices you can compare.',
    description:
      'Heat and long distances are hard on tyres. Find a shop near you, compare brands and prices, and have new tyres fitted and balanced the same day.',
    need: 'Tyres without the hassle',
    points: [
      point('Compare prices', 'See brands and prices from nearby shops.'),
      point('Same-day fitting', 'Fitting, balancing and alignment while you wait.'),
      point('Mobile service', 'Some partners fit tyres at your home or office.'),
      point('Safety checks', 'Free pressure and tread checks at partner shops.'),
      point('Seasonal advice', 'Tyres suited to summer heat and desert roads.'),
    ],
  },
  {
    id: 'car-dealers',
    title: 'Car Dealers',
    icon: Store,
    image: '/images/marketing/svc-dealers.svg',
    summary: 'New and used cars from dealers drivers trust.',
    description:
      'Looking for your next car, or a car to start driving with us? Browse dealers that offer fair deals, clear histories and finance options.',
    need: 'Buy with confidence',
    points: [
      point('Checked dealers', 'Dealers with a record of honest sales.'),
      point('Vehicle history', 'Service and accident history for used cars.'),
      point('Driver-ready cars', 'Models that meet our ride standards.'),
      point('Finance options', 'Payment plans from partner banks.'),
      point('Trade-in', 'Fair valuations for your current car.'),
      point('Test drives', 'Book a test drive from the app.'),
    ],
  },
  {
    id: 'tourism-hub',
    title: 'Tourism, Hotels, Restaurants and Events',
    icon: Landmark,
    image: '/images/marketing/svc-tourism.svg',
    summary: 'Tours, stays, meals and events in one place.',
    description:
      'Plan a day out or a whole holiday. Discover desert safaris, heritage sites, hotels, restaurants and events, and ride there with one tap.',
    need: 'Everything for a great trip',
    points: [
      point('Desert safaris', 'Dune drives, camel rides and evening camps.'),
      point('Heritage tours', 'Old souks, forts and museums with local guides.'),
      point('City highlights', 'Skyline views, beaches and waterfront walks.'),
      point('Hotels', 'Stays for every budget, from city hotels to desert resorts.'),
      point('Restaurants', 'Local favourites and fine dining, with table booking.'),
      point('Events', 'Concerts, festivals and sports, with rides there and back.'),
      point('Airport transfers', 'Arrive and leave without waiting for a taxi.'),
      point('Hourly drivers', 'A car and driver for a full day of sightseeing.'),
      point('Family friendly', 'Child seats and rides for women and families.'),
      point('One booking', 'Ride, stay and tickets together in the app.'),
    ],
  },
  {
    id: 'car-wash',
    title: 'Car Wash and Detailing',
    icon: Droplets,
    image: '/images/marketing/svc-car-wash.svg',
    summary: 'A spotless car, at a station or at your door.',
    description:
      'Dust and sand do not wait. Book a wash or a full detail at a partner station, or have a team come to you with water-saving equipment.',
    need: 'Keep your car shining',
    points: [
      point('Express wash', 'Outside wash and dry in under half an hour.'),
      point('Full detailing', 'Interior deep clean, polish and protection.'),
      point('At your door', 'Mobile teams at your home or office.'),
      point('Water saving', 'Low-water methods suited to the climate.'),
      point('Driver plans', 'Monthly plans that keep ride cars fresh.'),
    ],
  },
];
