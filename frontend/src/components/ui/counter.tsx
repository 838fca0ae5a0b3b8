import { useEffect, useLayoutEffect, useState } from 'react';
import { prefersReducedMotion, useInViewOnce } from '../../lib/use-in-view';

/** Ease-out (cubic): fast at first, settling on the target. */
export const easeOutCubic = (t: number) => 1 - Math.pow(1 - t, 3);

/**
 * Counts from 0 to `target` over `durationMs` once `start` is true. The prerendered page, and so a
 * reader without JavaScript, shows the final figure; the first client render shows it too (hydration
 * must match), and the counter drops to 0 in a layout effect, before the browser paints, ready to
 * count up. With reduced motion it keeps the final figure.
 */
export function useCountUp(target: number, durationMs: number, start: boolean) {
  const [value, setValue] = useState(target);
  useLayoutEffect(() => {
    // Once, right after hydration and before the first paint, so nobody sees the figure jump back;
    // a state read during render could not do this without a hydration mismatch.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!prefersReducedMotion()) setValue(0);
  }, []);
  useEffect(() => {
    if (!start) return;
    // With reduced motion the final figure is shown on the first frame.
    const instant = prefersReducedMotion() || durationMs <= 0;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = instant ? 1 : Math.min(1, (now - began) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, start]);
  return value;
}

interface CounterProps {
  to: number;
  durationMs: number;
  /** Fraction of the counter that must be visible before it starts, e.g. 0.35. */
  threshold: number;
  suffix?: string;
  className?: string;
}

/**
 * A number that counts up once, the first time it is visible enough. Without JavaScript it shows the
 * final figure. Screen readers skip the animated number and read the final value from visually
 * hidden text.
 */
export function Counter({ to, durationMs, threshold, suffix = '+', className }: CounterProps) {
  const { ref, seen } = useInViewOnce<HTMLSpanElement>(threshold);
  const value = useCountUp(to, durationMs, seen);
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true">{`${value}${suffix}`}</span>
      <span className="visually-hidden">{`${to}${suffix}`}</span>
    </span>
  );
}
