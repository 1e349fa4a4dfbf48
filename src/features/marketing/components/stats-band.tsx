import CountUp from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { useT } from '@/i18n/language-context';
import { counterStats, type CounterStat } from '../content/stats';
import { statsMessages } from '../messages/stats/messages';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Spec section 9: the counters start once, when at least 30% of the band is visible. */
export const COUNTER_THRESHOLD = 0.3;

// Latin digits and a comma in both languages, as UAE apps show figures.
const formatStat = (stat: CounterStat) =>
  stat.separator ? stat.end.toLocaleString('en-US') : String(stat.end);

/**
 * The count-up statistics band (5 countries, 144 cities, 1,500 members). Screen readers get the
 * final figures at once; the animated digits are decoration. No animation under reduced motion.
 */
export default function StatsBand() {
  const { ref, inView } = useInView({ threshold: COUNTER_THRESHOLD, triggerOnce: true });
  const reduced = usePrefersReducedMotion();
  const t = useT(statsMessages);
  return (
    <section
      ref={ref}
      aria-labelledby="stats-band-title"
      className="bg-brand-800 py-12 text-white sm:py-14 dark:bg-brand-950"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <h2 id="stats-band-title" className="sr-only">
          {t('statsTitle')}
        </h2>
        <dl className="grid gap-8 text-center sm:grid-cols-3">
          {counterStats.map((stat) => (
            <div key={stat.id} className="flex flex-col-reverse gap-1">
              <dt className="text-base font-medium text-brand-100">{t(stat.id)}</dt>
              <dd className="tabular text-3xl font-bold text-sand-300">
                <span aria-hidden="true" data-testid={`counter-${stat.testId}`}>
                  {reduced ? (
                    formatStat(stat)
                  ) : inView ? (
                    <CountUp
                      start={0}
                      end={stat.end}
                      duration={stat.duration}
                      separator={stat.separator ?? ''}
                    />
                  ) : (
                    '0'
                  )}
                </span>
                <span className="sr-only">{formatStat(stat)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
