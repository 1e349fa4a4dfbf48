import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { teamMessages } from '../messages/team/messages';
import { FallbackImage } from '../components/fallback-image';
import { Illustration } from '../components/illustration';
import { PageIntro } from '../components/page-intro';
import { Section, SectionHeading } from '../components/section';
import { TeamModal } from '../components/team-modal';
import { ExecutiveCard } from '../components/executive-card';
import { executives, founder, type TeamMember } from '../content/team';

export default function TeamPage() {
  const t = useT(teamMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('title'), t('description'));
  const [selected, setSelected] = useState<TeamMember | null>(null);
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: t('home'), to: localized(paths.home.path) }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <Illustration
          src="/images/marketing/team.svg"
          alt={t('teamAlt')}
          width={720}
          height={400}
          priority
          className="mx-auto max-w-3xl rounded-card"
        />
      </div>
      <Section
        labelledBy="founder-title"
        className="grid items-center gap-8 md:grid-cols-[auto_1fr]"
      >
        <FallbackImage
          src={founder.image}
          alt={t('portraitOf', { name: founder.name })}
          width={240}
          height={240}
          className="mx-auto size-48 rounded-full sm:size-60"
        />
        <div>
          <SectionHeading id="founder-title" eyebrow={founder.title} title={founder.name} />
          <p className="-mt-4 text-ink-muted">{founder.description}</p>
          <a
            href={company.founderProfileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'mt-6')}
          >
            {t('visitProfile')}
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </div>
      </Section>
      <Section labelledBy="executives-title" tone="alt">
        <SectionHeading
          id="executives-title"
          eyebrow={t('leadership')}
          title={t('executivesTitle')}
          center
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {executives.map((member) => (
            <li key={member.id}>
              <ExecutiveCard member={member} onOpen={() => setSelected(member)} />
            </li>
          ))}
        </ul>
      </Section>
      <TeamModal member={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
