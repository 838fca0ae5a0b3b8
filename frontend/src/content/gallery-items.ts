/**
 * Where the gallery's pages find its items: the clinic's own gallery once it edited it, else the
 * built-in one. / and /gallery carry theirs in their data block; a page reached by moving around in
 * the browser reads the published /gallery page's block (as a treatment's page reads its copy).
 */
import { use } from 'react';
import { galleryPage, homePhotosOf, type GalleryItem, type GalleryPhoto } from './gallery';
import { firstPath, pageData, publishedContent, readDataBlock } from './site-data';

let loaded: GalleryItem[] | undefined;
let loading: Promise<GalleryItem[]> | undefined;
let homeLoading: Promise<GalleryPhoto[]> | undefined;

/** The items of the published /gallery page; the built-in ones when it cannot be read (offline), tried again next time. */
async function fetchPublishedGallery(): Promise<GalleryItem[]> {
  try {
    const response = await fetch('/gallery', { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`/gallery answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    loaded = readDataBlock(page)?.gallery ?? galleryPage.items;
    return loaded;
  } catch {
    loading = undefined;
    homeLoading = undefined;
    return galleryPage.items;
  }
}

/** Every item of the gallery, in order: at once when at hand, else a promise of them. */
function galleryItems(): GalleryItem[] | Promise<GalleryItem[]> {
  if (typeof document === 'undefined') return publishedContent?.gallery?.items ?? galleryPage.items;
  // Pages without a data block (the dev server) show the built-in gallery.
  if (!pageData) return galleryPage.items;
  if (firstPath === '/gallery') return pageData.gallery ?? galleryPage.items;
  if (loaded) return loaded;
  loading ??= fetchPublishedGallery();
  return loading;
}

/** The items /gallery shows; suspends while they load. */
export function useGalleryItems(): GalleryItem[] {
  const items = galleryItems();
  return items instanceof Promise ? use(items) : items;
}

/** The photos the home page's gallery section shows (the gallery's first five); suspends while they load. */
export function useHomeGalleryPhotos(): GalleryPhoto[] {
  if (typeof document !== 'undefined' && pageData && firstPath === '/') return homePhotosOf(pageData.gallery ?? galleryPage.items);
  const items = galleryItems();
  if (!(items instanceof Promise)) return homePhotosOf(items);
  homeLoading ??= items.then(homePhotosOf);
  return use(homeLoading);
}
