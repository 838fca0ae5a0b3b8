import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SitePublisher } from '../src/content/site-publisher.service';
import { NEWS_PAGES, PUBLISHED_NEWS_FOLDER, PublishedNews } from '../src/news/published-news';
import { createReplica, createTestApp, signIn, TestApp } from './setup/test-app';

const NEWS = '/api/api/news';

/**
 * The news reads nginx serves as files: after every change, before the admin's request is
 * answered, each file is exactly what the API answers for its read, and an article taken away has
 * no file (nginx then asks the API, which says 404).
 */
describe('news reads published as files', () => {
  let sut: TestApp;
  let cookie: string;
  let folder: string;
  let news: string;

  const file = (name: string) => JSON.parse(readFileSync(join(news, name), 'utf8'));
  const api = async (path: string) => (await request(sut.http).get(path).expect(200)).body;
  const create = (title: string) =>
    request(sut.http)
      .post(NEWS)
      .set('Cookie', cookie)
      .field('title', title)
      .field('excerpt', `${title}, in short.`)
      .field('heroIntro', 'From the clinic.')
      .field('contentIntro', 'An introduction.')
      .field('paragraphs', JSON.stringify(['A paragraph.']))
      .field('tags', JSON.stringify(['Skin care']))
      .field('popular', JSON.stringify([]))
      .expect(201);

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'clinic-published-news-'));
    news = join(folder, PUBLISHED_NEWS_FOLDER);
    sut = await createTestApp({ SITE_PUBLISH_DIR: folder });
    // The site's first publication, and the news pages written again after it.
    await sut.app.get(SitePublisher).request();
    cookie = await signIn(sut.http);
  });
  afterAll(async () => {
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await sut.app.get(DataSource).query('DELETE FROM news_article');
    await sut.app.get(PublishedNews).publish();
  });

  it('writes the list, the latest 1 to 20 and each article, as the API answers them', async () => {
    expect(file('news.json')).toEqual({ success: true, items: [] });
    await create('Sunscreen myths for Indian skin');
    const { item } = (await create('Choosing a chemical peel')).body;

    expect(file('news.json')).toEqual(await api(NEWS));
    expect(file('news.json').items.map((entry: { title: string }) => entry.title)).toEqual(['Choosing a chemical peel', 'Sunscreen myths for Indian skin']);
    for (const limit of [1, 2, 4, 20]) expect(file(`latest-${limit}.json`)).toEqual(await api(`${NEWS}/latest?limit=${limit}`));
    expect(file(`article-${item.slug}.json`)).toEqual(await api(`${NEWS}/${item.slug}`));
    expect(readdirSync(news).filter((name) => !name.startsWith(NEWS_PAGES)).sort()).toEqual(
      [
        'news.json',
        ...Array.from({ length: 20 }, (_, index) => `latest-${index + 1}.json`),
        'article-choosing-a-chemical-peel.json',
        'article-sunscreen-myths-for-indian-skin.json',
      ].sort(),
    );
  });

  it('has an edit in the article’s file and the lists once the edit is answered', async () => {
    const { item } = (await create('Hair fall after dengue')).body;
    await request(sut.http).put(`${NEWS}/${item.slug}`).set('Cookie', cookie).field('title', 'Hair fall after dengue or typhoid').expect(200);
    expect(file(`article-${item.slug}.json`).item.title).toBe('Hair fall after dengue or typhoid');
    expect(file('latest-4.json')).toEqual(await api(`${NEWS}/latest`));
  });

  it('takes a deleted article’s file away before the delete is answered', async () => {
    const { item } = (await create('Monsoon skin care')).body;
    expect(existsSync(join(news, `article-${item.slug}.json`))).toBe(true);
    await request(sut.http).delete(`${NEWS}/${item.slug}`).set('Cookie', cookie).expect(200);
    expect(existsSync(join(news, `article-${item.slug}.json`))).toBe(false);
    expect(file('news.json')).toEqual({ success: true, items: [] });
  });

  /** A published news page, and the articles its data block carries. */
  const page = (path: string) => {
    const html = readFileSync(join(news, NEWS_PAGES, path, 'index.html'), 'utf8');
    const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]) as {
      news: { path: string; articles: Array<{ slug: string }>; article?: { slug: string; title: string } };
    };
    return { html, news: data.news };
  };
  const pageExists = (path: string) => existsSync(join(news, NEWS_PAGES, path, 'index.html'));

  it('publishes /news and each article as pages, with the articles in their HTML, before the change is answered', async () => {
    expect(page('news').html).toContain('No news available yet.');
    const { item: first } = (await create('Sunscreen myths for Indian skin')).body;
    const { item: second } = (await create('Choosing a chemical peel')).body;

    const list = page('news');
    expect(list.html).not.toContain('Loading news…');
    expect(list.html).toContain('Choosing a chemical peel');
    expect(list.html).toContain('Sunscreen myths for Indian skin');
    expect(list.news.articles.map((card) => card.slug)).toEqual([second.slug, first.slug]);
    expect(existsSync(join(news, NEWS_PAGES, 'news', 'index.html.br'))).toBe(true);

    const article = page(`news/${second.slug}`);
    expect(article.html).toContain('<h1');
    expect(article.html).toContain('A paragraph.');
    expect(article.html).toContain('<title>Choosing a chemical peel |');
    expect(article.news.article).toMatchObject({ slug: second.slug, title: 'Choosing a chemical peel' });
    expect(article.news.articles.map((card) => card.slug)).toEqual([first.slug]);
    // The articles' sitemap lists both, with when each last changed.
    const sitemap = () => readFileSync(join(news, NEWS_PAGES, 'sitemap-news.xml'), 'utf8');
    expect(sitemap()).toContain(`/news/${second.slug}</loc><lastmod>${second.updatedAt}</lastmod>`);
    expect(sitemap()).toContain(`/news/${first.slug}</loc>`);
    expect(existsSync(join(news, NEWS_PAGES, 'sitemap-news.xml.br'))).toBe(true);

    await request(sut.http).put(`${NEWS}/${second.slug}`).set('Cookie', cookie).field('title', 'Choosing a chemical peel for dark skin').expect(200);
    expect(page(`news/${second.slug}`).html).toContain('<title>Choosing a chemical peel for dark skin |');
    expect(page('news').html).toContain('Choosing a chemical peel for dark skin');

    await request(sut.http).delete(`${NEWS}/${first.slug}`).set('Cookie', cookie).expect(200);
    expect(pageExists(`news/${first.slug}`)).toBe(false);
    expect(page('news').news.articles.map((card) => card.slug)).toEqual([second.slug]);
    expect(sitemap()).not.toContain(`/news/${first.slug}<`);
    // The pages before the last change stay for a visitor reading one; older ones are gone.
    expect(readdirSync(news).filter((name) => name.startsWith(`${NEWS_PAGES}-`))).toHaveLength(2);
  });

  it('renders again only the pages whose articles changed, and copies the others as they were', async () => {
    const { item: older } = (await create('Sunscreen myths for Indian skin')).body;
    const { item: newer } = (await create('Choosing a chemical peel')).body;
    const publisher = sut.app.get(SitePublisher);
    const published = realpathSync(join(news, NEWS_PAGES));
    // Only the older article's text changes: not its card, so not the list or the newer one's sidebar.
    const edited = (await api(NEWS)).items.map((entry: { slug: string; content: object }) =>
      entry.slug === older.slug ? { ...entry, content: { ...entry.content, paragraphs: ['Reapply every two hours outdoors.'] } } : entry,
    );
    const scratch = mkdtempSync(join(tmpdir(), 'clinic-news-pages-'));
    try {
      expect(await publisher.writeNewsPages(edited, join(scratch, 'again'), published)).toEqual({ rendered: 1, copied: 2 });
      expect(await publisher.writeNewsPages(edited, join(scratch, 'afresh'))).toEqual({ rendered: 3, copied: 0 });
      for (const path of ['news', `news/${older.slug}`, `news/${newer.slug}`]) {
        for (const suffix of ['', '.br', '.gz']) {
          const [again, afresh] = ['again', 'afresh'].map((name) => readFileSync(join(scratch, name, path, `index.html${suffix}`)));
          if (suffix === '') expect(again.toString()).toBe(afresh.toString());
          else expect(again.length).toBeGreaterThan(0);
        }
      }
      expect(readFileSync(join(scratch, 'again', 'news', older.slug, 'index.html'), 'utf8')).toContain('Reapply every two hours outdoors.');
      // A new article is in the list and in every sidebar: each page is rendered again.
      const added = [{ ...edited[0], slug: 'hair-fall-after-dengue', title: 'Hair fall after dengue' }, ...edited];
      expect(await publisher.writeNewsPages(added, join(scratch, 'added'), join(scratch, 'again'))).toEqual({ rendered: 4, copied: 0 });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('keeps the reads but takes the pages away when the pages cannot be written, so the site’s shell serves the articles', async () => {
    const { item } = (await create('Acne in teenagers')).body;
    expect(pageExists(`news/${item.slug}`)).toBe(true);
    // An API whose site is not built writes the same folder: the reads, but no pages.
    const unbuilt = mkdtempSync(join(tmpdir(), 'clinic-unbuilt-'));
    const other = await createReplica(sut, { SITE_BUILD_DIR: unbuilt });
    try {
      await other.app.get(PublishedNews).publish();
    } finally {
      await other.close();
      rmSync(unbuilt, { recursive: true, force: true });
    }
    expect(existsSync(join(news, NEWS_PAGES))).toBe(false);
    expect(file('news.json')).toEqual(await api(NEWS));
    expect(readdirSync(news).filter((name) => name.startsWith('.'))).toEqual([]);
    // The next change writes them again.
    await create('Acne scars');
    expect(page('news').news.articles).toHaveLength(2);
  });

  it('leaves no files when they cannot be written, so every read goes to the API', async () => {
    await create('Acne in teenagers');
    rmSync(news, { recursive: true, force: true });
    // Something in the way of the folder: writing fails.
    writeFileSync(news, 'not a folder');
    await create('Acne in adults');
    expect(existsSync(news)).toBe(false);
    expect((await api(NEWS)).items).toHaveLength(2);
    // The next change writes them again.
    await create('Acne scars');
    expect(file('news.json')).toEqual(await api(NEWS));
  });
});
