import { Smartphone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';
import { DownloadPdfsButton } from '../components/download-pdfs-button';
import { Illustration } from '../components/illustration';

/** Home hero: the promise, Download App (to the store badges) and Download PDFs. */
export function HeroSection() {
  const t = useT(homeMessages);
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface"
    >
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-700 uppercase dark:text-sand-300">
            {t('heroEyebrow')}
          </p>
          <h1 id="hero-title" className="text-2xl font-bold text-balance sm:text-3xl">
            {t('heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-muted">{t('heroLead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#get-the-app" className={buttonClass('primary', 'lg')}>
              <Smartphone aria-hidden="true" className="size-5" />
              {t('downloadApp')}
            </a>
            <DownloadPdfsButton />
          </div>
        </div>
        <Illustration
          src="/images/marketing/hero.svg"
          alt={t('heroAlt')}
          width={640}
          height={480}
          priority
          className="mx-auto max-w-xl rounded-card"
        />
      </div>
    </section>
  );
}
