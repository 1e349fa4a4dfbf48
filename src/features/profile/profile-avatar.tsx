import { useState } from 'react';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { assetUrl } from '@/config/env';
import { useT } from '@/i18n/language-context';
import { profileMessages } from './messages';

/**
 * The member's photo from the asset host (DECISIONS 16), or their initials when there is none
 * or it fails to load, named 'No Img' as the spec's placeholder was (DECISIONS 34).
 */
export function ProfileAvatar({ selfieImage, name }: { selfieImage: string | null; name: string }) {
  const t = useT(profileMessages);
  const [failed, setFailed] = useState<string | null>(null);
  const src = selfieImage ? assetUrl(selfieImage) : null;
  const frame =
    'size-24 shrink-0 overflow-hidden rounded-full border-4 border-surface-raised shadow-card ring-2 ring-brand-200 sm:size-28 dark:ring-brand-800';
  if (!src || failed === src) {
    return (
      <InitialsAvatar
        name={name}
        label={t('noPhoto')}
        className={`${frame} text-3xl sm:text-4xl`}
      />
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
