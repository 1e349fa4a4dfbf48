import { ShieldCheck } from 'lucide-react';
import { Illustration } from '../components/illustration';
import { Section, SectionHeading } from '../components/section';

/** "The Future We See", with the safety-measures note (Home and Services). */
export function FutureSection() {
  return (
    <Section
      labelledBy="future-title"
      tone="alt"
      className="grid items-center gap-10 lg:grid-cols-2"
    >
      <div>
        <SectionHeading
          id="future-title"
          eyebrow="The Future We See"
          title="Every journey safe, fair and rewarding"
          lead="We see a UAE where booking a ride, sending a parcel or planning a desert trip takes one tap, where drivers build a future with every kilometre, and where nobody pays to join."
        />
        <p className="text-ink-muted">
          Scheduled rides, live tracking, lost-item reporting and extra services such as car
          recovery, moving and delivery are already part of the app. Support is always close, in the
          in-app help center, by e-mail or on our hotline, 24/7.
        </p>
        <aside
          aria-label="Safety measures"
          className="mt-6 flex gap-4 rounded-card border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950"
        >
          <ShieldCheck
            aria-hidden="true"
            className="size-6 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p className="text-sm text-ink">
            <strong className="font-semibold">Your safety comes first.</strong> Every driver is
            verified, every ride is tracked in real time, and women and families can choose rides
            with no male companion.
          </p>
        </aside>
      </div>
      <Illustration
        src="/images/marketing/desert-road.svg"
        alt="A car on a desert road towards the rising sun"
        width={560}
        height={420}
        className="mx-auto max-w-lg rounded-card"
      />
    </Section>
  );
}
