import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { SitePublisher } from '../src/content/site-publisher.service';
import { PUBLISHED_WITHIN_MS } from './setup/content-api';
import { createReplica, createTestApp, signIn, TestApp } from './setup/test-app';

const FRONTEND = join(__dirname, '../../frontend');
const CLINIC = '/api/api/admin/content/clinic';
const TREATMENTS = '/api/api/admin/content/treatments';

/** The site as the API published it: the folder the `current` link names. */
class PublishedSite {
  constructor(readonly folder: string) {}

  get served(): string | undefined {
    try {
      return readlinkSync(join(this.folder, 'current'));
    } catch {
      return undefined;
    }
  }

  /**
   * When the site being served was published (its .publication.json). The best-quality brotli pass
   * serves a copy of the same publication under another folder name, so "published again" is
   * told by this, not by the folder.
   */
  get publishedAt(): string | undefined {
    try {
      return (JSON.parse(this.file('.publication.json')) as { publishedAt: string }).publishedAt;
    } catch {
      return undefined;
    }
  }

  file(path: string): string {
    return readFileSync(join(this.folder, 'current', path), 'utf8');
  }

  /**
   * The content a page carries in its data block. Its treatments: every one in menu order (built-in
   * ones by id), or only the changed ones where the menus are the built-in list.
   */
  dataBlock(path: string) {
    const json = /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(this.file(path))?.[1];
    if (!json) throw new Error(`${path} has no data block`);
    type Entry = { id: string; price?: unknown };
    return JSON.parse(json) as { site: { clinic: { phone: string }; treatments: Entry[] | { changed: Entry[] } }; treatment?: { id: string } };
  }

  /** The menus' treatments in a page's data block, in order (a changed-only block lists the built-in order). */
  menu(path: string): string[] {
    const { treatments } = this.dataBlock(path).site;
    if (!Array.isArray(treatments)) throw new Error(`${path} carries only the changed treatments`);
    return treatments.map(({ id }) => id);
  }

  has(path: string): boolean {
    return existsSync(join(this.folder, 'current', path));
  }

  /** Waits (up to PUBLISHED_WITHIN_MS) until `check` holds for the published site. */
  async until(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + PUBLISHED_WITHIN_MS;
    while (Date.now() < deadline) {
      try {
        if (this.served && check()) return;
      } catch {
        // Not published yet, or switched while being read.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The published site did not show ${what} within ${PUBLISHED_WITHIN_MS / 1000} s`);
  }
}

const TEL = 'href="tel:+912040001234"';

/** Publishing: the content the admin edits reaches the public site's files within seconds. */
describe('the site published with the content the admin edits', () => {
  let sut: TestApp;
  let cookie: string;
  let site: PublishedSite;
  const folders: string[] = [];

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'clinic-published-'));
    folders.push(folder);
    site = new PublishedSite(folder);
    sut = await createTestApp({ SITE_PUBLISH_DIR: folder });
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const readItem = async (path: string) => (await request(sut.http).get(path).set('Cookie', cookie).expect(200)).body;
  const saveItem = (path: string, body: object, http = sut.http) => request(http).put(path).set('Cookie', cookie).send(body).expect(200);

  it('is published whole at start, the same pages as the build when nothing was edited', async () => {
    await site.until(() => site.has('index.html'), 'the home page');
    for (const page of ['index.html', 'about/index.html', 'contact/index.html', 'service/hydrafacial/index.html', 'service/index.html', '404.html']) {
      expect(site.file(page)).toBe(readFileSync(join(FRONTEND, 'dist', page), 'utf8'));
    }
    for (const file of ['__service-not-found.html', '__spa-fallback.html', '__article-shell.html', 'sitemap.xml', 'sitemap-news.xml', 'robots.txt']) {
      expect(site.file(file)).toBe(readFileSync(join(FRONTEND, 'dist', file), 'utf8'));
    }
    // Compressed once, beside each page, for nginx's gzip_static and brotli_static.
    expect(site.has('index.html.br') && site.has('index.html.gz')).toBe(true);
    // Then as small as the build's: a phone gets the home page in the first round trip of a connection.
    const buildBrotli = readFileSync(join(FRONTEND, 'dist', 'index.html.br'));
    await site.until(() => readFileSync(join(site.folder, 'current', 'index.html.br')).equals(buildBrotli), 'pages compressed as the build’s');
    expect(site.has('__article-shell.html.gz')).toBe(false);
    // Every page the build has (the patient's appointment page, the booking page, the five thank-you pages, the newsletter confirmation page and the sign-in page among them), the shells, both sitemaps and robots.txt.
    expect(site.file('appointment/index.html')).toBe(readFileSync(join(FRONTEND, 'dist', 'appointment/index.html'), 'utf8'));
    expect(JSON.parse(site.file('.publication.json'))).toMatchObject({ key: expect.any(String), files: 77 });
  });

  it('shows a new phone number and a HydraFacial price on the home, contact and treatment pages once published', async () => {
    const clinic = await readItem(CLINIC);
    await saveItem(CLINIC, { ...clinic.item, phone: '+91 20 4000 1234', version: clinic.version });
    const hydrafacial = await readItem(`${TREATMENTS}/hydrafacial`);
    await saveItem(`${TREATMENTS}/hydrafacial`, { ...hydrafacial.item, price: { amount: 12000, note: 'per session' }, version: hydrafacial.version });

    await site.until(() => site.file('service/hydrafacial/index.html').includes('₹12,000'), 'the new price');
    for (const page of ['index.html', 'contact/index.html', 'service/hydrafacial/index.html', '__spa-fallback.html', '__article-shell.html']) {
      expect(site.file(page)).toContain('+91 20 4000 1234');
    }
    for (const page of ['index.html', 'contact/index.html', 'service/hydrafacial/index.html']) expect(site.file(page)).toContain(TEL);
    expect(site.file('index.html')).not.toContain('tel:+919822012345');
    // Structured data and the page's data block carry them too.
    expect(site.file('contact/index.html')).toContain('"telephone":"+912040001234"');
    expect(site.file('service/hydrafacial/index.html')).toMatch(/"price":"?12000/);
    const { site: published, treatment } = site.dataBlock('service/hydrafacial/index.html');
    expect(published.clinic.phone).toBe('+91 20 4000 1234');
    // The menus are the built-in list: the page carries only the treatment that changed.
    expect(published.treatments).toEqual({ changed: [expect.objectContaining({ id: 'hydrafacial', price: { amount: 12000, note: 'per session' } })] });
    expect(treatment?.id).toBe('hydrafacial');
  });

  it('takes a hidden treatment out of the menus and the sitemap, and gives an added one its page and menu entry', async () => {
    const facials = await readItem(`${TREATMENTS}/facials`);
    await saveItem(`${TREATMENTS}/facials`, { ...facials.item, hidden: true, version: facials.version });
    await request(sut.http)
      .post(TREATMENTS)
      .set('Cookie', cookie)
      .send({ ...facials.item, id: 'bridal-glow-facial', title: 'Bridal Glow Facial', hidden: false })
      .expect(201);

    await site.until(() => site.has('service/bridal-glow-facial/index.html') && !site.has('service/facials/index.html'), 'the added treatment');
    expect(site.file('sitemap.xml')).toContain('/service/bridal-glow-facial</loc>');
    expect(site.file('sitemap.xml')).not.toContain('/service/facials</loc>');
    // The menus open in the browser, from the page's data block.
    const menu = site.menu('index.html');
    expect(menu).toContain('bridal-glow-facial');
    expect(menu).not.toContain('facials');
    expect(site.file('service/bridal-glow-facial/index.html')).toContain('<h1');
    expect(site.file('service/bridal-glow-facial/index.html')).toContain('Bridal Glow Facial');
  });

  it('brings the old values back after a restore, the same way', async () => {
    const revisions = (await readItem(`${CLINIC}/revisions`)).items as Array<{ id: string }>;
    await request(sut.http).post(`${CLINIC}/revisions/${revisions.at(-1)!.id}/restore`).set('Cookie', cookie).expect(200);
    await site.until(() => site.file('contact/index.html').includes('href="tel:+919822012345"'), 'the restored phone number');
    expect(site.file('index.html')).not.toContain(TEL);
  });

  it('previews a page with changes that are not saved: the clinic on /contact, a treatment on its page', async () => {
    await request(sut.http).post(`${CLINIC}/preview`).send({}).expect(401);
    const clinic = await readItem(CLINIC);
    const published = site.publishedAt;
    const preview = await request(sut.http)
      .post(`${CLINIC}/preview`)
      .set('Cookie', cookie)
      .send({ ...clinic.item, phone: '+91 20 4000 9999', version: clinic.version })
      .expect(200);
    expect(preview.body).toMatchObject({ success: true, path: '/contact' });
    expect(preview.body.html).toContain('href="tel:+912040009999"');
    expect(preview.body.html).toContain('<h1');
    const refused = await request(sut.http).post(`${CLINIC}/preview`).set('Cookie', cookie).send({ ...clinic.item, phone: 'call us' }).expect(400);
    expect(refused.body.fields.phone).toBe('Enter a phone number that can be dialled, e.g. +91 98220 12345');

    const hydrafacial = await readItem(`${TREATMENTS}/hydrafacial`);
    const treatmentPreview = await request(sut.http)
      .post(`${TREATMENTS}/hydrafacial/preview`)
      .set('Cookie', cookie)
      .send({ ...hydrafacial.item, price: { amount: 4999, note: 'per session' } })
      .expect(200);
    expect(treatmentPreview.body.html).toContain('₹4,999 per session');
    const added = await request(sut.http)
      .post(`${TREATMENTS}/preview`)
      .set('Cookie', cookie)
      .send({ ...hydrafacial.item, id: 'glass-skin-peel', title: 'Glass Skin Peel' })
      .expect(200);
    expect(added.body).toMatchObject({ path: '/service/glass-skin-peel' });
    expect(added.body.html).toContain('Glass Skin Peel');
    await request(sut.http).post(`${TREATMENTS}/no-such-treatment/preview`).set('Cookie', cookie).send(hydrafacial.item).expect(404);

    // Nothing was saved or published.
    expect((await readItem(CLINIC)).version).toBe(clinic.version);
    expect((await readItem(`${TREATMENTS}/hydrafacial`)).version).toBe(hydrafacial.version);
    expect(site.publishedAt).toBe(published);
  });

  it('tells what the admin never changed with the facts as they are now: a new doctor on /about and in every unchanged treatment', async () => {
    const DOCTOR = '/api/api/admin/content/doctor';
    const doctor = await readItem(DOCTOR);
    expect(doctor).toMatchObject({ version: 0, item: { name: 'Dr. Meera Kulkarni', title: 'Founder & Consultant Dermatologist' } });
    const refused = await request(sut.http).put(DOCTOR).set('Cookie', cookie).send({ ...doctor.item, bio: [], version: 0 }).expect(400);
    expect(refused.body.fields).toEqual({ bio: 'Profile: give 1 to 4 entries, none empty' });
    await saveItem(DOCTOR, {
      ...doctor.item,
      name: 'Dr. Kavita Joshi',
      registration: 'Reg. No. MMC 2012/05/4321',
      bio: ['Dr. Kavita Joshi is a consultant dermatologist who treats acne, pigmentation and hair fall.'],
      version: 0,
    });

    await site.until(() => site.file('about/index.html').includes('Dr. Kavita Joshi'), 'the new doctor');
    expect(site.file('about/index.html')).toContain('Reg. No. MMC 2012/05/4321');
    expect(site.file('about/index.html')).not.toContain('Dr. Meera Kulkarni');
    // The anti-ageing page's copy was never edited: it names the doctor of the day.
    expect(site.file('service/anti-aging/index.html')).toContain('After examining your skin, Dr. Kavita Joshi combines');
    expect(site.file('index.html')).toContain('Dr. Kavita Joshi');
  });

  it('publishes the testimonials the admin edits, and refuses a testimonial without a name or with a wrong date', async () => {
    const TESTIMONIALS = '/api/api/admin/content/testimonials';
    const testimonials = await readItem(TESTIMONIALS);
    expect(testimonials.item.patients.length).toBeGreaterThan(0);
    const story = { author: 'Rohini Kale', date: '2026-11-02', rating: 5, treatment: 'Chemical Peel', treatmentId: 'chemical-peel', text: 'Gentle peels, clear advice, and my skin is calmer.', verified: true };
    const refused = await request(sut.http)
      .put(TESTIMONIALS)
      .set('Cookie', cookie)
      .send({ patients: [{ ...story, author: '', date: '02/11/2026' }], hair: testimonials.item.hair, version: testimonials.version })
      .expect(400);
    expect(refused.body.fields).toEqual({ 'patients.0.author': 'Enter the name', 'patients.0.date': 'Enter the date as year-month-day, e.g. 2026-10-20' });
    await saveItem(TESTIMONIALS, { patients: [story], hair: testimonials.item.hair, version: testimonials.version });
    await site.until(() => site.file('index.html').includes('Gentle peels, clear advice, and my skin is calmer.'), 'the new testimonial');
    expect(site.file('index.html')).not.toContain(testimonials.item.patients[0].text);
  });

  it('moves a treatment within its menu group: the list, the menus and the related treatments follow', async () => {
    const ORDER = '/api/api/admin/content/treatment-order';
    const order = await readItem(ORDER);
    const ids = order.item.ids as string[];
    const [first, second] = [ids.indexOf('anti-aging'), ids.indexOf('skin-tightening')];
    const swapped = ids.map((id, index) => (index === first ? 'skin-tightening' : index === second ? 'anti-aging' : id));
    await request(sut.http).put(ORDER).set('Cookie', cookie).send({ ids: ['Not an address'], version: order.version }).expect(400);
    await saveItem(ORDER, { ids: swapped, version: order.version });
    const listed = (await readItem(TREATMENTS)).items.map(({ id }: { id: string }) => id);
    expect(listed.slice(0, 2)).toEqual(['skin-tightening', 'anti-aging']);
    await site.until(() => {
      const menu = site.menu('index.html');
      return menu.indexOf('skin-tightening') < menu.indexOf('anti-aging');
    }, 'the new menu order');
  });

  it('keeps the site before the current one for visitors reading it, and removes older ones', async () => {
    // Once every publication asked for so far is done.
    await sut.app.get(SitePublisher).request();
    const sites = readdirSync(site.folder).filter((entry) => entry.startsWith('site-'));
    expect(sites).toContain(site.served);
    expect(sites.length).toBeLessThanOrEqual(2);
    expect(readdirSync(site.folder).filter((entry) => entry.startsWith('.publishing-'))).toEqual([]);
  });

  it('is published by a second API process the same way, and not again when nothing changed', async () => {
    const replica = await createReplica(sut);
    try {
      // At start the replica finds the content published already.
      const published = site.publishedAt;
      expect(published).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(site.publishedAt).toBe(published);

      const clinic = await readItem(CLINIC);
      await saveItem(CLINIC, { ...clinic.item, name: 'Aura Skin Clinic Baner', version: clinic.version }, replica.http);
      await site.until(() => site.file('about/index.html').includes('Aura Skin Clinic Baner'), 'the name saved through the second process');
      expect(site.publishedAt).not.toBe(published);
      expect(site.file('__article-shell.html')).toContain('Aura Skin Clinic Baner');
    } finally {
      await replica.close();
    }
  });

  it('is published again at start when the build changed, so pages link the new build’s files', async () => {
    // A new release: the same content, another build (here, its page template changed).
    const build = mkdtempSync(join(tmpdir(), 'clinic-build-'));
    folders.push(build);
    cpSync(join(FRONTEND, 'dist-ssr'), join(build, 'dist-ssr'), { recursive: true });
    cpSync(join(FRONTEND, 'scripts'), join(build, 'scripts'), { recursive: true });
    const partsFile = join(build, 'dist-ssr', 'page-parts.json');
    const parts = JSON.parse(readFileSync(partsFile, 'utf8'));
    parts.template = parts.template.replace('<body>', '<body data-release="next">');
    writeFileSync(partsFile, JSON.stringify(parts));

    const released = await createReplica(sut, { SITE_BUILD_DIR: build });
    try {
      await site.until(() => site.file('contact/index.html').includes('data-release="next"'), 'the new build');
      expect(site.file('contact/index.html')).toContain('Aura Skin Clinic Baner');
    } finally {
      await released.close();
    }
  });
});

/** The API serving the site itself (SITE_SERVER=node): the published pages, as nginx serves them. */
describe('the published site served by the API itself', () => {
  let sut: TestApp;
  let cookie: string;
  let folder: string;
  const headers = {
    security: { 'X-Content-Type-Options': 'nosniff' },
    page: { 'Cache-Control': 'no-cache', 'Content-Security-Policy': "default-src 'self'; script-src 'self'" },
    hsts: 'max-age=31536000',
    assets: { 'X-Content-Type-Options': 'nosniff' },
    assetsCacheControl: 'public, max-age=31536000, immutable',
    artworkCacheControl: 'public, max-age=604800',
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-published-'));
    sut = await createTestApp({ SITE_PUBLISH_DIR: folder, STATIC_SITE_DIR: join(FRONTEND, 'dist'), SITE_HEADERS: JSON.stringify(headers) });
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Asks for `path` until `check` holds for the answer (up to PUBLISHED_WITHIN_MS). */
  async function until(path: string, check: (res: request.Response) => boolean, what: string) {
    const deadline = Date.now() + PUBLISHED_WITHIN_MS;
    let last: request.Response | undefined;
    while (Date.now() < deadline) {
      last = await request(sut.http).get(path);
      if (check(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} did not show ${what} within ${PUBLISHED_WITHIN_MS / 1000} s (last answer ${last?.status})`);
  }

  it('answers with the new phone number, hides a hidden treatment, and fills the article shell with the new name', async () => {
    const clinic = (await request(sut.http).get(CLINIC).set('Cookie', cookie).expect(200)).body;
    await request(sut.http)
      .put(CLINIC)
      .set('Cookie', cookie)
      .send({ ...clinic.item, phone: '+91 20 4000 1234', name: 'Aura Clinic Kothrud', version: clinic.version })
      .expect(200);
    const facials = (await request(sut.http).get(`${TREATMENTS}/facials`).set('Cookie', cookie).expect(200)).body;
    await request(sut.http).put(`${TREATMENTS}/facials`).set('Cookie', cookie).send({ ...facials.item, hidden: true, version: facials.version }).expect(200);

    const contact = await until('/contact', (res) => res.text.includes(TEL) && res.text.includes('Aura Clinic Kothrud'), 'the new phone number');
    expect(contact.headers['content-security-policy']).toBe(headers.page['Content-Security-Policy']);
    const hidden = await until('/service/facials', (res) => res.status === 404, 'the hidden treatment gone');
    expect(hidden.text).toContain('Service not found');
    const compressed = await request(sut.http).get('/').set('Accept-Encoding', 'br').buffer(true).parse((res, done) => {
      res.on('data', () => undefined);
      res.on('end', () => done(null, null));
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const article = await request(sut.http).get('/news/no-such-article');
    expect(article.text).toContain('Aura Clinic Kothrud');
    // The build's own files are still served.
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(contact.text)![1];
    await request(sut.http).get(script).expect(200);
  });

  it('serves /news and an article as the pages published with the article in them, told with the clinic’s name as it changes', async () => {
    const { item } = (
      await request(sut.http)
        .post('/api/api/news')
        .set('Cookie', cookie)
        .field('title', 'Choosing a chemical peel')
        .field('excerpt', 'Glycolic, salicylic or lactic.')
        .field('paragraphs', JSON.stringify(['Peels suit some skin types better than others.']))
        .expect(201)
    ).body;
    const page = await request(sut.http).get(`/news/${item.slug}`).expect(200);
    expect(page.headers['content-security-policy']).toBe(headers.page['Content-Security-Policy']);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('>Choosing a chemical peel</h1>');
    expect(page.text).toContain('Peels suit some skin types better than others.');
    expect((await request(sut.http).get('/news/').expect(200)).text).toContain('>Choosing a chemical peel</h3>');

    const clinic = (await request(sut.http).get(CLINIC).set('Cookie', cookie).expect(200)).body;
    await request(sut.http).put(CLINIC).set('Cookie', cookie).send({ ...clinic.item, name: 'Aura Clinic Baner', version: clinic.version }).expect(200);
    await until(`/news/${item.slug}`, (res) => res.text.includes('Aura Clinic Baner') && res.text.includes('Peels suit'), 'the new name');
    await until('/news', (res) => res.text.includes('Aura Clinic Baner') && res.text.includes('Choosing a chemical peel'), 'the new name');

    await request(sut.http).delete(`/api/api/news/${item.slug}`).set('Cookie', cookie).expect(200);
    const gone = await request(sut.http).get(`/news/${item.slug}`).expect(200);
    expect(gone.text).not.toContain('Peels suit');
    expect(gone.text).toContain('<meta name="robots" content="noindex">');
  });
});
