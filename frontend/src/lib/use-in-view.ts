import { useEffect, useRef, useState } from 'react';

/** True once the element has been at least `threshold` visible; it stays true (animations run once). */
export function useInViewOnce<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || seen || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold, seen]);
  // Without IntersectionObserver (old browsers, tests) everything counts as seen.
  return { ref, seen: seen || typeof IntersectionObserver === 'undefined' };
}

/** True when the visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
