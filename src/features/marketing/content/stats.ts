/** The figures of spec section 1, exactly as the spec gives them; their labels are catalogue ids. */
export interface CounterStat {
  /** The label's id in the stats catalogue. */
  id: 'countries' | 'cities' | 'members';
  /** The English label, kept only as the counter's stable test id. */
  testId: string;
  end: number;
  /** Seconds the count-up takes (spec section 9). */
  duration: number;
  /** Thousands separator, when the number has one. */
  separator?: string;
}

export const counterStats: readonly CounterStat[] = [
  { id: 'countries', testId: 'Countries', end: 5, duration: 2 },
  { id: 'cities', testId: 'Cities', end: 144, duration: 2 },
  { id: 'members', testId: 'Registered members', end: 1500, duration: 2.5, separator: ',' },
];

export interface FixedStat<Id extends string> {
  value: string;
  id: Id;
}

/** Labels in the home catalogue. */
export const satisfactionStats: readonly FixedStat<'satisfaction' | 'experience'>[] = [
  { value: '97%', id: 'satisfaction' },
  { value: '50+', id: 'experience' },
];

/** Labels in the about catalogue. */
export const travelStats: readonly FixedStat<'statExperience' | 'statDrivers'>[] = [
  { value: '50+', id: 'statExperience' },
  { value: '1,297+', id: 'statDrivers' },
];
