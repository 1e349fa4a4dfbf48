import { ShieldCheck } from 'lucide-react';
import { Illustration } from '../components/illustration';
import { Section, SectionHeading } from '../components/section';

/** The ids this section reads; the home and services catalogues both carry them. */
export type FutureId =
  | 'futureEyebrow'
  | 'futureTitle'
  | 'futureLead'
  | 'futureText'
  | 'safetyLabel'
  | 'safetyTitle'
  | 'safetyText'
  | 'futureAlt';

/**
 * "The Future We See", with the safety-measures note (Home and Services). Each page hands in its
 * own catalogue's words: a lazy page that imported the home catalogue would pull it (and, with
 * rolldown, the i18n runtime) out of the entry chunk into shared chunks, which costs the home route.
 */
export function FutureSection({ t }: { t: (id: FutureId) => string }) {
  return (
    <Section
      labelledBy="future-title"
      tone="alt"
      className="grid items-center gap-10 lg:grid-cols-2"
    >
      <div>
        <SectionHeading
          id="future-title"
          eyebrow={t('futureEyebrow')}
          title={t('futureTitle')}
          lead={t('futureLead')}
        />
        <p className="text-ink-muted">{t('futureText')}</p>
        <aside
          aria-label={t('safetyLabel')}
          className="mt-6 flex gap-4 rounded-card border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950"
        >
          <ShieldCheck
            aria-hidden="true"
            className="size-6 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p className="text-sm text-ink">
            <strong className="font-semibold">{t('safetyTitle')}</strong> {t('safetyText')}
          </p>
        </aside>
      </div>
      <Illustration
        src="/images/marketing/desert-road.svg"
        alt={t('futureAlt')}
        width={560}
        height={420}
        className="mx-auto max-w-lg rounded-card"
      />
    </Section>
  );
}
