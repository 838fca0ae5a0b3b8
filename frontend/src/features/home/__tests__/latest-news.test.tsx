import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestNews } from '../components/latest-news';

const article = (n: number, extra: Record<string, unknown> = {}) => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  excerpt: `What article ${n} is about.`,
  date: '2026-11-20',
  cardImage: `/api/api/media/${n}.webp`,
  cardImageSet: null,
  ...extra,
});

function answer(status: number, body: unknown) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

async function renderNews() {
  render(
    <MemoryRouter>
      <LatestNews />
    </MemoryRouter>,
  );
  // Wait for the request and the render that follows it.
  await screen.findByRole('heading', { name: 'Latest News' });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('LatestNews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the four newest articles and shows their cards linking to their pages', async () => {
    const fetchStub = answer(200, { success: true, items: [article(1), article(2)] });
    await renderNews();
    expect(fetchStub).toHaveBeenCalledWith('/api/api/news/latest?limit=4', expect.anything());
    const link = await screen.findByRole('link', { name: 'Article 1' });
    expect(link).toHaveAttribute('href', '/news/article-1');
    expect(screen.getAllByText('20 Nov 2026')).toHaveLength(2);
    expect(screen.getByText('What article 1 is about.')).toBeInTheDocument();
  });

  it('shows at most four cards even when the server sends more', async () => {
    answer(200, { success: true, items: [1, 2, 3, 4, 5, 6].map((n) => article(n)) });
    await renderNews();
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.queryByRole('link', { name: 'Article 5' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it.each([
    ['an error status', 500, { success: false, message: 'Down' }],
    ['success false', 200, { success: false, items: [article(1)] }],
    ['items that are not a list', 200, { success: true, items: 'none' }],
  ])('shows no cards and no message on %s', async (_case, status, body) => {
    answer(status, body);
    await renderNews();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.queryByText(/error|failed|could not/i)).not.toBeInTheDocument();
  });

  it('shows no cards when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await renderNews();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('shows no date for an invalid one, and falls back to the logo when the image fails', async () => {
    answer(200, { success: true, items: [article(1, { date: 'not a date' })] });
    await renderNews();
    await screen.findByRole('link', { name: 'Article 1' });
    expect(document.querySelector('time')).toBeNull();
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/api/media/1.webp');
    fireEvent.error(image);
    expect(document.querySelector('img')).toHaveAttribute('src', '/brand/logo.svg');
  });

  it('uses the image set for a responsive image when the article has one', async () => {
    const set = { src: '/api/api/media/b.webp', srcSet: '/api/api/media/a.webp 480w, /api/api/media/b.webp 960w', width: 960, height: 540 };
    answer(200, { success: true, items: [article(1, { cardImageSet: set })] });
    await renderNews();
    await screen.findByRole('link', { name: 'Article 1' });
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('srcset', set.srcSet);
    expect(image).toHaveAttribute('width', '960');
  });
});
