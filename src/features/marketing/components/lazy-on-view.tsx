import { Suspense, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Renders its (lazy) children only when the placeholder comes near the viewport, so heavy
 * below-the-fold sections (carousel, counters) stay out of the first load. The placeholder keeps
 * the section's height so nothing shifts when it arrives.
 */
export function LazyOnView({
  children,
  placeholderClass,
  rootMargin = '400px 0px',
}: {
  children: ReactNode;
  /** Height classes matching the loaded section. */
  placeholderClass: string;
  rootMargin?: string;
}) {
  const { ref, inView } = useInView({ rootMargin, triggerOnce: true });
  return (
    <div ref={ref} className={inView ? '' : placeholderClass}>
      {inView && (
        <Suspense fallback={<div className={placeholderClass} aria-hidden="true" />}>
          {children}
        </Suspense>
      )}
    </div>
  );
}
