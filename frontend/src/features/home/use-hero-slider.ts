import { useEffect, useState, type FocusEvent } from 'react';

/** True when a key press belongs to a field the visitor is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface HeroSliderOptions {
  /** How long each slide stays, in ms; its length is the number of slides. */
  durations: readonly number[];
  /** False stops the automatic advance altogether (reduced motion). */
  autoplay: boolean;
}

/**
 * The hero slider's state: the slide shown, advancing on its own after each slide's duration and
 * wrapping. It waits while the pointer is over it or focus is inside it; the arrow keys move it and
 * stop the automatic advance (except while typing in a field); the dots jump to a slide.
 */
export function useHeroSlider({ durations, autoplay }: HeroSliderOptions) {
  const count = durations.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = !autoplay || stopped || hovered || focusInside;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), durations[index]);
    return () => clearTimeout(timer);
  }, [index, paused, count, durations]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      // Menus and other widgets that use the arrow keys mark the event as handled.
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setIndex((current) => (current + step + count) % count);
      setStopped(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count]);

  return {
    index,
    paused,
    /** True once the visitor stopped the slideshow (arrow keys or the pause button). */
    stopped,
    goTo: (target: number) => setIndex(((target % count) + count) % count),
    setStopped,
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      },
    },
  };
}
