/** Locking or unlocking sign-in: a written reason, required. */
import { useId, useState, type SyntheticEvent } from 'react';
import { LOCK_REASON_MAX } from '@contract/ops-members';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/language-context';
import { membersMessages } from './messages';

export function ReasonDialog({
  mode,
  onClose,
  onConfirm,
}: {
  mode: 'lock' | 'unlock';
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT(membersMessages);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t('required'));
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(mode === 'lock' ? 'lockTitle' : 'unlockTitle')}
      closeLabel={t('cancel')}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <p className="text-sm">{t(mode === 'lock' ? 'lockIntro' : 'unlockIntro')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('reason')}
          </label>
          <textarea
            id={id}
            value={reason}
            maxLength={LOCK_REASON_MAX}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            className="rounded-lg border border-line bg-surface p-2 text-ink"
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant={mode === 'lock' ? 'danger' : 'primary'}>
            {t(mode === 'lock' ? 'confirmLock' : 'confirmUnlock')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
