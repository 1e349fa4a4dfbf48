import { useT } from '@/i18n/language-context';
import { opsMessages } from '../messages';
import { ageOf } from './format';

/** "12 min", "5 h", "3 days" since a time, in the console's language. */
export function useAgeText(): (iso: string) => string {
  const t = useT(opsMessages);
  return (iso) => {
    const age = ageOf(iso);
    return t(age.unit === 'm' ? 'ageMinutes' : age.unit === 'h' ? 'ageHours' : 'ageDays', {
      n: age.n,
    });
  };
}
