import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ContentUploadsService } from '../src/content/content-uploads.service';
import { contentApi, keysOf, MEDIA, publishedSite } from './setup/content-api';
import { createTestApp, pngImage, signIn, storedObjectKeys, TestApp } from './setup/test-app';

const IMAGES = '/api/api/admin/content/images';
const TREATMENTS = '/api/api/admin/content/treatments';
const DOCTOR = '/api/api/admin/content/doctor';
const HERO = '/api/api/admin/content/hero';

/** Photos the admin uploads for a treatment, its before/after and the doctor, and how long they are kept. */
describe('photos of the clinic’s content', () => {
  let sut: TestApp;
  let cookie: string;
  let published: string;

  beforeAll(async () => {
    published = mkdtempSync(join(tmpdir(), 'clinic-photos-'));
    sut = await createTestApp({ SITE_PUBLISH_DIR: published });
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    rmSync(published, { recursive: true, force: true });
  });

  const api = () => contentApi(sut, cookie);
  const as = <T extends request.Test>(test: T) => api().as(test);
  const upload = (bytes: Buffer, filename?: string) => api().uploadImage(bytes, filename);
  const read = (path: string) => api().read<Record<string, unknown>>(path);
  const save = (path: string, item: object, version: number) => api().save(path, item, version);
  const mediaStatus = async (key: string) => (await request(sut.http).get(`${MEDIA}${key}`)).status;
  const site = () => publishedSite(published);
  const page = (path: string) => site().page(path);

  it('asks for a session before reading the upload', async () => {
    await request(sut.http).post(IMAGES).attach('image', await pngImage(40, 30), 'a.png').expect(401);
  });

  it('stores a photo as WebP renditions and answers what to put in the item', async () => {
    const image = await upload(await pngImage(2000, 1500, '#C08A6B'));
    expect(image).toMatchObject({ key: expect.stringMatching(/^[a-f0-9]{64}\.webp$/), width: 1600, height: 1200 });
    expect(image.variants.length).toBeGreaterThan(0);
    for (const key of keysOf(image)) {
      const res = await request(sut.http).get(`${MEDIA}${key}`).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses what is not an image, or no file, with a message, and stores nothing', async () => {
    const before = await storedObjectKeys(sut);
    const res = await as(request(sut.http).post(IMAGES)).attach('image', Buffer.from('<svg onload="x()"/>'), { filename: 'x.png', contentType: 'image/png' }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'Please select a valid image file' });
    await as(request(sut.http).post(IMAGES)).field('image', 'text').expect(400);
    expect((await as(request(sut.http).post(IMAGES)).send({}).expect(400)).body.message).toBe('Choose an image to upload');
    expect(await storedObjectKeys(sut)).toEqual(before);
  });

  it('puts an uploaded photo on the treatment’s cards and page, at every stored width', async () => {
    const image = await upload(await pngImage(1200, 900, '#7A9E8E'));
    const { item, version } = await read(`${TREATMENTS}/hydrafacial`);
    // Sizes the client claims are replaced by the stored ones.
    const saved = await save(`${TREATMENTS}/hydrafacial`, { ...item, image: { ...image, width: 5 }, imageAlt: 'A HydraFacial session in the facial room' }, version).expect(200);
    expect(saved.body.item.image).toEqual(image);

    await site().until(() => page('service/hydrafacial/index.html').includes(image.key));
    const html = page('service/hydrafacial/index.html');
    for (const key of keysOf(image)) expect(html).toContain(`${MEDIA}${key}`);
    expect(html).toMatch(new RegExp(`og:image" content="[^"]*${MEDIA}${image.key}`));
    // At the top of the page and beside the key benefits alike.
    expect(html.split('alt="A HydraFacial session in the facial room"')).toHaveLength(3);
    expect(html).not.toContain('alt="HydraFacial"');
    expect(page('index.html')).toContain(`${MEDIA}${image.key}`);
  });

  it('refuses a photo this site did not store, naming the field', async () => {
    const { item, version } = await read(`${TREATMENTS}/botox-treatment`);
    const forged = { key: `${'a'.repeat(64)}.webp`, width: 800, height: 600, variants: [] };
    const res = await save(`${TREATMENTS}/botox-treatment`, { ...item, image: forged }, version).expect(400);
    expect(res.body.fields).toEqual({ image: 'Upload the image again: it is not one this site stored' });
    const odd = await save(`${TREATMENTS}/botox-treatment`, { ...item, image: { key: '../etc/passwd', width: 1, height: 1, variants: [] } }, version).expect(400);
    expect(odd.body.fields).toEqual({ image: 'Upload the image again' });
    const unknown = await save(`${TREATMENTS}/botox-treatment`, { ...item, image: 'no-such-picture' }, version).expect(400);
    expect(unknown.body.fields.image).toMatch(/^Choose one of the images/);
    expect((await read(`${TREATMENTS}/botox-treatment`)).version).toBe(version);
  });

  it('asks for a before/after photo where the site has no illustration, and shows an uploaded one', async () => {
    const { item } = await read(`${TREATMENTS}/facials`);
    const added = { ...item, id: 'bridal-glow', title: 'Bridal Glow', beforeAfter: true };
    const refused = await as(request(sut.http).post(TREATMENTS)).send(added).expect(400);
    expect(refused.body.fields).toEqual({ beforeAfter: 'Upload a before and after photo, or untick “Before and after image”' });

    const photo = await upload(await pngImage(960, 720, '#B57F6A'));
    await as(request(sut.http).post(TREATMENTS)).send({ ...added, beforeAfterImage: photo }).expect(201);
    await site().until(() => page('service/bridal-glow/index.html').includes(photo.key));
    expect(page('service/bridal-glow/index.html')).toContain('Bridal Glow: a before and after');

    // The staff's own description of the photo replaces the generic one.
    const created = await read(`${TREATMENTS}/bridal-glow`);
    const described = 'A bride’s cheek before and after three sessions';
    const saved = await save(`${TREATMENTS}/bridal-glow`, { ...created.item, beforeAfterAlt: described }, created.version).expect(200);
    expect(saved.body.item.beforeAfterAlt).toBe(described);
    await site().until(() => page('service/bridal-glow/index.html').includes(described));
    expect(page('service/bridal-glow/index.html')).toContain(`alt="${described}"`);
    expect(page('service/bridal-glow/index.html')).not.toContain('Bridal Glow: a before and after');
    const tooLong = await save(`${TREATMENTS}/bridal-glow`, { ...created.item, beforeAfterAlt: 'x'.repeat(161) }, created.version + 1).expect(400);
    expect(tooLong.body.fields).toEqual({ beforeAfterAlt: 'Description of the before and after photo must be at most 160 characters' });
  });

  it('puts an uploaded portrait on the doctor’s profile, described in the staff’s words', async () => {
    const portrait = await upload(await pngImage(800, 1000, '#8E6C5A'));
    const { item, version } = await read(DOCTOR);
    expect(item.photo).toBe('doctor/dr-meera-kulkarni');
    const undescribed = await save(DOCTOR, { ...item, photo: portrait }, version).expect(400);
    expect(undescribed.body.fields).toEqual({ photoAlt: 'Enter the description of the portrait' });
    const tooLong = await save(DOCTOR, { ...item, photo: portrait, photoAlt: 'x'.repeat(161) }, version).expect(400);
    expect(tooLong.body.fields).toEqual({ photoAlt: 'Description of the portrait must be at most 160 characters' });
    await save(DOCTOR, { ...item, photo: portrait, photoAlt: 'Dr. Meera Kulkarni in her consulting room' }, version).expect(200);
    await site().until(() => page('about/index.html').includes(portrait.key));
    expect(page('about/index.html')).toContain(`${MEDIA}${portrait.key}`);
    expect(page('about/index.html')).toContain('alt="Dr. Meera Kulkarni in her consulting room"');
    expect((await save(DOCTOR, { ...item, photo: 'gallery/clinic-1' }, version + 1).expect(400)).body.fields.photo).toMatch(/^Choose one of the images/);
  });

  it('puts the clinic’s own photo, focal point, caption and button on the home page’s hero slides', async () => {
    const photo = await upload(await pngImage(1800, 800, '#6F8F84'));
    const { item, version } = await read(HERO);
    const slides = item.slides as Array<Record<string, unknown>>;
    expect(slides).toHaveLength(6);
    expect(slides[4]).toMatchObject({ src: 'hero/slide-5', mobileSrc: 'hero/slide-5-mobile', button: 'Book an Appointment' });
    const first = { ...slides[0], src: photo, alt: 'Dr. Kulkarni examining a patient’s scalp in the Baner clinic', focus: { x: 30, y: 40 } };
    const fifth = { ...slides[4], caption: { title: 'Scalp care in Baner' }, button: 'Book a scalp check' };
    await save(HERO, { slides: [first, ...slides.slice(1, 4), fifth, slides[5]] }, version).expect(200);
    await site().until(() => page('index.html').includes(photo.key));
    const html = page('index.html');
    for (const key of keysOf(photo)) expect(html).toContain(`${MEDIA}${key}`);
    expect(html).toContain('alt="Dr. Kulkarni examining a patient’s scalp in the Baner clinic"');
    expect(html).toContain('object-position:30% 40%');
    expect(html).toContain('Scalp care in Baner');
    expect(html).toContain('>Book a scalp check</a>');
    // The first slide keeps the call-back form.
    expect(html).toContain('Request A Call Back');
    // The other slides stay as they were.
    expect(html).toContain('Clinical facials planned for your skin');
  });

  it('plays the clinic’s own clip on a hero slide, over its photo as the poster', async () => {
    const poster = await upload(await pngImage(1800, 800, '#5E8B80'));
    const clip = (await api().uploadVideo(readFileSync(join(__dirname, 'fixtures', 'clinic-clip.mp4')), 'room.mp4').expect(201))
      .body.video as { key: string };
    const { item, version } = await read(HERO);
    const slides = item.slides as Array<Record<string, unknown>>;
    const first = { ...slides[0], src: poster, alt: 'The treatment room, filmed on a quiet morning', video: clip };
    await save(HERO, { slides: [first, ...slides.slice(1)] }, version).expect(200);
    await site().until(() => page('index.html').includes(clip.key));
    const html = page('index.html');
    expect(html).toMatch(new RegExp(`<video[^>]*src="${MEDIA}${clip.key}"[^>]*poster="${MEDIA}[a-f0-9]{64}\\.webp"[^>]*aria-label="The treatment room, filmed on a quiet morning"`));
    // A video the site never stored is refused on its field.
    const forged = { ...first, video: { key: `${'b'.repeat(64)}.mp4`, type: 'video/mp4', size: 10 } };
    const refused = await save(HERO, { slides: [forged, ...slides.slice(1)] }, version + 1).expect(400);
    expect(refused.body.fields).toEqual({ 'slides.0.video': 'Upload the video again: it is not one this site stored' });
  });

  it('refuses hero slides that would break the slider, naming each field', async () => {
    const { item, version } = await read(HERO);
    const slides = item.slides as Array<Record<string, unknown>>;
    expect((await save(HERO, { slides: slides.slice(0, 5) }, version).expect(400)).body.fields).toEqual({ slides: 'Give all 6 slides' });
    const wrong = slides.map((slide, index) => {
      if (index === 0) return { ...slide, button: 'Book' };
      if (index === 1) return { ...slide, alt: '', focus: { x: 120, y: 'top' } };
      if (index === 2) return { ...slide, caption: { title: 'Our doctor' } };
      if (index === 5) return { ...slide, src: 'gallery/clinic-1', caption: { eyebrow: 'Facials' } };
      return slide;
    });
    const res = await save(HERO, { slides: wrong }, version).expect(400);
    expect(res.body.fields).toEqual({
      'slides.0.button': 'This slide holds the call-back form: it has no button',
      'slides.1.alt': 'Enter the description of the picture',
      'slides.1.focus.x': 'Focal point across must be a whole number from 0 to 100',
      'slides.1.focus.y': 'Focal point down must be a whole number from 0 to 100',
      'slides.2.caption': 'This slide shows the doctor card: it has no caption',
      'slides.5.src': 'Choose one of the images or upload a photo for the picture',
      'slides.5.caption.title': 'Enter the title',
    });
    expect((await read(HERO)).version).toBe(version);
  });

  it('keeps a photo while any revision uses it, and removes uploads no content ever used', async () => {
    const first = await upload(await pngImage(900, 600, '#4F7F74'));
    const second = await upload(await pngImage(900, 600, '#D1A47F'));
    const unused = await upload(await pngImage(900, 600, '#2E4A45'));
    const path = `${TREATMENTS}/chemical-peel`;
    const start = await read(path);
    await save(path, { ...start.item, image: first }, start.version).expect(200);
    await save(path, { ...start.item, image: second }, start.version + 1).expect(200);

    const uploads = sut.app.get(ContentUploadsService);
    // A recent upload is left alone: the admin may still be filling in the form.
    expect(await uploads.sweep()).toEqual([]);
    const removed = await uploads.sweep(0);
    // The unused one, and the one an earlier test uploaded and never saved; none a revision names.
    expect(removed).toEqual(expect.arrayContaining(keysOf(unused)));
    for (const key of [...keysOf(first), ...keysOf(second)]) expect(removed).not.toContain(key);
    for (const key of keysOf(unused)) expect(await mediaStatus(key)).toBe(404);
    // The first photo is only in an older revision now: still there, and a restore brings it back.
    for (const key of [...keysOf(first), ...keysOf(second)]) expect(await mediaStatus(key)).toBe(200);
    const revisions = (await as(request(sut.http).get(`${path}/revisions`)).expect(200)).body.items as Array<{ id: string; version: number }>;
    const withFirst = revisions.find((revision) => revision.version === start.version + 1)!;
    const restored = await as(request(sut.http).post(`${path}/revisions/${withFirst.id}/restore`)).expect(200);
    expect(restored.body.item.image).toEqual(first);
    // A swept upload can no longer be named by a save.
    const now = await read(path);
    await save(path, { ...now.item, image: unused }, now.version).expect(400);
  });

  it('keeps a photo an article and the content share when the article is deleted', async () => {
    const bytes = await pngImage(1000, 700, '#6B8F87');
    const photo = await upload(bytes);
    const { item, version } = await read(`${TREATMENTS}/hair-prp`);
    await save(`${TREATMENTS}/hair-prp`, { ...item, image: photo }, version).expect(200);
    const article = await as(request(sut.http).post('/api/api/news'))
      .field('title', 'A shared photo')
      .field('excerpt', 'The same picture as a treatment.')
      .field('heroIntro', 'Intro')
      .field('contentIntro', 'Intro')
      .field('paragraphs', JSON.stringify(['One paragraph.']))
      .attach('cardImage', bytes, { filename: 'card.png', contentType: 'image/png' })
      .expect(201);
    // The same bytes make the same objects: the article's card is the treatment's photo.
    expect(article.body.item.cardImage).toBe(`${MEDIA}${photo.key}`);
    await as(request(sut.http).delete(`/api/api/news/${article.body.item.slug}`)).expect(200);
    for (const key of keysOf(photo)) expect(await mediaStatus(key)).toBe(200);
  });
});
