/**
 * The shared frame of /terms and /privacy (DECISIONS 48): title, version date, a list of the
 * sections and the sections themselves, each paragraph a line of its message. Prerendered.
 */
import { intlLocaleOf } from '@contract/language';
import { TERMS_VERSION } from '@contract/terms';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { useLanguage, useLocalizedPath, useT } from '@/i18n/language-context';
import { legalMessages } from './messages';
import type en from './messages.en';

type Id = keyof typeof en;

export interface LegalDocument {
  title: Id;
  description: Id;
  lead: Id;
  sections: readonly Id[];
}

/** The version's date in the page's language; UTC so the build and the browser agree. */
function versionDate(language: 'en' | 'ar'): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${TERMS_VERSION}T00:00:00Z`));
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  const t = useT(legalMessages);
  const language = useLanguage();
  const to = useLocalizedPath();
  usePageTitle(t(doc.title), t(doc.description));
  const facts = {
    legalName: company.legalName,
    email: company.supportEmail,
    address: `${company.address.line1}, ${company.address.line2}, ${company.address.country}`,
  };
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumb
        items={[{ label: t('home'), to: to(paths.home.path) }, { label: t(doc.title) }]}
      />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t(doc.title)}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        <time dateTime={TERMS_VERSION}>{t('updated', { date: versionDate(language) })}</time>
      </p>
      <p className="mt-5 text-lg leading-8">{t(doc.lead, facts)}</p>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-card border border-line p-5">
        <h2 id="legal-contents" className="font-semibold">
          {t('contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1 ps-5 text-sm">
          {doc.sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 sm:min-h-0 dark:text-brand-300"
              >
                {t(id)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((id, i) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {`${String(i + 1)}. ${t(id)}`}
          </h2>
          {t(`${id}Text` as Id, facts)
            .split('\n')
            .map((line) => (
              <p key={line} className="mt-3 leading-7">
                {line}
              </p>
            ))}
        </section>
      ))}
    </main>
  );
}
