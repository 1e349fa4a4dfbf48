import { CircleCheck } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/language-context';
import { servicesMessages } from '../messages/services/messages';
import { MAX_POINTS, type PartnerService } from '../content/partner-service-types';

/** View Details: image, description, the `need` heading and up to 10 points; closes with the x. */
export function ServiceModal({
  service,
  onClose,
}: {
  service: PartnerService | null;
  onClose: () => void;
}) {
  const t = useT(servicesMessages);
  return (
    <Modal
      open={service !== null}
      onClose={onClose}
      title={service?.title ?? ''}
      closeLabel={t('close')}
      size="lg"
    >
      {service && (
        <div className="space-y-5">
          <img
            src={service.image}
            alt=""
            width={480}
            height={320}
            className="h-auto w-full rounded-card"
          />
          <p className="text-ink-muted">{service.description}</p>
          <div>
            <h3 className="mb-3 text-lg font-bold">{service.need}</h3>
            <ul className="space-y-3">
              {service.points.slice(0, MAX_POINTS).map((p) => (
                <li key={p.headline} className="flex gap-3">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
                  />
                  <span>
                    <strong className="font-semibold">{p.headline}:</strong>{' '}
                    <span className="text-ink-muted">{p.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Modal>
  );
}
