import type { KycImageKind } from '@contract/kyc';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/language-context';
import { kycApi } from './api';
import { kycMessages } from './messages';

/** The member's own thumbnails, fetched with their session (never a public address). */
export function KycThumbnails({
  submissionId,
  kinds,
}: {
  submissionId: string;
  kinds: KycImageKind[];
}) {
  const t = useT(kycMessages);
  const [urls, setUrls] = useState<Partial<Record<KycImageKind, string>>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    for (const kind of kinds) {
      kycApi
        .thumbnail(submissionId, kind)
        .then((blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((u) => ({ ...u, [kind]: url }));
        })
        // A thumbnail that fails to load leaves its frame empty; the status above still holds.
        .catch(() => undefined);
    }
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [submissionId, kinds]);

  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {kinds.map((kind) => (
        <li key={kind} className="rounded-xl border border-line p-2">
          <div className="flex aspect-4/3 items-center justify-center overflow-hidden rounded-lg bg-surface-alt">
            {urls[kind] && (
              <img
                src={urls[kind]}
                alt={t('image', { kind })}
                className="size-full object-contain"
              />
            )}
          </div>
          <p className="mt-1 text-xs text-ink-muted">{t('image', { kind })}</p>
        </li>
      ))}
    </ul>
  );
}
