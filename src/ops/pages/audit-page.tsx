/**
 * `/ops/audit`: the trail newest first, filtered by actor, action, member, target and Dubai
 * dates (kept in the address), paged, and exported as CSV with the same filters.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuditEntryView } from '@contract/ops';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi, opsDownloads, type AuditQuery } from '../api';
import { errorText } from '../components/error-text';
import { Field } from '../components/field';
import { formatDubaiTime } from '../components/format';
import { PageTitle } from '../components/page-title';
import { opsMessages } from '../messages';

const FILTERS = [
  ['actor', 'filterActor', 'text'],
  ['action', 'filterAction', 'text'],
  ['member', 'filterMember', 'text'],
  ['target', 'filterTarget', 'text'],
  ['from', 'filterFrom', 'date'],
  ['to', 'filterTo', 'date'],
] as const;

function actorText(e: AuditEntryView): string {
  if (e.actorKind === 'operator')
    return e.actorName ? `${e.actorName} (${e.actorId ?? ''})` : (e.actorId ?? '');
  return e.actorId ?? e.actorKind;
}

export default function AuditPage() {
  const t = useT(opsMessages);
  const language = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const query: AuditQuery = Object.fromEntries(FILTERS.map(([k]) => [k, params.get(k) ?? '']));
  const key = params.toString();
  // Each answer says which filters it is for: a page still showing another filter's rows is
  // loading.
  const [result, setResult] = useState<{
    key: string;
    entries: AuditEntryView[];
    cursor: string | null;
    error: string | null;
  } | null>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    let current = true;
    opsApi.audit(query, null).then(
      (page) => {
        if (current)
          setResult({ key, entries: page.entries, cursor: page.nextCursor, error: null });
      },
      (e: unknown) => {
        if (current)
          setResult({ key, entries: [], cursor: null, error: errorText(e, t, language) });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the query
  }, [key, t, language]);

  const loadMore = async (after: string) => {
    setMore(true);
    try {
      const page = await opsApi.audit(query, after);
      setResult((r) =>
        r ? { ...r, entries: [...r.entries, ...page.entries], cursor: page.nextCursor } : r,
      );
    } catch (e) {
      setResult((r) => (r ? { ...r, error: errorText(e, t, language) } : r));
    } finally {
      setMore(false);
    }
  };
  const ready = result?.key === key ? result : null;
  const entries = ready?.entries ?? [];
  const state = !ready || more ? 'loading' : ready.error ? 'error' : 'ready';
  const error = ready?.error ?? null;
  const cursor = ready?.cursor ?? null;

  const apply = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [k] of FILTERS) {
      const v = form.get(k);
      if (typeof v === 'string' && v.trim()) next.set(k, v.trim());
    }
    void navigate({ search: next.size > 0 ? `?${next.toString()}` : '' });
  };

  return (
    <>
      <PageTitle>{t('auditTitle')}</PageTitle>
      <form key={key} onSubmit={apply} className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {FILTERS.map(([k, label, type]) => (
          <Field
            key={k}
            label={t(label)}
            name={k}
            type={type}
            defaultValue={query[k] ?? ''}
            dir={type === 'text' ? 'ltr' : undefined}
          />
        ))}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-3 lg:col-span-6">
          <Button type="submit">{t('applyFilters')}</Button>
          <a href={opsDownloads.auditCsv(query)} download className={buttonClass('secondary')}>
            {t('exportCsv')}
          </a>
        </div>
      </form>
      {state === 'error' && <StatusMessage kind="error">{error}</StatusMessage>}
      {state !== 'error' && entries.length === 0 && state === 'ready' && (
        <StatusMessage kind="empty">{t('auditEmpty')}</StatusMessage>
      )}
      {entries.length > 0 && (
        <div
          className="relative overflow-x-auto rounded-card border border-line"
          // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={t('auditTitle')}
        >
          <table className="w-full min-w-[56rem] text-start text-sm">
            <thead className="bg-surface-alt">
              <tr>
                {(
                  [
                    'colTime',
                    'colActor',
                    'colRole',
                    'colAction',
                    'colTarget',
                    'colFields',
                    'colAddress',
                  ] as const
                ).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(c)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-line align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDubaiTime(e.at, language)}</td>
                  <td className="px-3 py-2" dir="auto">
                    {actorText(e)}
                  </td>
                  <td className="px-3 py-2">
                    {e.actorRole ? t('role', { role: e.actorRole }) : '—'}
                  </td>
                  <td className="px-3 py-2 font-mono" dir="ltr">
                    {e.action}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                    {[
                      e.targetType && `${e.targetType}:${e.targetId ?? ''}`,
                      e.memberId && `member:${e.memberId}`,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                    {e.fields.join(', ')}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                    {e.ip ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state === 'loading' && <StatusMessage kind="loading">{t('loading')}</StatusMessage>}
      {cursor && state === 'ready' && (
        <div className="mt-4">
          <Button variant="secondary" onClick={() => void loadMore(cursor)}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
