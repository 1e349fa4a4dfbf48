import { Eye, Target } from 'lucide-react';
import { aims, mission, vision, whyJoin } from '../content/about';
import { Section, SectionHeading } from '../components/section';

export function WhyJoinSection() {
  return (
    <Section labelledBy="why-join-title" tone="alt">
      <SectionHeading
        id="why-join-title"
        eyebrow="Why Join"
        title="Why riders and drivers choose Rihla"
        center
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {whyJoin.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-card border border-line bg-surface-raised p-6 shadow-card"
          >
            <Icon aria-hidden="true" className="mb-3 size-7 text-brand-600 dark:text-brand-300" />
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AimsSection() {
  return (
    <Section labelledBy="aims-title">
      <SectionHeading
        id="aims-title"
        eyebrow="Our roadmap"
        title="What We Aim to Achieve"
        lead="Clear goals for the short, mid and long term, so members know where we are heading."
        center
      />
      <ol className="grid gap-5 md:grid-cols-3">
        {aims.map((aim, i) => (
          <li
            key={aim.term}
            className="relative rounded-card border border-line bg-surface-raised p-6 shadow-card"
          >
            <span className="mb-4 flex size-10 items-center justify-center rounded-full bg-accent font-bold text-accent-ink">
              {i + 1}
            </span>
            <p className="text-sm font-semibold tracking-wide text-sand-700 uppercase dark:text-sand-300">
              {aim.term}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{aim.title}</h3>
            <p className="mt-2 text-sm text-ink-muted">{aim.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function VisionMissionSection() {
  const cards = [
    { title: 'Our Vision', text: vision, icon: Eye },
    { title: 'Our Mission', text: mission, icon: Target },
  ] as const;
  return (
    <Section labelledBy="vision-title" tone="alt">
      <h2 id="vision-title" className="sr-only">
        Our Vision and Our Mission
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map(({ title, text, icon: Icon }) => (
          <article
            key={title}
            className="rounded-card bg-brand-800 p-8 text-white shadow-raised dark:bg-brand-900"
          >
            <Icon aria-hidden="true" className="mb-4 size-8 text-sand-300" />
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="mt-3 text-brand-100">{text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
