import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { servicesMessages } from '../messages/services/messages';
import type { PartnerService } from '../content/partner-service-types';

export function PartnerServiceCard({
  service,
  onOpen,
}: {
  service: PartnerService;
  onOpen: () => void;
}) {
  const Icon = service.icon;
  const t = useT(servicesMessages);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card">
      <img
        src={service.image}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2 flex items-center gap-3">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <h3 className="text-lg font-semibold">{service.title}</h3>
        </div>
        <p className="flex-1 text-sm text-ink-muted">{service.summary}</p>
        <Button
          variant="secondary"
          className="mt-5 self-start"
          onClick={onOpen}
          aria-label={t('viewDetailsOf', { service: service.title })}
        >
          {t('viewDetails')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </article>
  );
}
