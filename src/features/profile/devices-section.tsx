/** The signed-in devices (issue 28): this one first, and "Sign out everywhere else". */
import { useState } from 'react';
import { Laptop } from 'lucide-react';
import type { DeviceSession } from '@contract/member-rights';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { failureOf, listSessions, signOutOthers } from './account-api';
import { accountMessages } from './account-messages';
import { deviceName } from './device-name';

function DeviceRow({ session }: { session: DeviceSession }) {
  const t = useT(accountMessages);
  const name = deviceName(session.device);
  const label =
    name === null
      ? t('unknownDevice')
      : typeof name === 'string'
        ? name
        : t('deviceOn', { browser: name.browser, system: name.system });
  return (
    <li className="flex items-center gap-3 py-3">
      <Laptop aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          <bdi>{label}</bdi>
        </p>
        <p className="text-sm text-ink-muted">
          {t('signedInOn', { date: formatDate(session.createdAt) })}
        </p>
      </div>
      {session.current && <Badge tone="brand">{t('thisDevice')}</Badge>}
    </li>
  );
}

export function DevicesSection() {
  const t = useT(accountMessages);
  const query = useApiQuery('sessions', listSessions, t('devicesFailed'));
  const [busy, setBusy] = useState(false);
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const signOut = async () => {
    setBusy(true);
    try {
      const answer = await signOutOthers();
      notify.success(t('signedOutOthers', { count: answer.signedOut }));
      query.refetch();
    } catch (error) {
      notify.error(failureOf(error, t('devicesFailed')).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="devices-title">
      <h2 id="devices-title" className="text-lg font-bold">
        {t('devicesTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('devicesIntro')}</p>
      {query.error && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {query.error.message}
        </p>
      )}
      <ul
        aria-label={t('devicesTitle')}
        aria-busy={query.loading}
        className="mt-3 divide-y divide-line"
      >
        {sessions.map((s) => (
          <DeviceRow key={s.id} session={s} />
        ))}
      </ul>
      {query.data && others === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('onlyThisDevice')}</p>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={busy || !query.data}
          onClick={() => void signOut()}
        >
          {busy ? t('signingOut') : t('signOutOthers')}
        </Button>
      )}
    </section>
  );
}
