import { loadingOf, pictureSources } from '../../../components/ui/artwork-image';
import { HERO_MOBILE_BREAKPOINT_PX, type HeroFocus } from '../../../content/hero-slides';
import type { SiteImage } from '../../../content/site-image';

interface HeroPictureProps {
  src: SiteImage;
  mobileSrc?: SiteImage;
  alt: string;
  /** The point the crop keeps in view. */
  focus?: HeroFocus;
  priority: boolean;
  className?: string;
}

/**
 * A hero slide's picture with art direction: below 640 px the phone crop (when the slide has one),
 * above it the wide picture; either is cropped around the slide's focal point (the shared
 * ArtworkImage serves one picture at every width, so it cannot do this).
 */
export function HeroPicture({ src, mobileSrc, alt, focus, priority, className }: HeroPictureProps) {
  const wide = pictureSources(src, 1280);
  const mobile = mobileSrc ? pictureSources(mobileSrc, 1280) : undefined;
  const media = `(max-width: ${HERO_MOBILE_BREAKPOINT_PX - 1}px)`;
  return (
    <picture className={className}>
      {mobile?.avif && <source media={media} type="image/avif" srcSet={mobile.avif} sizes="100vw" />}
      {mobile && <source media={media} type="image/webp" srcSet={mobile.webp} sizes="100vw" />}
      {wide.avif && <source type="image/avif" srcSet={wide.avif} sizes="100vw" />}
      <img
        src={wide.fallback}
        srcSet={wide.webp}
        sizes="100vw"
        alt={alt}
        width={wide.width}
        height={wide.height}
        style={focus && { objectPosition: `${focus.x}% ${focus.y}%` }}
        {...loadingOf(priority)}
      />
    </picture>
  );
}
