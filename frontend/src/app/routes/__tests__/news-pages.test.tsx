import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsArticleRoute from '../news-article';
import { dataBlockJson, DATA_BLOCK_ID, readDataBlock } from '../../../content/site-data';
import { NewsList } from '../../../features/news/components/news-list';
import { newsBlockFor, NewsPageContext, newsPageOf } from '../../../content/news/news-pages';
import { anArticle } from '../../../testing/articles';
import { fakeApi, settle } from '../../../testing/fake-api';

afterEach(() => vi.unstubAllGlobals());

const newest = anArticle({ slug: 'monsoon-skin-care', title: 'Monsoon skin care in Pune', popular: ['Sunscreen myths'] });
const others = Array.from({ length: 7 }, (_, index) => anArticle({ slug: `other-${index + 1}`, title: `Other article ${index + 1}` }));
const oldest = anArticle({ slug: 'sunscreen-myths', title: 'Sunscreen myths' });
const items = [newest, ...others, oldest];

function renderWithNews(path: string, news: ReturnType<typeof newsBlockFor>) {
  return render(
    <NewsPageContext.Provider value={newsPageOf(news)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/news" element={<NewsList />} />
          <Route path="/news/:slug" element={<NewsArticleRoute />} />
        </Routes>
      </MemoryRouter>
    </NewsPageContext.Provider>,
  );
}

describe('the news a published page carries', () => {
  it('lists every article on /news with what its card shows, and nothing more', () => {
    const block = newsBlockFor('/news/', items)!;
    expect(block.path).toBe('/news');
    expect(block.article).toBeUndefined();
    expect(block.articles).toHaveLength(items.length);
    expect(block.articles[0]).toEqual({
      slug: newest.slug,
      title: newest.title,
      excerpt: newest.excerpt,
      date: newest.date,
      createdAt: newest.createdAt,
      cardImage: newest.cardImage,
      cardImageSet: null,
    });
  });

  it('carries an article with only the others its Popular News shows, the admin’s pick first', () => {
    const block = newsBlockFor('/news/monsoon-skin-care', items)!;
    expect(block.path).toBe('/news/monsoon-skin-care');
    expect(block.article).toEqual(newest);
    expect(block.articles.map((card) => (card as { slug: string }).slug)).toEqual(['other-1', 'other-2', 'other-3', 'other-4', 'sunscreen-myths']);
  });

  it('carries nothing for an article that is not there or another address', () => {
    expect(newsBlockFor('/news/no-such-article', items)).toBeUndefined();
    expect(newsBlockFor('/about', items)).toBeUndefined();
  });

  it('travels through the data block unchanged', () => {
    const block = newsBlockFor('/news/monsoon-skin-care', items)!;
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="${DATA_BLOCK_ID}">${dataBlockJson({ site: {}, news: block })}</script>`;
    expect(readDataBlock(page)?.news).toEqual(block);
  });

  it('shows /news’s cards at once, without asking the API', async () => {
    const api = fakeApi();
    renderWithNews('/news', newsBlockFor('/news', items));
    expect(screen.queryByText('Loading news…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(items.length);
    await settle();
    expect(api.requests).toEqual([]);
  });

  it('shows an article and its Popular News at once, without asking the API', async () => {
    const api = fakeApi();
    renderWithNews('/news/monsoon-skin-care', newsBlockFor('/news/monsoon-skin-care', items));
    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon skin care in Pune' })).toBeInTheDocument();
    expect(screen.getByText('Keep skin folds dry.')).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Popular News' });
    expect(within(popular).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Sunscreen myths',
      'Other article 1',
      'Other article 2',
      'Other article 3',
      'Other article 4',
    ]);
    await settle();
    expect(api.requests).toEqual([]);
  });

  it('asks the API on any other address: the page the visitor moved to in the browser', async () => {
    const api = fakeApi({ 'GET /news': { status: 200, body: { success: true, items: [oldest] } } });
    renderWithNews('/news', newsBlockFor('/news/monsoon-skin-care', items));
    expect(screen.getByText('Loading news…')).toBeInTheDocument();
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(api.requests.map((request) => request.path)).toEqual(['/news']);
  });
});
