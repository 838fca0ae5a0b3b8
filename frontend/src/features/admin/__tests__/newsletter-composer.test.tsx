import { NEWSLETTER_MESSAGES, type Article } from '@aura/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle } from '../../../testing/fake-api';
import { NewsletterComposer, PREVIEW_WIDTHS } from '../components/newsletter-composer';

function anArticle(number: number): Article {
  return {
    slug: `article-${number}`,
    title: `Article number ${number}`,
    excerpt: 'A short excerpt.',
    heroIntro: '',
    date: '2026-11-20',
    createdAt: '2026-11-20T04:30:00.000Z',
    cardImage: number % 2 ? `/api/api/media/${'a'.repeat(64)}.webp` : null,
    cardImageSet: null,
    contentImageSet: null,
    popular: [],
    content: { intro: '', image: null, paragraphs: [], tags: [] },
  };
}

const articles = Array.from({ length: 8 }, (_, index) => anArticle(index + 1));

function renderComposer(subscribers = 2) {
  const onSent = vi.fn();
  render(
    <>
      <NewsletterComposer articles={articles} subscribers={subscribers} onSent={onSent} />
      <ToastContainer />
    </>,
  );
  return { onSent };
}

function write(subject: string, note = '') {
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('A short note above the articles'), { target: { value: note } });
}

const choose = (...numbers: number[]) => numbers.forEach((number) => fireEvent.click(screen.getByRole('checkbox', { name: `Article number ${number}` })));

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('NewsletterComposer', () => {
  it('says what is missing before asking the server anything', async () => {
    const api = fakeApi();
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.subjectRequired);
    write('Winter skin');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.articlesRequired);
    await settle();
    expect(api.requests).toEqual([]);
  });

  it('offers the twelve newest articles and lets six be chosen at most', () => {
    fakeApi();
    renderComposer();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    choose(1, 2, 3, 4, 5, 6);
    expect(screen.getByRole('checkbox', { name: 'Article number 7' })).toBeDisabled();
    expect(screen.getByText('Articles to include (6 of at most 6 chosen)')).toBeInTheDocument();
    choose(2);
    expect(screen.getByRole('checkbox', { name: 'Article number 7' })).toBeEnabled();
  });

  it('previews the mail at a phone’s and a computer’s width, with the articles in the order chosen', async () => {
    const api = fakeApi({ 'POST /admin/newsletters/preview': { status: 200, body: { success: true, html: '<h1>Winter skin</h1>', text: 'Winter skin' } } });
    renderComposer();
    write('Winter skin', 'Dear reader');
    choose(3, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await settle();
    expect(api.requests[0].json).toEqual({ subject: 'Winter skin', intro: 'Dear reader', articles: ['article-3', 'article-1'] });
    const frame = screen.getByTitle('The mail at a phone’s width');
    expect(frame).toHaveAttribute('srcdoc', '<h1>Winter skin</h1>');
    expect(frame).toHaveAttribute('width', String(PREVIEW_WIDTHS.phone));
    expect(frame).toHaveAttribute('sandbox', '');
    fireEvent.click(screen.getByRole('button', { name: `Computer (${PREVIEW_WIDTHS.computer} px)` }));
    expect(screen.getByTitle('The mail at a computer’s width')).toHaveAttribute('width', String(PREVIEW_WIDTHS.computer));
    // A change to the draft takes the old preview away.
    write('Winter skin care', 'Dear reader');
    expect(screen.queryByTitle(/The mail at/)).not.toBeInTheDocument();
  });

  it('sends a test to the address typed, and shows the server’s words when it refuses', async () => {
    const api = fakeApi({
      'POST /admin/newsletters/test': [
        { status: 400, body: { success: false, message: NEWSLETTER_MESSAGES.testAddressInvalid } },
        { status: 202, body: { success: true, message: NEWSLETTER_MESSAGES.testQueued } },
      ],
    });
    renderComposer();
    write('Winter skin');
    choose(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.testAddressInvalid);
    fireEvent.change(screen.getByLabelText('Send a test to (your own e-mail address)'), { target: { value: 'doctor@clinic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.testAddressInvalid);
    fireEvent.change(screen.getByLabelText('Send a test to (your own e-mail address)'), { target: { value: ' doctor@clinic.example ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.testQueued)).toBeInTheDocument();
    expect(api.requests.map((request) => request.json)).toEqual([
      { subject: 'Winter skin', intro: '', articles: ['article-1'], to: 'doctor@clinic' },
      { subject: 'Winter skin', intro: '', articles: ['article-1'], to: 'doctor@clinic.example' },
    ]);
  });

  it('says so when the account has sent its test mails for the hour', async () => {
    fakeApi({ 'POST /admin/newsletters/test': { status: 429, body: { success: false, message: NEWSLETTER_MESSAGES.testsSpent } } });
    renderComposer();
    write('Winter skin');
    choose(1);
    fireEvent.change(screen.getByLabelText('Send a test to (your own e-mail address)'), { target: { value: 'doctor@clinic.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.testsSpent);
  });

  it('sends to the subscribers only once asked, then starts afresh', async () => {
    const api = fakeApi({ 'POST /admin/newsletters': { status: 202, body: { success: true, id: 'n1', recipients: 2 } } });
    const { onSent } = renderComposer(2);
    write('Winter skin');
    choose(2, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Send to 2 subscribers' }));
    expect(await screen.findByText('Send “Winter skin” to all 2 confirmed subscribers? It cannot be called back.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The newsletter is on its way to 2 subscribers.')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/admin/newsletters', json: { subject: 'Winter skin', intro: '', articles: ['article-2', 'article-4'] } });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('cannot send while no one has confirmed a subscription', () => {
    fakeApi();
    renderComposer(0);
    expect(screen.getByRole('button', { name: 'Send to 0 subscribers' })).toBeDisabled();
    expect(screen.getByText(NEWSLETTER_MESSAGES.noSubscribers)).toBeInTheDocument();
  });
});
