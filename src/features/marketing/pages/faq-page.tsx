import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { FaqAccordion } from '../components/faq-accordion';
import { PageIntro } from '../components/page-intro';
import { StoreBadges } from '../components/store-badges';
import { faqSections } from '../content/faqs';

/** FAQ at /faq and /faqs: the 7 accordion sections with a side card to Contact. */
export default function FaqPage() {
  usePageTitle(
    'Frequently Asked Questions',
    'Answers about Rihla rides, driving with us, payments and withdrawals, account transfer, safety and support.',
  );
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: 'FAQs' }]}
        title="Frequently Asked Questions"
        lead="Everything riders, drivers and members ask us most, in one place."
      />
      <div className="mx-auto grid max-w-content gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-10">
          {faqSections.map((section) => (
            <FaqAccordion key={section.id} section={section} />
          ))}
        </div>
        <aside aria-labelledby="faq-help-title" className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <MessageCircle
              aria-hidden="true"
              className="mb-3 size-8 text-brand-600 dark:text-brand-300"
            />
            <h2 id="faq-help-title" className="text-lg font-bold">
              Still have questions?
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Our support team is here 24/7 and happy to help.
            </p>
            <Link to={paths.contact.path} className={buttonClass('primary', 'md', 'mt-5 w-full')}>
              Contact us
            </Link>
            <h3 className="mt-8 mb-3 font-semibold">Get the app</h3>
            <StoreBadges />
          </Card>
        </aside>
      </div>
    </main>
  );
}
