import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { FaqSection } from '../content/faq-types';

/**
 * One FAQ section as a WAI-ARIA accordion: each question is a button inside a heading with
 * aria-expanded / aria-controls, each answer a region labelled by its button. At most one item
 * is open per section (spec section 2); the first starts open.
 */
export function FaqAccordion({ section }: { section: FaqSection }) {
  const [open, setOpen] = useState<number | null>(0);
  const headingId = `faq-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {section.title}
      </h2>
      <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised shadow-card">
        {section.items.map((item, index) => {
          const expanded = open === index;
          const buttonId = `${headingId}-q${String(index)}`;
          const panelId = `${headingId}-a${String(index)}`;
          return (
            <div key={`${section.id}-${String(index)}`}>
              <h3>
                {/* The ring drawn inside: the rounded list clips anything outside its edges. */}
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold hover:bg-surface-alt focus-visible:-outline-offset-2"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-brand-600 transition-transform duration-base dark:text-brand-300 ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-ink-muted"
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
