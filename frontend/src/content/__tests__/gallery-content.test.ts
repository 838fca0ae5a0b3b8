import { describe, expect, it } from 'vitest';
import { galleryKind } from '../site-content';
import { galleryPage, homeGallery, homePhotosOf } from '../gallery';

const photo = { key: `${'a'.repeat(64)}.webp`, width: 1600, height: 1200, variants: [{ key: `${'b'.repeat(64)}.webp`, width: 480, height: 360 }] };
const video = { key: `${'c'.repeat(64)}.mp4`, type: 'video/mp4', size: 4096 };

describe('the gallery the clinic edits', () => {
  it('starts as the spec’s gallery, and the home page’s five photos are its first five', () => {
    expect(galleryKind.builtIn.items).toEqual(galleryPage.items);
    expect(galleryKind.parse(galleryKind.builtIn)).toEqual({ item: galleryKind.builtIn });
    expect(homePhotosOf(galleryKind.builtIn.items)).toEqual(homeGallery.items);
  });

  it('takes the clinic’s uploaded photos and videos, with their captions and descriptions trimmed', () => {
    const items = [
      { kind: 'image', url: photo, alt: ' Our reception desk ', caption: ' Reception ' },
      { kind: 'video', url: video, poster: photo, alt: 'A walk through the clinic', caption: 'A walk through' },
      { kind: 'video', url: galleryPage.items[1].url, poster: 'gallery/video-1', alt: 'A facial', caption: 'A facial' },
    ];
    const parsed = galleryKind.parse({ items });
    expect(parsed.problems).toBeUndefined();
    expect(parsed.item!.items[0]).toEqual({ kind: 'image', url: photo, alt: 'Our reception desk', caption: 'Reception' });
    expect(parsed.item!.items[1]).toEqual(items[1]);
  });

  it('asks for at least one and at most 24 items, and a poster and a description for each video', () => {
    expect(galleryKind.parse({ items: [] }).problems).toEqual({ items: 'Give the gallery 1 to 24 photos and videos' });
    expect(galleryKind.parse({ items: Array.from({ length: 25 }, () => galleryPage.items[0]) }).problems?.items).toBeDefined();
    expect(galleryKind.parse({ items: [{ kind: 'video', url: video, alt: '', caption: 'A walk' }] }).problems).toEqual({
      'items.0.poster': 'Upload a poster photo: it shows until the video plays',
      'items.0.alt': 'Enter the description for screen readers',
    });
    expect(galleryKind.parse({ items: [{ kind: 'video', url: { ...video, size: 60 * 1024 * 1024 }, poster: photo, alt: 'A', caption: 'A' }] }).problems).toEqual({
      'items.0.url': 'Upload the video again',
    });
    expect(galleryKind.parse({ items: [{ ...galleryPage.items[0], extra: 1 }] }).problems).toEqual({ 'items.0.extra': 'Unknown field: items.0.extra' });
  });
});
