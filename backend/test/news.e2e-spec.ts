import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ObjectStoreService } from '../src/storage/object-store.service';
import { createTestApp, pngImage, signIn, storedObjectKeys, TestApp } from './setup/test-app';

const NEWS = '/api/api/news';
const MEDIA_URL = /^\/api\/api\/media\/[a-f0-9]{64}\.webp$/;

interface ArticleForm {
  title?: string;
  excerpt?: string;
  heroIntro?: string;
  contentIntro?: string;
  paragraphs?: string;
  tags?: string;
  popular?: string;
  [field: string]: string | undefined;
}
interface Upload {
  field: string;
  bytes: Buffer;
  filename: string;
  contentType: string;
}

describe('news articles', () => {
  let sut: TestApp;
  let db: DataSource;
  let cookie: string;
  let cardPng: Buffer;
  let contentJpegWithGps: Buffer;

  const form: ArticleForm = {
    title: 'Monsoon skin care in Pune',
    excerpt: 'Humidity and your skin.',
    heroIntro: 'Keep calm skin through the rains.',
    contentIntro: 'Between June and September…',
    paragraphs: JSON.stringify(['First paragraph.', 'Second paragraph.']),
    tags: JSON.stringify(['Monsoon', 'Acne']),
    popular: JSON.stringify(['Sunscreen myths']),
  };
  const card = (bytes = cardPng): Upload => ({ field: 'cardImage', bytes, filename: 'card.png', contentType: 'image/png' });
  const content = (bytes = contentJpegWithGps): Upload => ({
    field: 'contentImage',
    bytes,
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
  });

  const send = (method: 'post' | 'put', path: string, fields: ArticleForm, uploads: Upload[] = [], session = cookie) => {
    let req = request(sut.http)[method](path);
    if (session) req = req.set('Cookie', session);
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) req = req.field(name, value);
    for (const upload of uploads) req = req.attach(upload.field, upload.bytes, { filename: upload.filename, contentType: upload.contentType });
    return req;
  };
  const create = (fields: ArticleForm = form, uploads: Upload[] = []) => send('post', NEWS, fields, uploads);
  const articleCount = async () => Number((await db.query(`SELECT count(*)::int AS n FROM news_article`))[0].n);
  const clearArticles = async () => {
    await db.query(`DELETE FROM news_article`);
    const keys = await storedObjectKeys(sut);
    await sut.app.get(ObjectStoreService).deleteMany(keys);
  };

  beforeAll(async () => {
    sut = await createTestApp({ PUBLIC_SITE_URL: 'https://clinic.example' });
    db = sut.app.get(DataSource);
    cookie = await signIn(sut.http);
    cardPng = await pngImage(1800, 1000, '#1F4E4A');
    contentJpegWithGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#E9C9BD' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'ClinicCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
      .toBuffer();
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('POST /news', () => {
    beforeEach(clearArticles);

    it('should require authentication', async () => {
      const res = await send('post', NEWS, form, [card()], '').expect(401);
      expect(res.body).toEqual({ success: false, message: 'Please sign in to continue.' });
      expect(await articleCount()).toBe(0);
      expect(await storedObjectKeys(sut)).toEqual([]);
    });

    it('adds an article with a PNG card image and a JPEG content image', async () => {
      const res = await create(form, [card(), content()]).expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'News article added successfully' });
      const item = res.body.item;
      expect(item).toMatchObject({
        slug: 'monsoon-skin-care-in-pune',
        title: 'Monsoon skin care in Pune',
        excerpt: 'Humidity and your skin.',
        heroIntro: 'Keep calm skin through the rains.',
        popular: ['Sunscreen myths'],
        content: {
          intro: 'Between June and September…',
          paragraphs: ['First paragraph.', 'Second paragraph.'],
          tags: ['Monsoon', 'Acne'],
        },
      });
      expect(item.cardImage).toMatch(MEDIA_URL);
      expect(item.content.image).toMatch(MEDIA_URL);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
      // 1800 px wide: the original is capped at 1600, with 480 and 960 variants.
      expect(item.cardImageSet).toEqual({
        src: item.cardImage,
        srcSet: expect.stringMatching(/^\S+\.webp 480w, \S+\.webp 960w, \S+\.webp 1600w$/),
        width: 1600,
        height: 889,
      });
      expect(item.cardImageSet.srcSet.split(', ')[2]).toBe(`${item.cardImage} 1600w`);
      // The photo was stored upright (EXIF orientation 6) at its own size, with one variant.
      expect(item.contentImageSet).toMatchObject({ src: item.content.image, width: 600, height: 800 });
      expect(await storedObjectKeys(sut)).toHaveLength(3 + 2);
    });

    it('serves the re-encoded photo without its GPS position or camera data', async () => {
      const res = await create(form, [content()]).expect(201);
      const image = await request(sut.http).get(res.body.item.content.image).buffer(true).parse(binary).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(image.body as Buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect((image.body as Buffer).includes(Buffer.from('ClinicCam'))).toBe(false);
      expect(contentJpegWithGps.includes(Buffer.from('ClinicCam'))).toBe(true);
    });

    it('saves an article without images and without a title', async () => {
      const res = await create({ excerpt: 'No title yet' }).expect(201);
      expect(res.body.item).toMatchObject({
        title: '',
        excerpt: 'No title yet',
        cardImage: null,
        cardImageSet: null,
        contentImageSet: null,
        popular: [],
        content: { intro: '', image: null, paragraphs: [], tags: [] },
      });
      expect(res.body.item.slug).toMatch(/^article-[a-z0-9]{6}$/);
    });

    it('drops blank paragraphs and tags, and trims what it keeps', async () => {
      const res = await create({
        ...form,
        paragraphs: JSON.stringify(['  One. ', '', '   ', 'Two.']),
        tags: JSON.stringify([' Acne ', '']),
      }).expect(201);
      expect(res.body.item.content).toMatchObject({ paragraphs: ['One.', 'Two.'], tags: ['Acne'] });
    });

    it.each([
      [{ title: 't'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ excerpt: 'e'.repeat(1001) }, 'Excerpt must be at most 1000 characters.'],
      [{ heroIntro: 'h'.repeat(1001) }, 'Hero intro must be at most 1000 characters.'],
      [{ contentIntro: 'c'.repeat(5001) }, 'Content intro must be at most 5000 characters.'],
      [{ paragraphs: '["unclosed' }, 'paragraphs must be a JSON list of texts, e.g. ["First paragraph"]'],
      [{ paragraphs: '{"a":1}' }, 'paragraphs must be a JSON list of texts, e.g. ["First paragraph"]'],
      [{ paragraphs: '[1, 2]' }, 'paragraphs must be a JSON list of texts, e.g. ["First paragraph"]'],
      [{ paragraphs: JSON.stringify(Array(51).fill('p')) }, 'At most 50 paragraphs are allowed.'],
      [{ paragraphs: JSON.stringify(['p'.repeat(5001)]) }, 'Each paragraph must be at most 5000 characters.'],
      [{ tags: 'Acne, Monsoon' }, 'tags must be a JSON list of texts, e.g. ["Skin care"]'],
      [{ tags: JSON.stringify(Array(21).fill('t')) }, 'At most 20 tags are allowed.'],
      [{ tags: JSON.stringify(['t'.repeat(41)]) }, 'Each tag must be at most 40 characters.'],
      [{ popular: 'null' }, 'popular must be a JSON list of texts, e.g. ["Sunscreen myths"]'],
      [{ popular: JSON.stringify(Array(21).fill('p')) }, 'At most 20 popular entries are allowed.'],
      [{ popular: JSON.stringify(['p'.repeat(201)]) }, 'Each popular entry must be at most 200 characters.'],
      [{ author: 'Dr. K' }, 'Unknown field: author'],
    ])('answers 400 for %j', async (fields, message) => {
      const res = await create({ ...form, ...fields }, [card()]).expect(400);
      expect(res.body).toEqual({ success: false, message });
      expect(await articleCount()).toBe(0);
      expect(await storedObjectKeys(sut)).toEqual([]);
    });

    it('counts characters as the database does: an emoji with its variation selector is two', async () => {
      // class-validator's MaxLength counts "☺️" as one character; Postgres' varchar(n) counts two.
      for (const [fields, message] of [
        [{ title: '\u263A\uFE0F'.repeat(101) }, 'Title must be at most 200 characters.'],
        [{ excerpt: '\u263A\uFE0F'.repeat(501) }, 'Excerpt must be at most 1000 characters.'],
      ] as const) {
        const res = await create({ ...form, ...fields }).expect(400);
        expect(res.body).toEqual({ success: false, message });
      }
      expect(await articleCount()).toBe(0);
      await create({ ...form, title: '\u263A\uFE0F'.repeat(100) }).expect(201);
    });

    it.each(['title', 'excerpt', 'heroIntro', 'contentIntro'])(
      'answers 400, not 500, to a NUL character in %s, writing nothing',
      async (field) => {
        const res = await create({ ...form, [field]: 'Monsoon\u0000care' }, [card()]).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
        expect(await articleCount()).toBe(0);
        expect(await storedObjectKeys(sut)).toEqual([]);
      },
    );

    it.each(['paragraphs', 'tags', 'popular'])('answers 400, not 500, to a NUL character in an entry of %s', async (field) => {
      const res = await create({ ...form, [field]: JSON.stringify(['Fine', 'Not\u0000fine']) }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
      expect(await articleCount()).toBe(0);
    });

    it('answers 400, not 500, to a lone surrogate in a JSON list', async () => {
      // JSON.stringify writes a lone surrogate as the escape \ud800, which the server decodes back.
      const res = await create({ ...form, tags: JSON.stringify(['Acne \ud800']) }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Text must be valid Unicode' });
      expect(await articleCount()).toBe(0);
    });

    describe('limits of the multipart form', () => {
      it('answers 400 JSON to more fields than the form has', async () => {
        const extra = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`field${i}`, 'x']));
        const res = await create(extra).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Too many form fields' });
      });

      it('answers 400 JSON to a field over 1 MB', async () => {
        const res = await create({ ...form, contentIntro: 'c'.repeat(1024 * 1024 + 1) }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Field "contentIntro" is too long' });
      });

      it('answers 400 JSON to a field name over 100 characters', async () => {
        const res = await create({ ['n'.repeat(101)]: 'x' }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'A form field name is too long' });
      });

      it('answers 400 JSON to a field name that nests the field', async () => {
        const res = await create({ 'title[a][b][c][d]': 'x' }).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Title must be text' });
        expect(await articleCount()).toBe(0);
      });
    });

    it('refuses a text file named .png', async () => {
      const res = await create(form, [card(Buffer.from('definitely not a picture\n'))]).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Please select a valid image file' });
      expect(await articleCount()).toBe(0);
    });

    it('refuses an SVG, whatever type it claims', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const res = await create(form, [{ field: 'cardImage', bytes: svg, filename: 'logo.svg', contentType: 'image/svg+xml' }]).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Please select a valid image file' });
    });

    it('refuses an image over 5 MB', async () => {
      const noise = await sharp(randomBytes(1500 * 1300 * 3), { raw: { width: 1500, height: 1300, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
      const res = await create(form, [card(noise)]).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Image size should be less than 5MB' });
      expect(await articleCount()).toBe(0);
      expect(await storedObjectKeys(sut)).toEqual([]);
    });

    it('writes nothing when the second image is not an image', async () => {
      const res = await create(form, [card(), content(Buffer.from('GIF89a but not really'))]).expect(400);
      expect(res.body.message).toBe('Please select a valid image file');
      expect(await articleCount()).toBe(0);
      expect(await storedObjectKeys(sut)).toEqual([]);
    });

    it.each([
      ['an unknown file field', [{ field: 'photo', bytes: Buffer.from('x'), filename: 'x.png', contentType: 'image/png' }]],
      ['two card images', [{ field: 'cardImage', bytes: Buffer.from('x'), filename: 'a.png', contentType: 'image/png' }, { field: 'cardImage', bytes: Buffer.from('y'), filename: 'b.png', contentType: 'image/png' }]],
    ])('refuses %s', async (_label, uploads) => {
      const res = await create(form, uploads).expect(400);
      expect(res.body.message).toMatch(/^Unexpected file "(photo|cardImage)": send at most one cardImage and one contentImage$/);
    });

    it('answers 400, not 500, to a broken multipart body', async () => {
      const res = await request(sut.http)
        .post(NEWS)
        .set('Cookie', cookie)
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf')
        .expect(400);
      expect(res.body).toEqual({ success: false, message: 'The form data could not be read' });
    });

    it('refuses a cross-site request', async () => {
      await create(form).set('Sec-Fetch-Site', 'cross-site').expect(403);
      await create(form).set('Origin', 'https://evil.example').expect(403);
      expect(await articleCount()).toBe(0);
    });

    describe('slugs', () => {
      it('adds -2, -3… when the title is taken', async () => {
        const slugs = [];
        for (let i = 0; i < 3; i += 1) slugs.push((await create({ title: 'Sunscreen Myths!' }).expect(201)).body.item.slug);
        expect(slugs).toEqual(['sunscreen-myths', 'sunscreen-myths-2', 'sunscreen-myths-3']);
      });

      it('gives a Hindi title a readable address, transliterated', async () => {
        const res = await create({ title: 'बालों का झड़ना: कारण और उपचार' }).expect(201);
        expect(res.body.item.slug).toBe('baalon-kaa-jhddnaa-kaarnn-aur-upcaar');
        expect(res.body.item.title).toBe('बालों का झड़ना: कारण और उपचार');
        await request(sut.http).get(`${NEWS}/${res.body.item.slug}`).expect(200);
      });

      it('never takes a path of its own, such as "latest"', async () => {
        expect((await create({ title: 'Latest' }).expect(201)).body.item.slug).toBe('latest-2');
      });

      it('keeps long titles to 80 characters', async () => {
        const res = await create({ title: 'Laser hair removal '.repeat(10) }).expect(201);
        expect(res.body.item.slug.length).toBeLessThanOrEqual(80);
      });
    });

    describe('when storage fails', () => {
      it('answers 503 and leaves no row when the object store is down', async () => {
        const store = sut.app.get(ObjectStoreService);
        const original = store.client.config.endpoint;
        store.client.config.endpoint = async () => ({ protocol: 'http:', hostname: '127.0.0.1', port: 9, path: '/' });
        try {
          const res = await create(form, [card()]).expect(503);
          expect(res.body).toEqual({ success: false, message: 'Image storage is unavailable. Please try again.' });
        } finally {
          store.client.config.endpoint = original;
        }
        expect(await articleCount()).toBe(0);
        expect(await storedObjectKeys(sut)).toEqual([]);
      });

      it('removes what it had written when the store fails half-way', async () => {
        const store = sut.app.get(ObjectStoreService);
        let puts = 0;
        // The store accepts the first object, then goes away.
        store.client.middlewareStack.add(
          (next, context) => async (args) => {
            if (context.commandName === 'PutObjectCommand' && ++puts > 1) throw new Error('connect ECONNREFUSED');
            return next(args);
          },
          { step: 'initialize', name: 'storeGoesDown' },
        );
        try {
          await create(form, [card(), content()]).expect(503);
        } finally {
          store.client.middlewareStack.remove('storeGoesDown');
        }
        expect(puts).toBeGreaterThan(1);
        expect(await articleCount()).toBe(0);
        expect(await storedObjectKeys(sut)).toEqual([]);
      });

      it('removes the objects it wrote when the row cannot be saved', async () => {
        // A trigger is the owner's to make: the API's own role may not.
        const owner = new Client({ connectionString: sut.databaseUrl });
        await owner.connect();
        await owner.query(`
          CREATE FUNCTION refuse_article() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql;
          CREATE TRIGGER refuse_article BEFORE INSERT ON news_article FOR EACH ROW EXECUTE FUNCTION refuse_article();`);
        try {
          const res = await create(form, [card(), content()]);
          expect(res.status).toBe(500);
          expect(res.body).toEqual({ success: false, message: 'Something went wrong. Please try again.' });
        } finally {
          await owner.query(`DROP TRIGGER refuse_article ON news_article; DROP FUNCTION refuse_article();`);
          await owner.end();
        }
        expect(await articleCount()).toBe(0);
        expect(await storedObjectKeys(sut)).toEqual([]);
      });
    });
  });

  describe('GET /news', () => {
    beforeAll(clearArticles);

    it('answers an empty list when there is no news', async () => {
      expect((await request(sut.http).get(NEWS).expect(200)).body).toEqual({ success: true, items: [] });
    });

    it('lists every article, newest first', async () => {
      for (const title of ['Oldest', 'Middle', 'Newest']) await create({ ...form, title }).expect(201);
      await db.query(`UPDATE news_article SET created_at = now() - interval '2 days' WHERE title = 'Oldest'`);
      await db.query(`UPDATE news_article SET created_at = now() - interval '1 day' WHERE title = 'Middle'`);
      const res = await request(sut.http).get(NEWS).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.items.map((item: { title: string }) => item.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    });

    it("dates an article by the clinic's calendar (Asia/Kolkata)", async () => {
      // 20:00 UTC on 1 November is already 2 November in Pune.
      await db.query(`UPDATE news_article SET created_at = '2026-11-01T20:00:00Z' WHERE title = 'Oldest'`);
      const res = await request(sut.http).get(NEWS).expect(200);
      const oldest = res.body.items.find((item: { title: string }) => item.title === 'Oldest');
      expect(oldest).toMatchObject({ date: '2026-11-02', createdAt: '2026-11-01T20:00:00.000Z' });
    });
  });

  describe('GET /news/latest', () => {
    beforeAll(async () => {
      await clearArticles();
      await db.query(
        `INSERT INTO news_article (slug, title, created_at)
         SELECT 'article-' || n, 'Article ' || n, now() - n * interval '1 hour' FROM generate_series(1, 25) n`,
      );
    });

    it.each([
      ['', 4],
      ['?limit=2', 2],
      ['?limit=0', 1],
      ['?limit=-5', 1],
      ['?limit=100', 20],
      ['?limit=abc', 4],
      ['?limit=3&limit=5', 4],
    ])('answers the newest articles for %s (%d)', async (query, count) => {
      const res = await request(sut.http).get(`${NEWS}/latest${query}`).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.items).toHaveLength(count);
      expect(res.body.items[0].title).toBe('Article 1');
    });
  });

  describe('GET /news/:slug', () => {
    let slug: string;
    beforeAll(async () => {
      await clearArticles();
      slug = (await create(form, [card()]).expect(201)).body.item.slug;
    });

    it('answers the article', async () => {
      const res = await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.item).toMatchObject({ slug, title: form.title });
      expect(Object.keys(res.body.item).sort()).toEqual(
        ['cardImage', 'cardImageSet', 'content', 'contentImageSet', 'createdAt', 'date', 'excerpt', 'heroIntro', 'popular', 'slug', 'title', 'updatedAt'].sort(),
      );
    });

    it.each(['no-such-article', 'UPPER', 'x'.repeat(300), '%E0%A4%AC'])('answers 404 for %s', async (unknown) => {
      const res = await request(sut.http).get(`${NEWS}/${unknown}`).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Article not found' });
    });
  });

  describe('GET /news/:slug/head', () => {
    beforeAll(clearArticles);

    it('answers the head tags of the article, every value escaped', async () => {
      const title = `Peels </title><script>alert("x")</script> & 'more'`;
      const created = await create({ ...form, title, excerpt: 'A "quoted" <b>excerpt</b>' }, [card()]).expect(201);
      const { slug, cardImage } = created.body.item;
      const res = await request(sut.http).get(`${NEWS}/${slug}/head`).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = res.text;
      expect(head).toContain(
        '<title>Peels &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39; | Aura Skin &amp; Hair Clinic</title>',
      );
      expect(head).not.toMatch(/<script>alert/);
      expect(head).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;excerpt&lt;/b&gt;">');
      expect(head).toContain(`<link rel="canonical" href="https://clinic.example/news/${slug}">`);
      expect(head).toContain(`<meta property="og:url" content="https://clinic.example/news/${slug}">`);
      expect(head).toContain(`<meta property="og:image" content="https://clinic.example${cardImage}">`);
      expect(head).toContain('<meta property="og:type" content="article">');
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
      const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1];
      expect(jsonLd).not.toContain('<');
      expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'NewsArticle', headline: title });
      expect(head).not.toMatch(/<\/?(html|head|body)/);
    });

    it('falls back to the default share image', async () => {
      const { slug } = (await create({ title: 'No picture' }).expect(201)).body.item;
      const res = await request(sut.http).get(`${NEWS}/${slug}/head`).expect(200);
      expect(res.text).toContain('<meta property="og:image" content="https://clinic.example/brand/og-default.jpg">');
    });

    it('answers a noindex head with 404 for an unknown article', async () => {
      const res = await request(sut.http).get(`${NEWS}/nothing-here/head`).expect(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<title>Article not found | Aura Skin &amp; Hair Clinic</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    });

    it('answers a generic noindex head with 200, never an error JSON, when the database is down', async () => {
      const { slug } = (await create({ title: 'Read while the database is down' }).expect(201)).body.item;
      await db.destroy();
      try {
        const res = await request(sut.http).get(`${NEWS}/${slug}/head`).expect(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toBe('<title>Aura Skin &amp; Hair Clinic</title>\n<meta name="robots" content="noindex">\n');
        // The JSON answers of the API still say what went wrong.
        const json = await request(sut.http).get(`${NEWS}/${slug}`);
        expect(json.status).toBeGreaterThanOrEqual(500);
        expect(json.body.success).toBe(false);
      } finally {
        await db.initialize();
      }
      await request(sut.http).get(`${NEWS}/${slug}/head`).expect(200, /Read while the database is down/);
    });
  });

  describe('PUT /news/:slug', () => {
    let slug: string;
    let item: { cardImage: string; content: { image: string } };

    beforeEach(async () => {
      await clearArticles();
      const res = await create(form, [card(), content()]).expect(201);
      ({ slug } = res.body.item);
      item = res.body.item;
    });

    it('should require authentication', async () => {
      const res = await send('put', `${NEWS}/${slug}`, { title: 'Changed' }, [], '').expect(401);
      expect(res.body.success).toBe(false);
      const unchanged = await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
      expect(unchanged.body.item.title).toBe(form.title);
    });

    it('edits the fields sent, keeps the others, the images and the slug', async () => {
      const res = await send('put', `${NEWS}/${slug}`, {
        title: 'A completely new title',
        paragraphs: JSON.stringify(['Only one now.']),
      }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'News article updated successfully' });
      expect(res.body.item).toMatchObject({
        slug,
        title: 'A completely new title',
        excerpt: form.excerpt,
        cardImage: item.cardImage,
        content: { image: item.content.image, paragraphs: ['Only one now.'], tags: ['Monsoon', 'Acne'] },
      });
      await request(sut.http).get(item.cardImage).expect(200);
      await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
      await request(sut.http).get(`${NEWS}/a-completely-new-title`).expect(404);
    });

    it('replaces an image and deletes the old objects', async () => {
      const before = await storedObjectKeys(sut);
      const newCard = await pngImage(1000, 700, '#B08D57');
      const res = await send('put', `${NEWS}/${slug}`, {}, [card(newCard)]).expect(200);
      expect(res.body.item.cardImage).not.toBe(item.cardImage);
      expect(res.body.item.content.image).toBe(item.content.image);
      await request(sut.http).get(item.cardImage).expect(404);
      await request(sut.http).get(res.body.item.cardImage).expect(200);
      const after = await storedObjectKeys(sut);
      const oldCardKeys = before.filter((key) => !after.includes(key));
      expect(oldCardKeys).toHaveLength(3);
      expect(oldCardKeys).toContain(item.cardImage.split('/').pop());
    });

    it('keeps an old image that another article still uses', async () => {
      const other = (await create({ title: 'Same picture' }, [card()]).expect(201)).body.item;
      expect(other.cardImage).toBe(item.cardImage);
      await send('put', `${NEWS}/${slug}`, {}, [card(await pngImage(900, 600, '#F6EFE7'))]).expect(200);
      await request(sut.http).get(item.cardImage).expect(200);
    });

    it('keeps the old images when the store is down for the new one', async () => {
      const store = sut.app.get(ObjectStoreService);
      const original = store.client.config.endpoint;
      store.client.config.endpoint = async () => ({ protocol: 'http:', hostname: '127.0.0.1', port: 9, path: '/' });
      try {
        await send('put', `${NEWS}/${slug}`, { title: 'Not saved' }, [card(await pngImage(900, 600, '#F6EFE7'))]).expect(503);
      } finally {
        store.client.config.endpoint = original;
      }
      const res = await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
      expect(res.body.item).toMatchObject({ title: form.title, cardImage: item.cardImage });
      await request(sut.http).get(item.cardImage).expect(200);
    });

    it('answers 400 for a bad field and changes nothing', async () => {
      const res = await send('put', `${NEWS}/${slug}`, { title: 'x', tags: '[not json' }).expect(400);
      expect(res.body.message).toBe('tags must be a JSON list of texts, e.g. ["Skin care"]');
      expect((await request(sut.http).get(`${NEWS}/${slug}`)).body.item.title).toBe(form.title);
    });

    it.each([
      [{ title: null }, 'Title must be text'],
      [{ excerpt: null }, 'Excerpt must be text'],
      [{ heroIntro: null }, 'Hero intro must be text'],
      [{ contentIntro: null }, 'Content intro must be text'],
      [{ paragraphs: null }, 'paragraphs must be a JSON list of texts, e.g. ["First paragraph"]'],
      [{ tags: null }, 'tags must be a JSON list of texts, e.g. ["Skin care"]'],
      [{ popular: null }, 'popular must be a JSON list of texts, e.g. ["Sunscreen myths"]'],
    ])('answers 400, not 500, to a JSON body with %j, and changes nothing', async (body, message) => {
      const res = await request(sut.http).put(`${NEWS}/${slug}`).set('Cookie', cookie).send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
      const unchanged = (await request(sut.http).get(`${NEWS}/${slug}`).expect(200)).body.item;
      expect(unchanged).toMatchObject({
        title: form.title,
        content: { paragraphs: ['First paragraph.', 'Second paragraph.'] },
      });
    });

    it('edits from a JSON body too, keeping the fields it leaves out', async () => {
      const res = await request(sut.http)
        .put(`${NEWS}/${slug}`)
        .set('Cookie', cookie)
        .send({ excerpt: 'Edited from JSON', tags: [' Rain ', ''] })
        .expect(200);
      expect(res.body.item).toMatchObject({
        title: form.title,
        excerpt: 'Edited from JSON',
        content: { tags: ['Rain'] },
      });
    });

    it('answers 400, not 500, to a NUL character in a field or a list entry', async () => {
      for (const fields of [{ title: 'Edited\u0000' }, { paragraphs: JSON.stringify(['Edited\u0000']) }]) {
        const res = await send('put', `${NEWS}/${slug}`, fields).expect(400);
        expect(res.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
      }
      const json = await request(sut.http)
        .put(`${NEWS}/${slug}`)
        .set('Cookie', cookie)
        .send({ tags: ['a\u0000'] })
        .expect(400);
      expect(json.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
      expect((await request(sut.http).get(`${NEWS}/${slug}`)).body.item.title).toBe(form.title);
    });

    it('answers 404 for an unknown article', async () => {
      const res = await send('put', `${NEWS}/no-such-article`, { title: 'x' }).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Article not found' });
    });

    it('refuses a cross-site request', async () => {
      await send('put', `${NEWS}/${slug}`, { title: 'x' }).set('Origin', 'https://evil.example').expect(403);
    });
  });

  describe('DELETE /news/:slug', () => {
    let slug: string;
    let item: { cardImage: string; content: { image: string }; cardImageSet: { srcSet: string } };

    beforeEach(async () => {
      await clearArticles();
      const res = await create(form, [card(), content()]).expect(201);
      ({ slug } = res.body.item);
      item = res.body.item;
    });

    it('should require authentication', async () => {
      const res = await request(sut.http).delete(`${NEWS}/${slug}`).expect(401);
      expect(res.body.success).toBe(false);
      await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
    });

    it('deletes the article and its images at once', async () => {
      const res = await request(sut.http).delete(`${NEWS}/${slug}`).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ success: true, message: 'News article deleted successfully' });
      await request(sut.http).get(`${NEWS}/${slug}`).expect(404);
      await request(sut.http).get(item.cardImage).expect(404);
      await request(sut.http).get(item.content.image).expect(404);
      for (const entry of item.cardImageSet.srcSet.split(', ')) {
        await request(sut.http).get(entry.split(' ')[0]).expect(404);
      }
      expect(await storedObjectKeys(sut)).toEqual([]);
    });

    it('answers 404 for an unknown article', async () => {
      const res = await request(sut.http).delete(`${NEWS}/no-such-article`).set('Cookie', cookie).expect(404);
      expect(res.body).toEqual({ success: false, message: 'Article not found' });
    });

    it('refuses a cross-site request', async () => {
      await request(sut.http).delete(`${NEWS}/${slug}`).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-site').expect(403);
      await request(sut.http).get(`${NEWS}/${slug}`).expect(200);
    });
  });
});

/** Collects a binary response body into a Buffer. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
