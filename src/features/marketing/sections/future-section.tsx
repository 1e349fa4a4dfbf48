import { ShieldCheck } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';
import { Illustration } from '../components/illustration';
import { Section, SectionHeading } from '../components/section';

/** "The Future We See", with the safety-measures note (Home and Services). */
export function FutureSection() {
  const t = useT(homeMessages);
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
