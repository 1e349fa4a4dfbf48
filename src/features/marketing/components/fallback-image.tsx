import { useState } from 'react';

/** The placeholder text of spec section 8 for an image that fails to load. */
export const IMAGE_FALLBACK_TEXT = 'Image Loading...';

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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex aspect-square items-center justify-center bg-surface-alt text-sm font-medium text-ink-muted ${className}`}
      >
        <span aria-hidden="true">{IMAGE_FALLBACK_TEXT}</span>
      </div>
    );
  }
  return (
    <img
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
