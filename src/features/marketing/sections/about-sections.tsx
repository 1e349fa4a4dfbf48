import { Eye, Target } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { aims, whyJoin } from '../content/about';
import { Section, SectionHeading } from '../components/section';
import { aboutMessages } from '../messages/about/messages';

export function WhyJoinSection() {
  const t = useT(aboutMessages);
  return (
    <Section labelledBy="why-join-title" tone="alt">
      <SectionHeading id="why-join-title" eyebrow={t('whyEyebrow')} title={t('whyTitle')} center />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {whyJoin.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="rounded-card border border-line bg-surface-raised p-6 shadow-card"
          >
            <Icon aria-hidden="true" className="mb-3 size-7 text-brand-600 dark:text-brand-300" />
            <h3 className="font-semibold">{t(id)}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t(`${id}Text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AimsSection() {
  const t = useT(aboutMessages);
  return (
    <Section labelledBy="aims-title">
      <SectionHeading
        id="aims-title"
        eyebrow={t('aimsEyebrow')}
        title={t('aimsTitle')}
        lead={t('aimsLead')}
        center
      />
      <ol className="grid gap-5 md:grid-cols-3">
        {aims.map((aim, i) => (
          <li
            key={aim}
            className="relative rounded-card border border-line bg-surface-raised p-6 shadow-card"
          >
            <span className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-ink">
              {i + 1}
            </span>
            <p className="text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-700 uppercase dark:text-sand-300">
              {t(`${aim}Term`)}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{t(aim)}</h3>
            <p className="mt-2 text-sm text-ink-muted">{t(`${aim}Text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function VisionMissionSection() {
  const t = useT(aboutMessages);
  const cards = [
    { id: 'vision', icon: Eye },
    { id: 'mission', icon: Target },
  ] as const;
  return (
    <Section labelledBy="vision-title" tone="alt">
      <h2 id="vision-title" className="sr-only">
        {t('visionMission')}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map(({ id, icon: Icon }) => (
          <article
            key={id}
            className="rounded-card bg-brand-800 p-8 text-white shadow-raised dark:bg-brand-900"
          >
            <Icon aria-hidden="true" className="mb-4 size-8 text-sand-300" />
            <h3 className="text-xl font-bold">{t(id)}</h3>
            <p className="mt-3 text-brand-100">{t(`${id}Text`)}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
