/**
 * /ops/members: one search box for a username, a name, an e-mail or a phone (typed any way the
 * member login takes it), the text kept in the address (`?q=`). Results as a table on wide
 * screens and stacked cards on narrow ones, more by "Show more" (keyset pages).
 */
import { useCallback, useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OpsMemberHit } from '@contract/ops-members';
import { MEMBER_QUERY_MAX } from '@contract/ops-members';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { errorText } from '../components/error-text';
import { Field } from '../components/field';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { useLoad } from '../components/use-load';
import { PageTitle } from '../components/page-title';
import { opsMessages } from '../messages';
import { membersApi } from './api';
import { membersMessages } from './messages';

function StateBadge({ m }: { m: OpsMemberHit }) {
  const t = useT(membersMessages);
  const [label, tone] = m.closed
    ? [t('stateClosed'), 'border-line bg-surface-alt text-ink']
    : m.locked
      ? [t('stateLocked'), 'border-danger bg-surface text-danger']
      : [t('stateActive'), 'border-line bg-surface text-ink'];
  return (
    <span
      className={`rounded-pill border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {label}
    </span>
  );
}

function OpenLink({ m }: { m: OpsMemberHit }) {
  const t = useT(membersMessages);
  return (
    <Link
      to={paths.opsMember.getHref(m.id)}
      aria-label={t('openLabel', { username: m.username })}
      className={buttonClass('secondary', 'sm')}
    >
      {t('open')}
    </Link>
  );
}

function Contact({ m }: { m: OpsMemberHit }) {
  return (
    <>
      {m.email && (
        <span className="block break-all" dir="ltr">
          {m.email}
        </span>
      )}
      {m.phone && (
        <span className="block" dir="ltr">
          {m.phone}
        </span>
      )}
    </>
  );
}

function ResultsView({ members }: { members: OpsMemberHit[] }) {
  const t = useT(membersMessages);
  const language = useLanguage();
  const name = (m: OpsMemberHit) => (m.closed ? t('formerMember') : m.name);
  return (
    <>
      <table className="hidden w-full text-start text-sm md:table">
        <caption className="sr-only">{t('results')}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="p-2 text-start">
              {t('colMember')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colContact')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colKyc')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colJoined')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('colState')}
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">{t('open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-b border-line align-top">
              <td className="p-2">
                <span className="block font-semibold">{name(m)}</span>
                <span className="block text-ink-muted" dir="ltr">
                  @{m.username}
                </span>
              </td>
              <td className="p-2">
                <Contact m={m} />
              </td>
              <td className="p-2">{t(`kyc_${m.kycStatus}`)}</td>
              <td className="p-2 whitespace-nowrap">{formatDubaiTime(m.joinedAt, language)}</td>
              <td className="p-2">
                <StateBadge m={m} />
              </td>
              <td className="p-2 text-end">
                <OpenLink m={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('results')}>
        {members.map((m) => (
          <li
            key={m.id}
            className="flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-4 shadow-card"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold">{name(m)}</p>
                <p className="text-sm text-ink-muted" dir="ltr">
                  @{m.username}
                </p>
              </div>
              <StateBadge m={m} />
            </div>
            <div className="text-sm">
              <Contact m={m} />
            </div>
            <p className="text-sm text-ink-muted">
              {t('colKyc')}: {t(`kyc_${m.kycStatus}`)} · {formatDubaiTime(m.joinedAt, language)}
            </p>
            <div>
              <OpenLink m={m} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useT(membersMessages);
  const [typed, setTyped] = useState(initial);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <Field
        label={t('searchLabel')}
        hint={t('searchHint')}
        name="q"
        type="search"
        value={typed}
        maxLength={MEMBER_QUERY_MAX}
        autoComplete="off"
        spellCheck={false}
        className="sm:max-w-xl sm:flex-1"
        onChange={(e) => {
          setTyped(e.target.value);
        }}
      />
      <Button type="submit" className="sm:mb-6">
        {t('search')}
      </Button>
    </form>
  );
}

function Results({ q }: { q: string }) {
  const t = useT(membersMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const fetcher = useCallback(() => membersApi.search(q), [q]);
  const { load, reload } = useLoad(fetcher);
  const [extra, setExtra] = useState<{ members: OpsMemberHit[]; nextCursor: string | null }>();
  const [busy, setBusy] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  if (load.state !== 'ready') return <LoadState load={load} reload={reload} />;
  const members = [...load.data.members, ...(extra?.members ?? [])];
  const nextCursor = extra ? extra.nextCursor : load.data.nextCursor;
  if (members.length === 0) return <StatusMessage kind="empty">{t('noResults')}</StatusMessage>;
  const more = () => {
    if (!nextCursor) return;
    setBusy(true);
    membersApi
      .search(q, nextCursor)
      .then(
        (page) => {
          setExtra({
            members: [...(extra?.members ?? []), ...page.members],
            nextCursor: page.nextCursor,
          });
          setMoreError(null);
        },
        (error: unknown) => {
          setMoreError(error);
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <section aria-label={t('results')}>
      <ResultsView members={members} />
      {moreError !== null && (
        <StatusMessage kind="error">{errorText(moreError, tOps, language)}</StatusMessage>
      )}
      {nextCursor && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={more} disabled={busy}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

export default function MembersPage() {
  const t = useT(membersMessages);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <SearchForm
        key={`form-${q}`}
        initial={q}
        onSearch={(next) => setParams(next ? { q: next } : {})}
      />
      {q ? (
        <Results key={q} q={q} />
      ) : (
        <p className="text-sm text-ink-muted">{t('typeToSearch')}</p>
      )}
    </>
  );
}
