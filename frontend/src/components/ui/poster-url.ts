import { artwork } from '../../content/artwork';

/** Address of an artwork's WebP at 960 px or the nearest larger width, for a video's poster attribute. */
export function posterUrl(name: string): string {
  const art = artwork[name];
  if (!art) throw new Error(`Unknown artwork "${name}"`);
  const width = art.widths.find((candidate) => candidate >= 960) ?? art.widths[art.widths.length - 1];
  return `/images/${name}-${width}.webp`;
}
