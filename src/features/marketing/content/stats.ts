/** The figures of spec section 1, exactly as the spec gives them. */
export interface CounterStat {
  label: string;
  end: number;
  /** Seconds the count-up takes (spec section 9). */
  duration: number;
  /** Thousands separator, when the number has one. */
  separator?: string;
}

export const counterStats: readonly CounterStat[] = [
  { label: 'Countries', end: 5, duration: 2 },
  { label: 'Cities', end: 144, duration: 2 },
  { label: 'Registered members', end: 1500, duration: 2.5, separator: ',' },
];

export interface FixedStat {
  value: string;
  label: string;
}

export const satisfactionStats: readonly FixedStat[] = [
  { value: '97%', label: 'Customer satisfaction' },
  { value: '50+', label: 'Years of combined experience' },
];

export const travelStats: readonly FixedStat[] = [
  { value: '50+', label: 'Years of combined experience' },
  { value: '1,297+', label: 'Professional drivers' },
];
