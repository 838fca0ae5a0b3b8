import { readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from './test-app';

const CONTENT = '/api/api/admin/content';
/** Where the API serves what the admin uploaded. */
export const MEDIA = '/api/api/media/';

/**
 * How long a test waits for a save to reach the published pages. The 10 s DESIGN.md sets is the
 * publisher's target on a quiet machine (it logs each publish's time: "Published the site: … in
 * N ms"); the tests run beside others on two cores, where a publish can take longer, so they wait
 * for the outcome, not for a speed.
 */
export const PUBLISHED_WITHIN_MS = 45_000;

/** A photo the API stored, as it answers an upload (the site's `UploadedImage`). */
export interface UploadedImage {
  key: string;
  width: number;
  height: number;
  variants: Array<{ key: string; width: number; height: number }>;
}

/** A video the API stored, as it answers an upload (the site's `UploadedVideo`). */
export interface UploadedVideo {
  key: string;
  type: string;
  size: number;
}

/** Every stored object of a photo: the photo and its smaller renditions. */
export const keysOf = (image: UploadedImage) => [image.key, ...image.variants.map((variant) => variant.key)];

/**
 * The content API of Site content as the signed-in admin (`cookie`) uses it: upload a photo or a
 * video, read an item with its version, save it at that version.
 */
export function contentApi(sut: TestApp, cookie: string) {
  const as = <T extends request.Test>(test: T) => test.set('Cookie', cookie);
  return {
    as,
    /** Uploads a PNG; answers the stored photo (201 expected). */
    uploadImage: async (bytes: Buffer, filename = 'photo.png') =>
      (await as(request(sut.http).post(`${CONTENT}/images`)).attach('image', bytes, { filename, contentType: 'image/png' }).expect(201)).body.image as UploadedImage,
    /** Sends a video; the test reads the answer. */
    uploadVideo: (bytes: Buffer, filename: string, contentType = 'video/mp4') => as(request(sut.http).post(`${CONTENT}/videos`)).attach('video', bytes, { filename, contentType }),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each suite reads its own item's fields
    read: async <T = any>(path: string) => (await as(request(sut.http).get(path)).expect(200)).body as { item: T; version: number },
    save: (path: string, item: object, version: number) => as(request(sut.http).put(path)).send({ ...item, version }),
  };
}

/** The site the API published into `folder` (SITE_PUBLISH_DIR): its files, as the `current` link names them. */
export function publishedSite(folder: string) {
  const page = (path: string) => readFileSync(join(folder, readlinkSync(join(folder, 'current')), path), 'utf8');
  return {
    page,
    /** Waits (up to PUBLISHED_WITHIN_MS) until `check` holds; answers whether it did. */
    until: async (check: () => boolean) => {
      const deadline = Date.now() + PUBLISHED_WITHIN_MS;
      while (!safely(check) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return safely(check);
    },
  };
}

/** `check`, false while a page is not published yet or is being switched while read. */
function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}
