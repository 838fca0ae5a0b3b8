import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsList } from '../components/news-list';
import { anArticle } from '../../../testing/articles';
import { fakeApi, settle } from '../../../testing/fake-api';

function renderList() {
  return render(
    <MemoryRouter>
      <NewsList />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('NewsList', () => {
  it('shows the loading state first, then a card for each article', async () => {
    fakeApi({
      'GET /news': {
        status: 200,
        body: {
          success: true,
          items: [
            anArticle({ slug: 'monsoon-skin-care', title: 'Monsoon skin care in Pune' }),
            anArticle({ slug: 'sunscreen-myths', title: 'Sunscreen myths', date: '2026-10-05' }),
          ],
        },
      },
    });
    renderList();
    expect(screen.getByRole('heading', { name: 'All News' })).toBeInTheDocument();
    expect(screen.getByText('Loading news…')).toBeInTheDocument();
    await settle();

    expect(screen.queryByText('Loading news…')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Monsoon skin care in Pune' })).toBeInTheDocument();
    expect(first.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('How the monsoon changes your skin, and what to do about it.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Read More →' })).toHaveAttribute('href', '/news/monsoon-skin-care');
    expect(within(cards[1]).getByText('5 Oct 2026')).toBeInTheDocument();
  });

  it('uses the responsive image set when there is one, and falls back to the logo when an image fails', async () => {
    const set = { src: '/api/api/media/c.webp', srcSet: '/api/api/media/s.webp 480w, /api/api/media/c.webp 1600w', width: 1600, height: 1000 };
    fakeApi({
      'GET /news': {
        status: 200,
        body: {
          success: true,
          items: [anArticle({ slug: 'with-set', cardImageSet: set }), anArticle({ slug: 'without-image', cardImage: null }), anArticle({ slug: 'broken' })],
        },
      },
    });
    const { container } = renderList();
    await settle();
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', set.src);
    expect(images[0]).toHaveAttribute('srcset', set.srcSet);
    expect(images[1]).toHaveAttribute('src', '/brand/logo.svg');
    expect(images[2]).toHaveAttribute('src', `/api/api/media/${'a'.repeat(64)}.webp`);
    fireEvent.error(images[2]);
    expect(container.querySelectorAll('img')[2]).toHaveAttribute('src', '/brand/logo.svg');
  });

  it('shows no date for an article whose date is invalid', async () => {
    fakeApi({ 'GET /news': { status: 200, body: { success: true, items: [anArticle({ slug: 'odd', date: 'not a date' })] } } });
    renderList();
    await settle();
    const card = screen.getByRole('article');
    expect(card.querySelector('time')).toBeNull();
    expect(within(card).queryByText('not a date')).not.toBeInTheDocument();
  });

  it('says there is no news yet when the list is empty', async () => {
    fakeApi({ 'GET /news': { status: 200, body: { success: true, items: [] } } });
    renderList();
    await settle();
    expect(screen.getByText('No news available yet.')).toBeInTheDocument();
  });

  it('shows the empty list when the news cannot be fetched', async () => {
    fakeApi({ 'GET /news': 'offline' });
    renderList();
    await settle();
    expect(screen.getByText('No news available yet.')).toBeInTheDocument();
  });

  it('shows the empty list when the server fails or answers something unexpected', async () => {
    fakeApi({ 'GET /news': [{ status: 500, body: { success: false, message: 'Database down' } }] });
    renderList();
    await settle();
    expect(screen.getByText('No news available yet.')).toBeInTheDocument();
  });
});
