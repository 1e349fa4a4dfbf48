/**
 * The parts of a member's page that load or change on their own: the team by level (each level
 * opens its members), the statement (the member's own list and CSV), withdrawals and notes.
 */
import { useCallback, useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import type { OpsMemberDetail } from '@contract/ops-members';
import { NOTE_MAX } from '@contract/ops-members';
import type { StatementEntry } from '@contract/wallet';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { memberStatementCsv, membersApi } from './api';
import { membersMessages } from './messages';
import { StatementTable } from './statement-table';

export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-card border border-line bg-surface-raised p-4 shadow-card"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function LevelMembers({ memberId, depth }: { memberId: string; depth: number }) {
  const t = useT(membersMessages);
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const cursor = pages.at(-1) ?? null;
  const fetcher = useCallback(
    () => membersApi.downline(memberId, depth, cursor),
    [memberId, depth, cursor],
  );
  const { load, reload } = useLoad(fetcher);
  return (
    <div className="mt-2">
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && (
        <>
          <ul aria-label={t('levelMembers', { depth })} className="flex flex-col gap-1">
            {load.data.members.map((m) => (
              <li key={m.id}>
                <Link
                  to={paths.opsMember.getHref(m.id)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline dark:text-brand-300"
                >
                  {m.name} <span dir="ltr">@{m.username}</span>
                </Link>
              </li>
            ))}
          </ul>
          {load.data.nextCursor && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setPages((p) => [...p, load.data.nextCursor]);
              }}
            >
              {t('loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export function TeamSection({ m }: { m: OpsMemberDetail }) {
  const t = useT(membersMessages);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id="member-team" title={t('team')}>
      {m.levels.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noTeam')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {m.levels.map((l) => (
            <li key={l.depth}>
              <button
                type="button"
                aria-expanded={open === l.depth}
                className="inline-flex min-h-11 items-center gap-2 text-start font-semibold text-brand-700 underline dark:text-brand-300"
                onClick={() => {
                  setOpen(open === l.depth ? null : l.depth);
                }}
              >
                <span>{t('level', { depth: l.depth })}</span>
                <span>·</span>
                <span>{t('levelCount', { n: l.count })}</span>
              </button>
              {open === l.depth && <LevelMembers memberId={m.id} depth={l.depth} />}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function StatementSection({ memberId }: { memberId: string }) {
  const t = useT(membersMessages);
  const language = useLanguage();
  const [entries, setEntries] = useState<StatementEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [after, setAfter] = useState<string | null>(null);
  const fetcher = useCallback(
    () =>
      membersApi.statement(memberId, after).then((page) => {
        setEntries((e) => (after ? [...e, ...page.entries] : page.entries));
        setCursor(page.nextCursor);
        return page;
      }),
    [memberId, after],
  );
  const { load, reload } = useLoad(fetcher);
  return (
    <Section
      id="member-statement"
      title={t('statement')}
      action={
        <a
          href={memberStatementCsv(memberId, language)}
          download
          className={buttonClass('secondary', 'sm')}
        >
          {t('downloadCsv')}
        </a>
      }
    >
      {load.state !== 'ready' && <LoadState load={load} reload={reload} />}
      {load.state === 'ready' && entries.length === 0 && (
        <p className="text-sm text-ink-muted">{t('noStatement')}</p>
      )}
      {entries.length > 0 && <StatementTable entries={entries} />}
      {load.state === 'ready' && cursor && (
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => {
              setAfter(cursor);
            }}
          >
            {t('loadMore')}
          </Button>
        </div>
      )}
    </Section>
  );
}

export function WithdrawalsSection({ m }: { m: OpsMemberDetail }) {
  const t = useT(membersMessages);
  const language = useLanguage();
  return (
    <Section id="member-withdrawals" title={t('withdrawals')}>
      {m.withdrawals.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noWithdrawals')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {m.withdrawals.map((w) => (
            <li key={w.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-semibold" dir="ltr">
                {w.reference}
              </span>
              <span>{formatAed(w.amount)}</span>
              <span>{w.status}</span>
              <span className="text-ink-muted">{formatDubaiTime(w.createdAt, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function NotesSection({
  m,
  canWrite,
  onAdded,
}: {
  m: OpsMemberDetail;
  canWrite: boolean;
  onAdded: () => void;
}) {
  const t = useT(membersMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const id = useId();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setMessage({ error: true, text: t('required') });
      return;
    }
    setBusy(true);
    try {
      await membersApi.addNote(m.id, body);
      setBody('');
      setMessage({ error: false, text: t('noteAdded') });
      onAdded();
    } catch (err) {
      setMessage({ error: true, text: errorText(err, tOps, language) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="member-notes" title={t('notes')}>
      <p className="mb-3 text-sm text-ink-muted">{t('notesHint')}</p>
      {canWrite && (
        <form className="mb-4 flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={id} className="text-sm font-semibold">
            {t('noteLabel')}
          </label>
          <textarea
            id={id}
            value={body}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(e) => {
              setBody(e.target.value);
              setMessage(null);
            }}
            className="rounded-lg border border-line bg-surface p-2 text-ink"
          />
          {message && (
            <p
              role={message.error ? 'alert' : 'status'}
              className={`text-sm ${message.error ? 'text-danger' : 'text-ink'}`}
            >
              {message.text}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              {t('addNote')}
            </Button>
          </div>
        </form>
      )}
      {m.notes.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noNotes')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {m.notes.map((n) => (
            <li key={n.id} className="py-2">
              <p className="text-sm break-words whitespace-pre-wrap">{n.body}</p>
              <p className="text-xs text-ink-muted">
                {t('noteBy', { author: n.author, at: formatDubaiTime(n.at, language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
