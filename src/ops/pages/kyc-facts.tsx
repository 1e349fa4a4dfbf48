/** What compliance reads beside the images: the document, the profile against it, earlier submissions. */
import type { ReactNode } from 'react';
import type { OpsKycSubmission } from '@contract/ops-kyc';
import { Badge } from '@/components/ui/badge';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatDubaiTime } from '../components/format';
import { opsMessages } from '../messages';

const box = 'rounded-card border border-line bg-surface-raised p-4 shadow-card';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase text-ink-muted">{label}</dt>
      <dd className="break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

function Compare({ state }: { state: boolean | null }) {
  const t = useT(opsMessages);
  const key = state === null ? 'unknown' : state ? 'yes' : 'no';
  return (
    <Badge tone={state === null ? 'neutral' : state ? 'success' : 'danger'}>
      {t('compare', { state: key })}
    </Badge>
  );
}

export function DocumentFacts({ s }: { s: OpsKycSubmission }) {
  const t = useT(opsMessages);
  const d = s.document;
  return (
    <section aria-labelledby="kyc-doc" className={box}>
      <h2 id="kyc-doc" className="mb-3 text-lg font-semibold">
        {t('documentTitle')}
      </h2>
      {d ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label={t('docName')}>{d.fullName}</Item>
          <Item label={t('docNumber')}>
            <span dir="ltr" className="font-mono">
              {d.number}
            </span>{' '}
            <Badge
              tone={
                d.numberCheck === 'valid'
                  ? 'success'
                  : d.numberCheck === 'invalid'
                    ? 'danger'
                    : 'neutral'
              }
            >
              {t('numberCheck', { check: d.numberCheck })}
            </Badge>
          </Item>
          <Item label={t('dateOfBirth')}>
            <span dir="ltr">{d.dateOfBirth}</span>
          </Item>
          {d.nationality && <Item label={t('nationality')}>{d.nationality}</Item>}
          {s.documentExpiresOn && (
            <Item label={t('expiresOn')}>
              <span dir="ltr">{s.documentExpiresOn}</span>
            </Item>
          )}
        </dl>
      ) : (
        <p className="text-sm">{t('detailsUnreadable')}</p>
      )}
    </section>
  );
}

export function ProfileFacts({ s }: { s: OpsKycSubmission }) {
  const t = useT(opsMessages);
  return (
    <section aria-labelledby="kyc-profile" className={box}>
      <h2 id="kyc-profile" className="mb-3 text-lg font-semibold">
        {t('profileTitle')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item label={t('profileName')}>
          <span className="me-2">{s.profile.name}</span>
          <Compare state={s.profile.nameMatches} />
        </Item>
        <Item label={t('profileBirth')}>
          {s.profile.dateOfBirth && (
            <span dir="ltr" className="me-2">
              {s.profile.dateOfBirth}
            </span>
          )}
          <Compare state={s.profile.dateOfBirthMatches} />
        </Item>
      </dl>
    </section>
  );
}

export function EarlierSubmissions({ s }: { s: OpsKycSubmission }) {
  const t = useT(opsMessages);
  const language = useLanguage();
  return (
    <section aria-labelledby="kyc-earlier" className={box}>
      <h2 id="kyc-earlier" className="mb-3 text-lg font-semibold">
        {t('earlierTitle')}
      </h2>
      {s.earlier.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('earlierNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {s.earlier.map((e) => (
            <li key={e.id} className="border-b border-line pb-2 last:border-b-0">
              <p>
                {formatDubaiTime(e.submittedAt, language)} ·{' '}
                {t('docType', { type: e.documentType })} ·{' '}
                <strong>{t('kycStatusWord', { status: e.status })}</strong>
              </p>
              {e.reason && (
                <p className="text-ink-muted">{t('reasonShown', { reason: e.reason })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
