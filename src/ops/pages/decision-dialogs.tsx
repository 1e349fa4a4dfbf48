/** The reject (reason from a template or written) and mark-paid (transfer reference) dialogs. */
import { useState, type SyntheticEvent } from 'react';
import type { OpsWithdrawal } from '@contract/ops';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/language-context';
import { Field } from '../components/field';
import { opsMessages } from '../messages';

const TEMPLATES = ['1', '2', '3', 'other'] as const;

/** Rejecting a request or a KYC submission: a reason from the desk's templates or written. */
export function RejectDialog({
  title,
  templates = 'reasonTemplates',
  confirmLabel,
  onClose,
  onConfirm,
}: {
  title: string;
  templates?: 'reasonTemplates' | 'kycReasonTemplates';
  confirmLabel?: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT(opsMessages);
  const [template, setTemplate] = useState<string>('1');
  const [own, setOwn] = useState('');
  const reason = template === 'own' ? own.trim() : t(templates, { n: template });
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (reason.length >= 3) onConfirm(reason);
  };
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('cancel')}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('reasonLabel')}</legend>
          {[...TEMPLATES, 'own'].map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="template"
                value={k}
                checked={template === k}
                onChange={() => {
                  setTemplate(k);
                }}
              />
              {k === 'own' ? t('reasonOwn') : t(templates, { n: k })}
            </label>
          ))}
        </fieldset>
        {template === 'own' && (
          <div className="flex flex-col gap-1">
            <label htmlFor="own-reason" className="text-sm font-semibold">
              {t('reasonLabel')}
            </label>
            <textarea
              id="own-reason"
              value={own}
              maxLength={300}
              rows={3}
              onChange={(e) => {
                setOwn(e.target.value);
              }}
              className="rounded-lg border border-line bg-surface p-2 text-ink"
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={reason.length < 3}>
            {confirmLabel ?? t('confirmReject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function PaidDialog({
  w,
  onClose,
  onConfirm,
}: {
  w: OpsWithdrawal;
  onClose: () => void;
  onConfirm: (transferRef: string) => void;
}) {
  const t = useT(opsMessages);
  const [ref, setRef] = useState('');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('markPaidTitle', { reference: w.reference })}
      closeLabel={t('cancel')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (ref.trim()) onConfirm(ref.trim());
        }}
      >
        <Field
          label={t('transferRef')}
          value={ref}
          dir="ltr"
          maxLength={100}
          onChange={(e) => {
            setRef(e.target.value);
          }}
          required
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!ref.trim()}>
            {t('confirmPaid')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
