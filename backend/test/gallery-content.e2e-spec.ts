import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ContentUploadsService } from '../src/content/content-uploads.service';
import { unusedImageKeys } from '../src/media/media-usage';
import { DataSource } from 'typeorm';
import { contentApi, MEDIA, publishedSite, type UploadedVideo } from './setup/content-api';
import { createTestApp, pngImage, signIn, storedObjectKeys, TestApp } from './setup/test-app';

const VIDEOS = '/api/api/admin/content/videos';
const GALLERY = '/api/api/admin/content/gallery';

/** Two seconds of colour, recorded by a browser: an H.264 MP4, a VP8 WebM, and a VP9 MP4 (not every phone plays it). */
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const MP4 = fixture('clinic-clip.mp4');
const WEBM = fixture('clinic-clip.webm');
const VP9_MP4 = fixture('vp9-clip.mp4');

/** The clinic's own gallery: its videos, how they are served, and the pages that show them. */
describe('the clinic’s gallery', () => {
  let sut: TestApp;
  let cookie: string;
  let published: string;

  beforeAll(async () => {
    published = mkdtempSync(join(tmpdir(), 'clinic-gallery-'));
    sut = await createTestApp({ SITE_PUBLISH_DIR: published });
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    rmSync(published, { recursive: true, force: true });
  });

  const api = () => contentApi(sut, cookie);
  const as = <T extends request.Test>(test: T) => api().as(test);
  const uploadPhoto = async (background: string) => api().uploadImage(await pngImage(1200, 900, background), 'room.png');
  const uploadVideo = (bytes: Buffer, filename: string, contentType?: string) => api().uploadVideo(bytes, filename, contentType);
  const read = () => api().read<{ items: Array<Record<string, unknown>> }>(GALLERY);
  const save = (item: object, version: number) => api().save(GALLERY, item, version);
  const page = (path: string) => publishedSite(published).page(path);
  const waitFor = (check: () => boolean) => publishedSite(published).until(check);

  it('asks for a session before reading a video', async () => {
    await request(sut.http).post(VIDEOS).attach('video', MP4, 'clip.mp4').expect(401);
  });

  it('stores an H.264 MP4 and a WebM under the hash of their bytes, and serves them for phones to play and seek', async () => {
    const mp4 = (await uploadVideo(MP4, 'clip.mp4').expect(201)).body.video as UploadedVideo;
    expect(mp4).toEqual({ key: expect.stringMatching(/^[a-f0-9]{64}\.mp4$/), type: 'video/mp4', size: MP4.length });
    const webm = (await uploadVideo(WEBM, 'clip.webm', 'video/webm').expect(201)).body.video as UploadedVideo;
    expect(webm).toEqual({ key: expect.stringMatching(/^[a-f0-9]{64}\.webm$/), type: 'video/webm', size: WEBM.length });

    const whole = await request(sut.http).get(`${MEDIA}${mp4.key}`).buffer(true).parse(binary).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(whole.body as Buffer, MP4)).toBe(0);

    // Safari first asks for two bytes, then for the parts it plays.
    const first = await request(sut.http).get(`${MEDIA}${mp4.key}`).set('Range', 'bytes=0-1').buffer(true).parse(binary).expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${MP4.length}`);
    expect(first.headers['content-length']).toBe('2');
    expect(first.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(first.body as Buffer, MP4.subarray(0, 2))).toBe(0);
    const middle = await request(sut.http).get(`${MEDIA}${mp4.key}`).set('Range', 'bytes=100-599').buffer(true).parse(binary).expect(206);
    expect(Buffer.compare(middle.body as Buffer, MP4.subarray(100, 600))).toBe(0);
    const tail = await request(sut.http).get(`${MEDIA}${webm.key}`).set('Range', 'bytes=-100').buffer(true).parse(binary).expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${WEBM.length - 100}-${WEBM.length - 1}/${WEBM.length}`);
    expect(Buffer.compare(tail.body as Buffer, WEBM.subarray(WEBM.length - 100))).toBe(0);
    const open = await request(sut.http).get(`${MEDIA}${webm.key}`).set('Range', 'bytes=1000-').buffer(true).parse(binary).expect(206);
    expect(Buffer.compare(open.body as Buffer, WEBM.subarray(1000))).toBe(0);
    const past = await request(sut.http).get(`${MEDIA}${mp4.key}`).set('Range', `bytes=${MP4.length}-`).expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);
  });

  it('tells a file that is not a playable video by its bytes, not its name, and stores nothing', async () => {
    const before = await storedObjectKeys(sut);
    const renamed = await uploadVideo(await pngImage(40, 30), 'holiday.mp4').expect(400);
    expect(renamed.body).toEqual({ success: false, message: 'Upload an MP4 (H.264) or WebM video' });
    const text = await uploadVideo(Buffer.from('not a video at all, only words'), 'clip.webm', 'video/webm').expect(400);
    expect(text.body.message).toBe('Upload an MP4 (H.264) or WebM video');
    const vp9 = await uploadVideo(VP9_MP4, 'clip.mp4').expect(400);
    expect(vp9.body.message).toMatch(/^This MP4 is not H\.264/);
    expect((await as(request(sut.http).post(VIDEOS)).send({}).expect(400)).body.message).toBe('Choose a video to upload');
    expect(await storedObjectKeys(sut)).toEqual(before);
  });

  it('refuses a gallery that is not right, with a message on each wrong field', async () => {
    const { item, version } = await read();
    expect(item.items.some((entry) => entry.caption === 'View photo on Pexels')).toBe(true);

    const empty = await save({ items: [] }, version).expect(400);
    expect(empty.body.fields).toEqual({ items: 'Give the gallery 1 to 24 photos and videos' });
    const many = await save({ items: Array.from({ length: 25 }, () => item.items[0]) }, version).expect(400);
    expect(many.body.fields.items).toBe('Give the gallery 1 to 24 photos and videos');

    const wrong = await save(
      {
        items: [
          { kind: 'image', url: '', alt: '', caption: 'x'.repeat(121) },
          { kind: 'video', url: 'https://example.com/clip.mp4', poster: 'gallery/clinic-1', alt: 'A room', caption: 'A room' },
          { kind: 'video', url: { key: `${'b'.repeat(64)}.mp4`, type: 'video/webm', size: 10 }, alt: 'A room', caption: 'A room' },
          { kind: 'external-image', url: 'https://example.com/photo', alt: 'A photo', caption: 'Elsewhere' },
          { kind: 'poster', url: 'gallery/clinic-1', alt: 'A room', caption: 'A room' },
        ],
      },
      version,
    ).expect(400);
    expect(wrong.body.fields).toEqual({
      'items.0.url': 'Upload a photo',
      'items.0.alt': 'Enter the description for screen readers',
      'items.0.caption': 'Caption must be at most 120 characters',
      'items.1.url': 'Upload the video again',
      'items.1.poster': 'Choose one of the images or upload a photo for the poster',
      'items.2.url': 'Upload the video again',
      'items.2.poster': 'Upload a poster photo: it shows until the video plays',
      'items.3.url': 'Only the stock photo links the site came with can be kept: upload the photo instead',
      'items.4.kind': 'Choose a photo or a video',
    });

    // A video this site never stored is refused, named by its field.
    const forged = await save(
      { items: [{ kind: 'video', url: { key: `${'c'.repeat(64)}.mp4`, type: 'video/mp4', size: 2000 }, poster: 'gallery/video-1', alt: 'A room', caption: 'A room' }] },
      version,
    ).expect(400);
    expect(forged.body.fields).toEqual({ 'items.0.url': 'Upload the video again: it is not one this site stored' });
    expect((await read()).version).toBe(version);
  });

  it('publishes the clinic’s photos and video on / and /gallery, keeps them, and the Pexels tiles are gone', async () => {
    const reception = await uploadPhoto('#7A9E8E');
    const treatmentRoom = await uploadPhoto('#C08A6B');
    const poster = await uploadPhoto('#4F7F74');
    const video = (await uploadVideo(MP4, 'tour.mp4').expect(201)).body.video as UploadedVideo;
    const { item, version } = await read();
    const builtIn = item.items.filter((entry) => entry.kind === 'image');
    const items = [
      { kind: 'image', url: reception, alt: 'Our reception desk with the morning light', caption: 'Our own reception, Baner' },
      { kind: 'video', url: video, poster, alt: 'A walk through the clinic from the door to the laser room', caption: 'A walk through Aura' },
      { kind: 'image', url: treatmentRoom, alt: 'Treatment room two, ready for a facial', caption: 'Treatment room two' },
      ...builtIn.slice(1, 5),
    ];
    const saved = await save({ items }, version).expect(200);
    // Sizes come from the store, not the client.
    expect(saved.body.item.items[1].url).toEqual(video);

    expect(await waitFor(() => page('gallery/index.html').includes('A walk through Aura'))).toBe(true);
    const gallery = page('gallery/index.html');
    expect(gallery).toContain('Our own reception, Baner');
    expect(gallery).toContain('Treatment room two');
    expect(gallery).toContain(`${MEDIA}${reception.key}`);
    for (const rendition of treatmentRoom.variants) expect(gallery).toContain(`${MEDIA}${rendition.key} ${rendition.width}w`);
    expect(gallery).toContain(`${MEDIA}${poster.key}`);
    // The video itself is in the page's data, not loaded before a visitor asks.
    expect(gallery).toContain(video.key);
    expect(gallery).not.toMatch(/<video/);
    expect(gallery).not.toContain('Pexels');

    expect(await waitFor(() => page('index.html').includes('Our own reception, Baner'))).toBe(true);
    const home = page('index.html');
    // The home page shows the first five photos: the clinic's two, then three of the site's.
    expect(home).toContain(`${MEDIA}${reception.key}`);
    expect(home).toContain(`${MEDIA}${treatmentRoom.key}`);
    expect(home).toContain(String(builtIn[3].caption));
    expect(home).not.toContain(String(builtIn[4].caption));
    expect(home).not.toContain('A walk through Aura');

    // Whatever cleans up unused media keeps the gallery's.
    const uploads = sut.app.get(ContentUploadsService);
    const removed = await uploads.sweep(0);
    expect(removed).not.toContain(video.key);
    expect(await unusedImageKeys(sut.app.get(DataSource), [video.key, poster.key])).toEqual([]);
    await request(sut.http).get(`${MEDIA}${video.key}`).expect(200);
  });
});

/** Collects a response's bytes as they are (supertest parses only text by default). */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
}
