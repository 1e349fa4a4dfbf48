import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { faqMessages } from '../messages/faq/messages';
import { FaqAccordion } from '../components/faq-accordion';
import { PageIntro } from '../components/page-intro';
import { StoreBadges } from '../components/store-badges';
import { faqSections } from '../content/faqs';

/** FAQ at /faq and /faqs: the 7 accordion sections with a side card to Contact. */
export default function FaqPage() {
  const t = useT(faqMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('title'), t('description'));
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: t('home'), to: localized(paths.home.path) }, { label: t('crumb') }]}
        title={t('title')}
        lead={t('lead')}
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
              {t('helpTitle')}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{t('helpText')}</p>
            <Link
              to={localized(paths.contact.path)}
              className={buttonClass('primary', 'md', 'mt-5 w-full')}
            >
              {t('contact')}
            </Link>
            <h3 className="mt-8 mb-3 font-semibold">{t('getApp')}</h3>
            <StoreBadges t={t} />
          </Card>
        </aside>
      </div>
    </main>
  );
}
