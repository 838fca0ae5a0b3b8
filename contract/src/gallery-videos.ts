/** Videos of the clinic's own gallery: what the dashboard uploads and the API accepts. */

/** The largest video the dashboard uploads: a short clip, not a film (phones play it over mobile data). */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** The `accept` list of a video field: MP4 (H.264) and WebM, which every browser and phone plays. */
export const ACCEPTED_VIDEO_TYPES = 'video/mp4,video/webm';

export const videoMessages = {
  invalid: 'Upload an MP4 (H.264) or WebM video',
  notH264: 'This MP4 is not H.264, which not every phone plays: export it again as MP4 (H.264) or WebM',
  tooLarge: 'Video size should be less than 50MB',
  missing: 'Choose a video to upload',
  /** Under every video field of the dashboard. */
  kinds: 'MP4 (H.264) or WebM, up to 50MB.',
} as const;

/** What a gallery item's bounds are: how many items, and how long its caption and description may be. */
export const GALLERY_LIMITS = {
  minItems: 1,
  maxItems: 24,
  caption: 120,
  alt: 250,
} as const;
