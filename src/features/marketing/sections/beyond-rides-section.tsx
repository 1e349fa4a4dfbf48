import { beyondRidesFeatures, FEATURE_ROWS, toRows } from '../content/features';
import { Section, SectionHeading } from '../components/section';
import { useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';

const rowClass: Record<number, string> = {
  3: 'md:grid-cols-3',
  // The two-tile row sits centred at the width of two three-column tiles.
  2: 'md:mx-auto md:w-2/3 md:grid-cols-2',
};

/** "Beyond Rides": 8 feature tiles in rows of 3, 2 and 3 (spec section 9). */
export function BeyondRidesSection() {
  const t = useT(homeMessages);
  const rows = toRows(beyondRidesFeatures, FEATURE_ROWS);
  return (
    <Section labelledBy="beyond-title" tone="alt">
      <SectionHeading
        id="beyond-title"
        eyebrow={t('beyondEyebrow')}
        title={t('beyondTitle')}
        lead={t('beyondLead')}
        center
      />
      <div className="space-y-5">
        {rows.map((row, r) => (
          <ul key={String(r)} className={`grid gap-5 ${rowClass[row.length] ?? ''}`}>
            {row.map(({ title, description, icon: Icon }) => (
              <li
                key={title}
                className="flex gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card md:flex-col lg:flex-row"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white dark:bg-brand-500 dark:text-brand-950">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-ink-muted">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}
