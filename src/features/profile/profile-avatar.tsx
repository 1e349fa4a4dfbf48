import { useState } from 'react';
import { assetUrl } from '@/config/env';

/** The member's photo from the asset host, or 'No Img' when there is none (DECISIONS 16). */
export function ProfileAvatar({ selfieImage, name }: { selfieImage: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = selfieImage ? assetUrl(selfieImage) : null;
  const frame =
    'size-24 shrink-0 overflow-hidden rounded-full border-4 border-surface-raised shadow-card ring-2 ring-brand-200 sm:size-28 dark:ring-brand-800';
  if (!src || failed === src) {
    return (
      <div
        className={`${frame} flex items-center justify-center bg-brand-50 text-sm font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200`}
      >
        No Img
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={112}
      height={112}
      className={`${frame} object-cover`}
      onError={() => {
        setFailed(src);
      }}
    />
  );
}
