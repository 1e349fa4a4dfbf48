/** Rejecting a proposal with a note for the proposer. */
import { useId, useState, type SyntheticEvent } from 'react';
import { LEDGER_REASON_MAX } from '@contract/ops-ledger';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/language-context';
import { ledgerMessages } from './messages';

export function RejectProposalDialog({
  onClose,
  onConfirm,
}: {
  onClose: () => void;
  onConfirm: (note: string) => void;
}) {
  const t = useT(ledgerMessages);
  const id = useId();
  const [note, setNote] = useState('');
  const ok = note.trim().length >= 3;
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (ok) onConfirm(note.trim());
  };
  return (
    <Modal open onClose={onClose} title={t('rejectTitle')} closeLabel={t('cancel')}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('note')}
          </label>
          <textarea
            id={id}
            value={note}
            rows={3}
            maxLength={LEDGER_REASON_MAX}
            className="rounded-lg border border-line bg-surface p-2 text-ink"
            onChange={(e) => {
              setNote(e.target.value);
            }}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!ok}>
            {t('confirmReject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
