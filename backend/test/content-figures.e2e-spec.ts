import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { MoveClinicFigures1764001600000 } from '../src/database/migrations/1764001600000-move-clinic-figures';
import { contentApi, PUBLISHED_WITHIN_MS } from './setup/content-api';
import { createTestApp, signIn, TestApp } from './setup/test-app';

const FIGURES = '/api/api/admin/content/figures';
const REVIEW_SUMMARIES = '/api/api/admin/content/review-summaries';
const TEAM = '/api/api/admin/content/team';
const CLINIC = '/api/api/admin/content/clinic';

/** A page of the site as the API published it (the folder the `current` link names). */
function publishedPage(folder: string, path: string): string {
  readlinkSync(join(folder, 'current'));
  return readFileSync(join(folder, 'current', path), 'utf8');
}

/** Waits (up to PUBLISHED_WITHIN_MS) until every page passes `check`. */
async function untilPublished(folder: string, paths: string[], check: (html: string, path: string) => boolean, what: string) {
  const deadline = Date.now() + PUBLISHED_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      if (paths.every((path) => check(publishedPage(folder, path), path))) return;
    } catch {
      // Not published yet, or switched while being read.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The published site did not show ${what} within ${PUBLISHED_WITHIN_MS / 1000} s`);
}

/** The site's figures, review summaries and other doctors: the clinic's own, edited in Site content and published. */
describe('figures, review summaries and doctors the admin edits', () => {
  let sut: TestApp;
  let cookie: string;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-figures-'));
    sut = await createTestApp({ SITE_PUBLISH_DIR: folder });
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const read = (path: string) => contentApi(sut, cookie).read(path);
  const put = (path: string, { version, ...item }: { version: number; [field: string]: unknown }) => contentApi(sut, cookie).save(path, item, version);

  it('asks for a session first', async () => {
    for (const path of [FIGURES, REVIEW_SUMMARIES, TEAM]) {
      await request(sut.http).get(path).expect(401);
      await request(sut.http).put(path).send({ version: 0 }).expect(401);
    }
  });

  describe('GET/PUT /admin/content/figures', () => {
    it('starts with the site’s own figures', async () => {
      const { item, version } = await read(FIGURES);
      expect(version).toBe(0);
      expect(item).toEqual({
        aboutTeaser: { years: { value: 15, label: 'Years of Experience' }, clients: { value: 1000, label: 'Happy Clients' } },
        experience: { value: 20, label: 'Year Experience' },
        servicePages: [
          { value: 25, label: 'Certified' },
          { value: 125, label: 'Customer' },
          { value: 50, label: 'Services' },
          { value: 30, label: 'Specialist' },
        ],
        wellness: [
          { value: 25, label: 'Active Programs' },
          { value: 1200, label: 'Clients Supported' },
        ],
      });
    });

    it('refuses a figure that is not a whole number, an empty label and a missing figure, each with its message', async () => {
      const { item, version } = await read(FIGURES);
      const refused = await put(FIGURES, {
        ...item,
        servicePages: [{ value: 12.5, label: 'Certified' }, { value: 125, label: '' }, ...item.servicePages.slice(2)],
        wellness: [item.wellness[0]],
        experience: { value: -3, label: 'Year Experience' },
        version,
      }).expect(400);
      expect(refused.body.fields).toEqual({
        'servicePages.0.value': 'Treatment pages, figure 1: Number must be a whole number from 0 to 1000000',
        'servicePages.1.label': 'Treatment pages, figure 2: Enter the label',
        wellness: 'Give exactly 2 figures',
        'experience.value': 'Experience band: Number must be a whole number from 0 to 1000000',
      });
      expect(refused.body.success).toBe(false);
    });

    it('shows what the clinic typed on the home page, /about, every treatment page and /wellness once published', async () => {
      const { item, version } = await read(FIGURES);
      await put(FIGURES, {
        aboutTeaser: { years: { value: 12, label: 'Years of Care' }, clients: { value: 4321, label: 'Patients Treated' } },
        experience: { value: 17, label: 'Years in Baner' },
        servicePages: [
          { value: 3, label: 'Dermatologists' },
          { value: 4321, label: 'Patients' },
          { value: 38, label: 'Treatments' },
          { value: 9, label: 'Devices' },
        ],
        wellness: [item.wellness[0], { value: 640, label: 'Plans Completed' }],
        version,
      }).expect(200);

      await untilPublished(folder, ['service/hydrafacial/index.html'], (html) => html.includes('4321+'), 'the new figures');
      const home = publishedPage(folder, 'index.html');
      expect(home).toContain('4321+');
      expect(home).toContain('Patients Treated');
      expect(home).toContain('Years in Baner');
      const about = publishedPage(folder, 'about/index.html');
      expect(about).toContain('17 +');
      expect(about).toContain('Years in Baner');
      // The lead doctor's badge reads the home page's years.
      expect(about).toMatch(/<strong>12(<!-- -->)?\+<\/strong> years of experience/);
      for (const page of ['service/hydrafacial/index.html', 'service/anti-aging/index.html', 'service/psoriasis/index.html']) {
        const html = publishedPage(folder, page);
        for (const text of ['3+', 'Dermatologists', '4321+', 'Patients', '38+', 'Treatments', '9+', 'Devices']) expect(html).toContain(text);
        expect(html).not.toContain('Specialist');
      }
      const wellness = publishedPage(folder, 'wellness/index.html');
      expect(wellness).toContain('640+');
      expect(wellness).toContain('Plans Completed');
      expect(wellness).not.toContain('1200+');
      // The pages carry the figures in their data block, for the browser.
      expect(home).toMatch(/"figures":\{[^<]*"Patients Treated"/);
    });
  });

  describe('GET/PUT /admin/content/review-summaries', () => {
    it('starts with the site’s own summaries', async () => {
      const { item, version } = await read(REVIEW_SUMMARIES);
      expect(version).toBe(0);
      expect(item).toEqual({
        search: { source: 'Google', url: '', label: 'EXCELLENT', rating: 5, count: 50 },
        directory: { source: 'Doctor directory', url: '', label: '', rating: 4.9, count: 150 },
      });
      expect(publishedPage(folder, 'index.html')).toContain('Based on 50+ reviews');
    });

    it('refuses a link that is not https, a rating with two decimals or out of range, and no number of reviews', async () => {
      const { item, version } = await read(REVIEW_SUMMARIES);
      const refused = await put(REVIEW_SUMMARIES, {
        search: { ...item.search, url: 'http://maps.google.com/clinic', rating: 4.75 },
        directory: { ...item.directory, rating: 6, count: 'many', source: '' },
        version,
      }).expect(400);
      expect(refused.body.fields).toEqual({
        'search.url': 'Link to the reviews must be a web address starting with https://',
        'search.rating': 'Rating must be a number from 1.0 to 5.0 with at most one decimal, or left empty',
        'directory.rating': 'Rating must be a number from 1.0 to 5.0 with at most one decimal, or left empty',
        'directory.count': 'Number of reviews must be a whole number from 1 to 10000000',
        'directory.source': 'Enter the source of the reviews',
      });
    });

    it('shows the source with its link, and no stars where the clinic gives no rating, on the home page once published', async () => {
      const { version } = await read(REVIEW_SUMMARIES);
      const saved = await put(REVIEW_SUMMARIES, {
        search: { source: 'Google', url: 'https://g.page/r/aura-skin-clinic/review', label: 'EXCELLENT', rating: 4.8, count: 212 },
        directory: { source: 'Practo', url: 'https://www.practo.com/pune/clinic/aura-skin-clinic', label: '', rating: null, count: 87 },
        version,
      }).expect(200);
      expect(saved.body.item.directory.rating).toBeNull();

      await untilPublished(folder, ['index.html'], (html) => html.includes('Based on 212+ reviews'), 'the new summaries');
      const home = publishedPage(folder, 'index.html');
      expect(home).toMatch(/<a href="https:\/\/g\.page\/r\/aura-skin-clinic\/review"[^>]*>Google reviews<\/a>/);
      expect(home).toContain('Based on 87+ reviews');
      expect(home).toContain('Practo reviews');
      expect(home).toMatch(/href="https:\/\/www\.practo\.com\/pune\/clinic\/aura-skin-clinic"[^>]*>Read all reviews on Practo<\/a>/);
      expect(home).not.toContain('Based on 50+ reviews');
      // The directory block: no rating written and no stars of its own (only its three reviews' stars).
      const directory = home.slice(home.indexOf('id="directory-reviews"'), home.indexOf('</section>', home.indexOf('id="directory-reviews"')));
      expect(directory).not.toContain('4.9');
      expect(directory.match(/role="img" aria-label="Rated/g)).toHaveLength(3);
    });
  });

  describe('GET/PUT /admin/content/team', () => {
    it('starts with the homeopath the site names, with nothing invented', async () => {
      const { item, version } = await read(TEAM);
      expect(version).toBe(0);
      expect(item.doctors).toHaveLength(1);
      expect(item.doctors[0]).toMatchObject({ name: 'Dr. Anil Deshpande', title: 'Consultant Homeopath', registration: '', photo: null, photoAlt: '' });
      const about = publishedPage(folder, 'about/index.html');
      expect(about).toContain('Dr. Anil Deshpande');
      expect(about).toContain('"@type":"Physician","name":"Dr. Anil Deshpande"');
    });

    it('refuses a doctor without a name, an uploaded photo without its description, and more than eight doctors', async () => {
      const { item, version } = await read(TEAM);
      const photo = { key: 'a'.repeat(64) + '.webp', width: 960, height: 1200, variants: [] };
      const refused = await put(TEAM, { doctors: [{ ...item.doctors[0], name: '', photo, photoAlt: '' }], version }).expect(400);
      expect(refused.body.fields).toEqual({ 'doctors.0.name': 'Enter the name', 'doctors.0.photoAlt': 'Enter the description of the photo' });
      const tooMany = await put(TEAM, { doctors: Array.from({ length: 9 }, () => item.doctors[0]), version }).expect(400);
      expect(tooMany.body.fields).toEqual({ doctors: 'Give at most 8 doctors' });
      const tooLong = await put(TEAM, { doctors: [{ ...item.doctors[0], bio: ['x'.repeat(1201)] }], version }).expect(400);
      expect(tooLong.body.fields).toEqual({ 'doctors.0.bio': 'Profile: each entry must be at most 1200 characters' });
    });

    it('shows a second doctor on /about after the lead doctor, in its structured data, and leaves out what is empty', async () => {
      const { item, version } = await read(TEAM);
      await put(TEAM, {
        doctors: [
          item.doctors[0],
          {
            name: 'Dr. Sana Mirza',
            qualifications: 'MBBS, DDVL',
            title: 'Consultant Trichologist',
            registration: '',
            bio: ['Dr. Sana Mirza sees patients with hair fall and scalp conditions on Tuesdays and Saturdays.'],
            expertise: ['Hair fall', '  ', 'Scalp psoriasis'],
            photo: null,
            photoAlt: 'ignored without a photo',
          },
        ],
        version,
      }).expect(200);
      const saved = await read(TEAM);
      expect(saved.item.doctors[1]).toMatchObject({ expertise: ['Hair fall', 'Scalp psoriasis'], photoAlt: '' });

      await untilPublished(folder, ['about/index.html'], (html) => html.includes('Dr. Sana Mirza'), 'the second doctor');
      const about = publishedPage(folder, 'about/index.html');
      const [lead, homeopath, trichologist] = ['Dr. Meera Kulkarni', 'Dr. Anil Deshpande', 'Dr. Sana Mirza'].map((name) => about.indexOf(`>${name}</h2>`));
      expect(lead).toBeGreaterThan(0);
      expect(homeopath).toBeGreaterThan(lead);
      expect(trichologist).toBeGreaterThan(homeopath);
      expect(about).toContain('Consultant Trichologist</p>');
      expect(about).not.toContain('Consultant Trichologist ·');
      expect(about).toContain('"@type":"Physician","name":"Dr. Sana Mirza","description":"Consultant Trichologist, MBBS, DDVL"');
      expect(about).toContain('"team":{"doctors":[');
    });
  });

  describe('moving the figures out of the clinic’s facts', () => {
    it('still reads facts saved with the two old figures, and keeps a clinic’s own values as its first saved figures', async () => {
      const clinic = await read(CLINIC);
      expect(clinic.item).not.toHaveProperty('yearsOfExperience');
      // A page of the dashboard opened before the change sends the facts back with them.
      const saved = await put(CLINIC, { ...clinic.item, yearsOfExperience: 22, happyClients: 5000, version: clinic.version }).expect(200);
      expect(saved.body.item).not.toHaveProperty('yearsOfExperience');

      // Facts stored before the change, as the database held them, and figures never saved.
      const owner = new Client({ connectionString: sut.databaseUrl });
      await owner.connect();
      try {
        await owner.query(`UPDATE content_item SET data = data || '{"yearsOfExperience": 22, "happyClients": 5000}'::jsonb WHERE kind = 'clinic'`);
        await owner.query(`DELETE FROM content_item WHERE kind = 'figures'`);
        await owner.query(`DELETE FROM content_revision WHERE kind = 'figures'`);
        const runner = { query: async (sql: string, parameters?: unknown[]) => (await owner.query(sql, parameters)).rows } as unknown as QueryRunner;
        await new MoveClinicFigures1764001600000().up(runner);
      } finally {
        await owner.end();
      }
      const figures = await read(FIGURES);
      expect(figures.item.aboutTeaser).toEqual({ years: { value: 22, label: 'Years of Experience' }, clients: { value: 5000, label: 'Happy Clients' } });
      expect(figures.item.servicePages[0]).toEqual({ value: 25, label: 'Certified' });
      expect((await read(CLINIC)).item).not.toHaveProperty('happyClients');
    });
  });
});
