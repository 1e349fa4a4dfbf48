/**
 * The country-requests desk (`/ops/country-requests`): waiting requests oldest first, decided
 * ones by tab (`?status=` in the address); compliance approves (the member's country changes)
 * or rejects, each with an optional note, after a confirmation. The same decision as
 * `npm run admin -- country-requests approve|reject`; the member reads the outcome on their
 * regional page. Times in Dubai time.
 */
import { useCallback, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMultilineText } from '@contract/display-text';
import {
  COUNTRY_NOTE_MAX,
  COUNTRY_REQUEST_STATUSES,
  type OpsCountryRequest,
  type OpsCountryRequestStatus,
} from '@contract/ops-campaigns';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { countryApi } from '../campaigns/api';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';
import { countryMessages } from './messages';

const TAB = {
  pending: 'tabPending',
  approved: 'tabApproved',
  rejected: 'tabRejected',
} as const;

type Decision = 'approve' | 'reject';

function DecideDialog({
  r,
  decision,
  onCancel,
  onConfirm,
}: {
  r: OpsCountryRequest;
  decision: Decision;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) {
  const t = useT(countryMessages);
  const id = useId();
  const [note, setNote] = useState('');
  const bad = note.trim() !== '' && !isMultilineText(note);
  const words = { username: r.username, from: r.currentCountry, to: r.requestedCountry };
  return (
    <Modal
      open
      onClose={onCancel}
      title={t(decision === 'approve' ? 'approveTitle' : 'rejectTitle', words)}
      closeLabel={t('cancel')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!bad) onConfirm(note);
        }}
      >
        <p className="text-sm">{t(decision === 'approve' ? 'approveBody' : 'rejectBody', words)}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {t('noteLabel')}
          </label>
          <textarea
            id={id}
            value={note}
            maxLength={COUNTRY_NOTE_MAX}
            rows={3}
            aria-describedby={`${id}-hint${bad ? ` ${id}-error` : ''}`}
            aria-invalid={bad ? true : undefined}
            onChange={(e) => {
              setNote(e.target.value);
            }}
            className="rounded-lg border border-line bg-surface p-2 text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {t('noteHint', { max: COUNTRY_NOTE_MAX })}
          </p>
          {bad && (
            <p id={`${id}-error`} className="text-sm text-danger">
              {t('errNote')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'approve' ? 'primary' : 'danger'}
            disabled={bad}
          >
            {t(decision === 'approve' ? 'confirmApprove' : 'confirmReject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function Row({
  r,
  busy,
  onDecide,
}: {
  r: OpsCountryRequest;
  busy: boolean;
  onDecide: ((r: OpsCountryRequest, d: Decision) => void) | null;
}) {
  const t = useT(countryMessages);
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-2 rounded-card border border-line bg-surface-raised p-4 shadow-card">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {r.name}{' '}
          <span className="font-normal text-ink-muted" dir="ltr">
            @{r.username}
          </span>
        </p>
        <p className="text-lg">
          <span className="sr-only">
            {t('movesLabel', { from: r.currentCountry, to: r.requestedCountry })}
          </span>
          <span aria-hidden="true">
            {t('moves', { from: r.currentCountry, to: r.requestedCountry })}
          </span>
        </p>
        <p className="text-sm text-ink-muted">
          {r.reason ? t('reason', { reason: r.reason }) : t('noReason')}
        </p>
        {r.note && <p className="text-sm">{t('note', { note: r.note })}</p>}
      </div>
      <div className="text-sm">
        <p>
          {t('requestedAt')}: {formatDubaiTime(r.requestedAt, language)}
        </p>
        {r.decidedAt && (
          <p>
            {t('decidedAt')}: {formatDubaiTime(r.decidedAt, language)}
          </p>
        )}
      </div>
      {onDecide && r.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('approveLabel', { username: r.username })}
            onClick={() => {
              onDecide(r, 'approve');
            }}
          >
            {t('approve')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            aria-label={t('rejectLabel', { username: r.username })}
            onClick={() => {
              onDecide(r, 'reject');
            }}
          >
            {t('reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

export default function CountryRequestsPage() {
  const t = useT(countryMessages);
  const ot = useT(opsMessages);
  const language = useLanguage();
  const { operator } = useMe();
  const canDecide = operator.permissions.includes('country.decide');
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('status');
  const status: OpsCountryRequestStatus =
    COUNTRY_REQUEST_STATUSES.find((s) => s === asked) ?? 'pending';
  const fetcher = useCallback(() => countryApi.queue(status).then((r) => r.requests), [status]);
  const { load, reload } = useLoad(fetcher);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [dialog, setDialog] = useState<{ r: OpsCountryRequest; decision: Decision } | null>(null);

  const decide = async (r: OpsCountryRequest, decision: Decision, note: string) => {
    setDialog(null);
    setBusy(true);
    setNotice(null);
    try {
      await countryApi.decide(r.id, decision, note);
      const words = { username: r.username, from: r.currentCountry, to: r.requestedCountry };
      setNotice({ error: false, text: t(decision === 'approve' ? 'approved' : 'rejected', words) });
    } catch (e) {
      setNotice({ error: true, text: errorText(e, ot, language) });
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <nav aria-label={t('title')} className="mb-4">
        <ul className="flex flex-wrap gap-1">
          {COUNTRY_REQUEST_STATUSES.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-current={s === status ? 'page' : undefined}
                className={buttonClass(s === status ? 'primary' : 'secondary', 'sm')}
                onClick={() => {
                  setNotice(null);
                  void navigate({ search: `?status=${s}` });
                }}
              >
                {t(TAB[s])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && load.data.length === 0 && (
        <StatusMessage kind="empty">{t('empty')}</StatusMessage>
      )}
      {load.state === 'ready' && load.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {load.data.map((r) => (
            <Row
              key={r.id}
              r={r}
              busy={busy}
              onDecide={
                canDecide
                  ? (x, d) => {
                      setDialog({ r: x, decision: d });
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
      {dialog && (
        <DecideDialog
          r={dialog.r}
          decision={dialog.decision}
          onCancel={() => {
            setDialog(null);
          }}
          onConfirm={(note) => void decide(dialog.r, dialog.decision, note)}
        />
      )}
    </>
  );
}
