import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/language-context';
import { teamMessages } from '../messages/team/messages';

/** An image that shows 'Image Loading...' in its place when it cannot be loaded. */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const t = useT(teamMessages);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // A prerendered image may fail before React hydrates and listens for its error event:
  // a finished load with no pixels is that failure.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-square items-center justify-center bg-surface-alt text-sm font-medium text-ink-muted ${className}`}
      >
        <span aria-hidden="true">{t('imageLoading')}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
