/**
 * The gallery as the clinic edits it (Site content → Gallery): the items of /gallery in order,
 * each a photo or a video the clinic uploaded, or one the site came with. Used by the API (through
 * the server bundle) and the dashboard; the public pages only read the result.
 */
import { GALLERY_LIMITS, MAX_VIDEO_BYTES } from '@aura/contract';
import { FieldReader, type Parsed } from './field-reader';
import { galleryPage, type GalleryContent, type GalleryItem, type UploadedVideo } from './gallery';
import { readSiteImage } from './site-image';

const builtInItems = galleryPage.items;
/** The site's own photos and posters the clinic may keep (or choose again). */
export const galleryArtwork = {
  photos: [...new Set(builtInItems.flatMap((item) => (item.kind === 'image' && typeof item.url === 'string' ? [item.url] : [])))],
  posters: [...new Set(builtInItems.flatMap((item) => (item.kind === 'video' && typeof item.poster === 'string' ? [item.poster] : [])))],
};
/** The stock videos and photo links the site came with: the clinic may keep or remove them, not add others. */
const stockVideos = new Set(builtInItems.flatMap((item) => (item.kind === 'video' && typeof item.url === 'string' ? [item.url] : [])));
const stockLinks = new Set(builtInItems.flatMap((item) => (item.kind === 'external-image' ? [item.url] : [])));

const VIDEO_KEY = /^[a-f0-9]{64}\.(mp4|webm)$/;
const UPLOAD_VIDEO_AGAIN = 'Upload the video again';

function readVideo(reader: FieldReader, path: string): string | UploadedVideo {
  const value = reader.raw(path);
  if (typeof value === 'string') {
    if (!stockVideos.has(value)) reader.problems[path] = UPLOAD_VIDEO_AGAIN;
    return value;
  }
  if (value === null || value === undefined || value === '') {
    reader.problems[path] = 'Upload the video';
    return '';
  }
  return readUploadedVideo(reader, path);
}

/** A video as the API answered its upload (the API checks on top that it stored it); a wrong one is told on its field. */
export function readUploadedVideo(reader: FieldReader, path: string): UploadedVideo {
  const value = reader.raw(path);
  const { key, type, size, ...rest } = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const extension = typeof key === 'string' ? VIDEO_KEY.exec(key)?.[1] : undefined;
  if (
    !extension ||
    type !== `video/${extension}` ||
    typeof size !== 'number' ||
    !Number.isInteger(size) ||
    size < 1 ||
    size > MAX_VIDEO_BYTES ||
    Object.keys(rest).length > 0
  ) {
    reader.problems[path] = UPLOAD_VIDEO_AGAIN;
  }
  return { key: key as string, type: type as UploadedVideo['type'], size: size as number };
}

/** A picture field that must be given: an uploaded photo, or one of `names`. */
function readPicture(reader: FieldReader, path: string, label: string, missing: string, names: readonly string[]) {
  const value = reader.raw(path);
  if (value === undefined || value === null || value === '') {
    reader.problems[path] = missing;
    return '';
  }
  return readSiteImage(reader, path, label, (name) => names.includes(name));
}

function readItem(reader: FieldReader, at: string): GalleryItem {
  const kind = reader.raw(`${at}.kind`);
  const text = {
    alt: reader.text(`${at}.alt`, 'Description for screen readers', { max: GALLERY_LIMITS.alt }),
    caption: reader.text(`${at}.caption`, 'Caption', { max: GALLERY_LIMITS.caption }),
  };
  if (kind === 'video') {
    reader.only(at, ['kind', 'url', 'poster', 'alt', 'caption']);
    return {
      kind,
      url: readVideo(reader, `${at}.url`),
      poster: readPicture(reader, `${at}.poster`, 'Poster', 'Upload a poster photo: it shows until the video plays', galleryArtwork.posters),
      ...text,
    };
  }
  if (kind === 'external-image') {
    reader.only(at, ['kind', 'url', 'alt', 'caption']);
    const url = reader.raw(`${at}.url`);
    if (typeof url !== 'string' || !stockLinks.has(url)) reader.problems[`${at}.url`] = 'Only the stock photo links the site came with can be kept: upload the photo instead';
    return { kind, url: String(url), ...text };
  }
  if (kind !== 'image') reader.problems[`${at}.kind`] = 'Choose a photo or a video';
  reader.only(at, ['kind', 'url', 'alt', 'caption']);
  return { kind: 'image', url: readPicture(reader, `${at}.url`, 'Photo', 'Upload a photo', galleryArtwork.photos), ...text };
}

/** Reads the gallery the dashboard sends: one to 24 items, each with its caption and description. */
export function parseGallery(value: unknown): Parsed<GalleryContent> {
  const reader = new FieldReader(value);
  reader.only('', ['items']);
  const sent = reader.raw('items');
  if (!Array.isArray(sent) || sent.length < GALLERY_LIMITS.minItems || sent.length > GALLERY_LIMITS.maxItems) {
    reader.problems.items = `Give the gallery ${GALLERY_LIMITS.minItems} to ${GALLERY_LIMITS.maxItems} photos and videos`;
    return { problems: reader.problems };
  }
  const items = sent.map((entry, index) => {
    const at = `items.${index}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      reader.problems[at] = 'Choose a photo or a video';
      return undefined;
    }
    return readItem(reader, at);
  });
  return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item: { items: items as GalleryItem[] } };
}

/** The gallery the site comes with: today's photos, stock videos and stock photo links. */
export const builtInGallery: GalleryContent = { items: builtInItems };
