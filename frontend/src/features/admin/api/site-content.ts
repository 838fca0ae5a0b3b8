import type { BookingRules } from '@aura/contract';
import type { ClinicFacts } from '../../../content/clinic-facts';
import type { DoctorFacts } from '../../../content/doctor';
import type { TestimonialsContent } from '../../../content/reviews';
import type { UploadedImage } from '../../../content/site-image';
import type { TreatmentItem } from '../../../content/treatment-content';
import type { FaqItem } from '../../../content/types';
export type { HeroContent, HeroSlideContent } from '../../../content/hero-slides';
import type { GalleryContent, UploadedVideo } from '../../../content/gallery';
import type { SiteFigures } from '../../../content/figures';
import type { ReviewSummaries } from '../../../content/review-summaries';
import type { TeamContent } from '../../../content/team';
import { adminFetch, messageOf, SessionEndedError, succeeded } from './admin-fetch';

/** The clinic content the admin edits, by the API's address of each item. */
export const contentPaths = {
  clinic: '/admin/content/clinic',
  booking: '/admin/content/booking',
  messages: '/admin/content/messages',
  faq: '/admin/content/faq',
  doctor: '/admin/content/doctor',
  testimonials: '/admin/content/testimonials',
  hero: '/admin/content/hero',
  treatmentOrder: '/admin/content/treatment-order',
  figures: '/admin/content/figures',
  reviewSummaries: '/admin/content/review-summaries',
  team: '/admin/content/team',
  treatments: '/admin/content/treatments',
  images: '/admin/content/images',
  videos: '/admin/content/videos',
  gallery: '/admin/content/gallery',
  treatment: (id: string) => `/admin/content/treatments/${encodeURIComponent(id)}`,
};

export type HomeFaq = { items: FaqItem[] };
export type Testimonials = TestimonialsContent;
export type { BookingRules, ClinicFacts, DoctorFacts, GalleryContent, ReviewSummaries, SiteFigures, TeamContent, TreatmentItem };

/** A treatment in the dashboard's list: its content, its version, and whether the site came with it. */
export type ListedTreatment = TreatmentItem & { version: number; builtIn: boolean };

export interface Revision {
  id: string;
  version: number;
  createdAt: string | null;
  createdBy: string | null;
  /** Dotted paths of the fields this revision changed; ['deleted'] for a deletion. */
  changed: string[];
  restoredFrom: string | null;
}

export const contentMessages = {
  loadFailed: 'Could not load this content. Check your connection and try again.',
  saveFailed: 'Could not save. Check your connection and try again.',
  saved: 'Saved. The site shows it within a few seconds.',
  restored: 'Restored. The site shows it within a few seconds.',
  deleted: 'Treatment deleted. Its history keeps it, should you want it back.',
  moved: 'Menu order saved. The site shows it within a few seconds.',
  previewFailed: 'Could not show the preview. Check your connection and try again.',
  uploadFailed: 'Could not upload the photo. Check your connection and try again.',
  videoUploadFailed: 'Could not upload the video. Check your connection and try again.',
};

/** A failure in the server's words, with one message per wrong field (dotted paths, e.g. 'address.lines'). */
export interface Refusal {
  ok: false;
  status: number;
  message: string;
  fields: Record<string, string>;
}
export type Outcome<T> = ({ ok: true } & T) | Refusal;

async function call<T>(path: string, fallback: string, options?: Parameters<typeof adminFetch>[1]): Promise<Outcome<T>> {
  try {
    const result = await adminFetch<T & { fields?: Record<string, string> }>(path, options);
    if (succeeded(result) && result.data) return { ok: true, ...(result.data as T) };
    const fields = result.data?.fields;
    return { ok: false, status: result.status, message: messageOf(result, fallback), fields: fields && typeof fields === 'object' ? fields : {} };
  } catch (error) {
    if (error instanceof SessionEndedError) throw error;
    return { ok: false, status: 0, message: fallback, fields: {} };
  }
}

export const readContent = <T>(path: string) => call<{ item: T; version: number }>(path, contentMessages.loadFailed);

/** Saves `item` as a change of `version`; a 409 means someone saved since. */
export const saveContent = <T>(path: string, item: T, version: number) =>
  call<{ item: T; version: number }>(path, contentMessages.saveFailed, { method: 'PUT', json: { ...item, version } });

/** Stores a photo for the content (a treatment, its before/after, the doctor); the answer's image goes in the item. */
export function uploadContentImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return call<{ image: UploadedImage }>(`${contentPaths.images}`, contentMessages.uploadFailed, { method: 'POST', form });
}

/** Stores a video for the gallery (MP4 (H.264) or WebM); the answer's video goes in the item. */
export function uploadContentVideo(file: File) {
  const form = new FormData();
  form.append('video', file);
  return call<{ video: UploadedVideo }>(contentPaths.videos, contentMessages.videoUploadFailed, { method: 'POST', form });
}

export const listTreatments = () => call<{ items: ListedTreatment[] }>(contentPaths.treatments, contentMessages.loadFailed);

export const addTreatment = (item: TreatmentItem) =>
  call<{ item: TreatmentItem; version: number }>(contentPaths.treatments, contentMessages.saveFailed, { method: 'POST', json: item });

/** Moves a treatment before or after its neighbour in the menus, as a new revision of the menu order. */
export async function saveTreatmentOrder(ids: string[]): Promise<Outcome<{ version: number }>> {
  const current = await readContent<{ ids: string[] }>(contentPaths.treatmentOrder);
  if (!current.ok) return current;
  return saveContent(contentPaths.treatmentOrder, { ids }, current.version);
}

export const deleteTreatment = (id: string) => call<{ message: string }>(contentPaths.treatment(id), contentMessages.saveFailed, { method: 'DELETE' });

export const readRevisions = (path: string) => call<{ items: Revision[] }>(`${path}/revisions`, contentMessages.loadFailed);

export const restoreRevision = <T>(path: string, revision: string) =>
  call<{ item: T; version: number }>(`${path}/revisions/${encodeURIComponent(revision)}/restore`, contentMessages.saveFailed, { method: 'POST' });

/** The HTML the page would have with `item` saved (nothing is saved). A new treatment previews under contentPaths.treatments. */
export const previewContent = <T>(path: string, item: T) =>
  call<{ html: string; path: string }>(`${path}/preview`, contentMessages.previewFailed, { method: 'POST', json: item });
