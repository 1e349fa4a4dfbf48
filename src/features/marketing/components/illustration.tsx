/**
 * One of our SVG illustrations. Width and height are always given so the page never shifts;
 * below-the-fold images load lazily, the hero image eagerly with high priority.
 */
export function Illustration({
  src,
  alt,
  width,
  height,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={`h-auto w-full ${className}`}
    />
  );
}
