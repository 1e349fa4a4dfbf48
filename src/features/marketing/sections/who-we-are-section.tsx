import { Compass, HeartHandshake, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Illustration } from '../components/illustration';
import { Section, SectionHeading } from '../components/section';

const POINTS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Our mission',
    text: 'Fairness, transparency and driver empowerment in every fare, every payout and every decision.',
    icon: Compass,
  },
  {
    title: 'More than rides',
    text: 'Deliveries, moving, recovery, tours and airport transfers: one app for the way you move.',
    icon: Sparkles,
  },
  {
    title: 'Community first',
    text: 'Riders and drivers share in our growth through referral rewards, retirement support and tribute assistance.',
    icon: HeartHandshake,
  },
  {
    title: 'A movement',
    text: 'Thousands of members across 5 countries, building a fairer way to travel together.',
    icon: Users,
  },
];

export function WhoWeAreSection() {
  return (
    <Section labelledBy="who-title" className="grid items-center gap-10 lg:grid-cols-[5fr_6fr]">
      <Illustration
        src="/images/marketing/community.svg"
        alt="Riders and a driver gathered around a Rihla car"
        width={560}
        height={420}
        className="mx-auto max-w-lg rounded-card"
      />
      <div>
        <SectionHeading
          id="who-title"
          eyebrow="Who We Are"
          title="A ride-hailing company built around people"
          lead="Rihla started with a simple belief: the people who keep a city moving deserve a fair deal, and the people they carry deserve to feel safe."
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {POINTS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
