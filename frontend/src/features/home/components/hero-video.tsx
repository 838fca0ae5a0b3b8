import { useEffect, useRef } from 'react';
import { posterUrl } from '../../../components/ui/poster-url';
import type { HeroFocus } from '../../../content/hero-slides';
import type { SiteImage } from '../../../content/site-image';
import { prefersReducedMotion } from '../../../lib/use-in-view';

interface HeroVideoProps {
  src: string;
  /** The still shown until the clip plays, and instead of it under reduced motion. */
  poster: SiteImage;
  /** The point the crop keeps in view. */
  focus?: HeroFocus;
  alt: string;
  /** True while its slide is shown and the slideshow is not paused by the visitor: only then does the clip play. */
  playing: boolean;
  className?: string;
}

/**
 * A video slide's clip: muted, looping and inline, started from script rather than with the autoplay
 * attribute, so it plays only while its slide is shown and never when the visitor asks for reduced
 * motion (the slider then passes playing=false and the poster stays).
 */
export function HeroVideo({ src, poster, alt, focus, playing, className }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The preference is read here too: while hydrating, the slider still holds the server's guess.
    if (!playing || prefersReducedMotion()) {
      if (!element.paused) element.pause();
      return;
    }
    element.muted = true;
    // A browser that refuses to play leaves the poster in place.
    void Promise.resolve(element.play()).catch(() => undefined);
  }, [playing]);
  return (
    <video
      ref={video}
      className={className}
      src={src}
      poster={posterUrl(poster)}
      style={focus && { objectPosition: `${focus.x}% ${focus.y}%` }}
      muted
      loop
      playsInline
      preload="metadata"
      aria-label={alt}
    />
  );
}
