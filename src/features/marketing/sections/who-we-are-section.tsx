import { Compass, HeartHandshake, Sparkles, Users } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { tile } from '../content/words';
import { homeMessages } from '../messages/home/messages';
import { Illustration } from '../components/illustration';
import { Section, SectionHeading } from '../components/section';

const POINTS = [
  tile(homeMessages, 'whoMission', Compass),
  tile(homeMessages, 'whoMore', Sparkles),
  tile(homeMessages, 'whoCommunity', HeartHandshake),
  tile(homeMessages, 'whoMovement', Users),
];

export function WhoWeAreSection() {
  const t = useT(homeMessages);
  return (
    <Section labelledBy="who-title" className="grid items-center gap-10 lg:grid-cols-[5fr_6fr]">
      <Illustration
        src="/images/marketing/community.svg"
        alt={t('whoAlt')}
        width={560}
        height={420}
        className="mx-auto max-w-lg rounded-card"
      />
      <div>
        <SectionHeading
          id="who-title"
          eyebrow={t('whoEyebrow')}
          title={t('whoTitle')}
          lead={t('whoLead')}
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {POINTS.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
