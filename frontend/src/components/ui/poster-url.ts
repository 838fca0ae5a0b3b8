import type { SiteImage } from '../../content/site-image';
import { pictureSources } from './artwork-image';

/** Address of a picture's WebP at 960 px or the nearest larger width, for a video's poster attribute. */
export const posterUrl = (image: SiteImage): string => pictureSources(image, 960).fallback;
