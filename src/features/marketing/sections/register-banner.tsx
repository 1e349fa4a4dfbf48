import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';
import { Illustration } from '../components/illustration';
import { StoreBadges } from '../components/store-badges';

/** Register-now banner with the two store badges; the hero's Download App points here. */
export function RegisterBanner() {
  const t = useT(homeMessages);
  const localized = useLocalizedPath();
  return (
    <section
      id="get-the-app"
      aria-labelledby="register-title"
      className="scroll-mt-20 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="grid items-center gap-8 overflow-hidden rounded-card bg-brand-800 px-6 py-10 text-white shadow-raised sm:px-10 md:grid-cols-[3fr_2fr] dark:bg-brand-900">
          <div>
            <p className="mb-2 text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-300 uppercase">
              {t('registerEyebrow')}
            </p>
            <h2 id="register-title" className="text-xl font-bold sm:text-2xl">
              {t('registerTitle')}
            </h2>
            <p className="mt-3 text-brand-100">{t('registerText')}</p>
            <Link to={localized(paths.signup.path)} className={buttonClass('accent', 'lg', 'mt-6')}>
              {t('registerCta')}
            </Link>
            <div className="mt-8">
              <StoreBadges t={t} onBrand />
            </div>
          </div>
          <Illustration
            src="/images/marketing/app-phone.svg"
            alt={t('registerAlt')}
            width={360}
            height={420}
            className="mx-auto max-w-[11rem] sm:max-w-[16rem]"
          />
        </div>
      </div>
    </section>
  );
}
