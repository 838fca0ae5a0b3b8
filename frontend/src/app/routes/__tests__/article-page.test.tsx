import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsArticleRoute from '../news-article';
import { anArticle } from '../../../testing/articles';
import { fakeApi, settle } from '../../../testing/fake-api';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/news/:slug" element={<NewsArticleRoute />} />
        <Route path="/newstemplate" element={<NewsArticleRoute />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

const article = anArticle({ slug: 'monsoon-skin-care', title: 'Monsoon skin care in Pune' });
const found = { status: 200, body: { success: true, item: article } };
const others = (count: number) =>
  Array.from({ length: count }, (_, index) => anArticle({ slug: `other-${index + 1}`, title: `Other article ${index + 1}` }));

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('article page', () => {
  it('shows the loading state, then the article with its hero, intro, picture, paragraphs and tags', async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [article] } } });
    renderAt('/news/monsoon-skin-care');
    expect(screen.getByText('Loading article...')).toBeInTheDocument();
    await settle();

    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon skin care in Pune' })).toBeInTheDocument();
    expect(screen.getByText('Humidity, fungal infections and breakouts: a dermatologist explains.')).toBeInTheDocument();
    expect(screen.getByText('Pune’s monsoon brings relief from the heat, and new problems for the skin.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monsoon skin care in Pune' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon skin care in Pune' })).toHaveAttribute('src', `/api/api/media/${'b'.repeat(64)}.webp`);
    expect(screen.getByText('Keep skin folds dry.')).toBeInTheDocument();
    expect(screen.getByText('Use a light, gel-based moisturiser.')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Skin care', 'Monsoon']);
    expect(document.title).toBe('Monsoon skin care in Pune | Aura Skin & Hair Clinic');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', article.excerpt);
  });

  it('links to the four networks’ share pages with the article’s address', async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    const url = encodeURIComponent('http://localhost:8080/news/monsoon-skin-care');
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(screen.getByRole('link', { name: 'Share on X (Twitter)' }).getAttribute('href')).toContain(`https://twitter.com/intent/tweet?url=${url}`);
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('offers the device’s own share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Monsoon skin care in Pune', text: article.excerpt, url: 'http://localhost:8080/news/monsoon-skin-care' });
  });

  it("copies the link: 'Link copied to clipboard', 'Link copied' without the clipboard API, 'Copy failed'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { clipboard: { writeText } }));
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/news/monsoon-skin-care');

    writeText.mockRejectedValue(new Error('Not allowed'));
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it("lists up to five other articles under 'Popular News', never the one being read", async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [article, ...others(6)] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    const popular = within(screen.getByRole('region', { name: 'Popular News' }));
    expect(popular.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Other article 1',
      'Other article 2',
      'Other article 3',
      'Other article 4',
      'Other article 5',
    ]);
    expect(popular.getByRole('link', { name: 'Other article 1' })).toHaveAttribute('href', '/news/other-1');
  });

  it("lists first the other articles the admin picked as popular for this one, then the newest others, five in all", async () => {
    const picking = anArticle({
      slug: 'monsoon-skin-care',
      title: 'Monsoon skin care in Pune',
      // By title (any case and spacing), by link, a missing article, the article itself and a repeat.
      popular: ['  other ARTICLE   6 ', 'https://clinic.example/news/other-4', 'Laser hair removal myths', 'Monsoon skin care in Pune', 'Other article 6'],
    });
    fakeApi({
      'GET /news/monsoon-skin-care': { status: 200, body: { success: true, item: picking } },
      'GET /news': { status: 200, body: { success: true, items: [picking, ...others(7)] } },
    });
    renderAt('/news/monsoon-skin-care');
    await settle();
    const popular = within(screen.getByRole('region', { name: 'Popular News' }));
    expect(popular.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Other article 6',
      'Other article 4',
      'Other article 1',
      'Other article 2',
      'Other article 3',
    ]);
  });

  it("says 'No other articles yet.' when there are none, or when they cannot be fetched", async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [article] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    expect(within(screen.getByRole('region', { name: 'Popular News' })).getByText('No other articles yet.')).toBeInTheDocument();
  });

  it('ignores a failure of the sidebar’s list', async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': 'offline' });
    renderAt('/news/monsoon-skin-care');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Monsoon skin care in Pune' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Popular News' })).getByText('No other articles yet.')).toBeInTheDocument();
  });

  it('has the newsletter sign-up in the sidebar', async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': found, 'GET /news': { status: 200, body: { success: true, items: [] } } });
    renderAt('/news/monsoon-skin-care');
    await settle();
    const newsletter = within(screen.getByRole('region', { name: 'Newsletter' }));
    expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown article', async () => {
    fakeApi({ 'GET /news/no-such-article': { status: 404, body: { success: false, message: 'Article not found' } } });
    renderAt('/news/no-such-article');
    await settle();
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('Please check the link or go back to the news page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the not-found state when the server cannot be reached', async () => {
    fakeApi({ 'GET /news/monsoon-skin-care': 'offline' });
    renderAt('/news/monsoon-skin-care');
    await settle();
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });

  it('always shows the not-found state on /newstemplate, without asking the server', async () => {
    const api = fakeApi();
    renderAt('/newstemplate');
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    await settle();
    expect(api.requests).toHaveLength(0);
  });
});
