import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** True once the element has come within `rootMargin` of the viewport (then stays true). */
function useNearViewport(rootMargin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, rootMargin]);
  return { ref, near };
}

/**
 * Renders its (lazy) children only when the placeholder comes near the viewport, so heavy
 * below-the-fold sections (carousel, counters) stay out of the first load. The placeholder keeps
 * the section's height so nothing shifts when it arrives. A plain IntersectionObserver: the
 * home route's budget has no room for a library here.
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
  const { ref, near } = useNearViewport(rootMargin);
  return (
    <div ref={ref} className={near ? '' : placeholderClass}>
      {near && (
        <Suspense fallback={<div className={placeholderClass} aria-hidden="true" />}>
          {children}
        </Suspense>
      )}
    </div>
  );
}
