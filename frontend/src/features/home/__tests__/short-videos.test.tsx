import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortVideosSection } from '../../../content/videos';
import { ShortVideos } from '../components/short-videos';

describe('ShortVideos', () => {
  it('shows each video once as the clinic’s own poster, with nothing loaded from the video service', () => {
    render(<ShortVideos />);
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(5);
    expect(document.querySelector('iframe')).toBeNull();
    const sources = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src') ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const src of sources) expect(src).toMatch(/^\/images\/videos\//);
  });

  it('loads the privacy-enhanced player only after a click', () => {
    render(<ShortVideos />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Play video/ })[1]);
    const frame = screen.getByTitle(`${shortVideosSection.frameTitle} 2`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/bK4nW8sVd3E\?autoplay=1/);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('offers a plain link to the video beside the player, for networks that block the embed', () => {
    render(<ShortVideos />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Play video/ })[1]);
    expect(screen.getByRole('link', { name: 'Not playing? Watch on YouTube' })).toHaveAttribute(
      'href',
      shortVideosSection.links[1],
    );
  });

  it('links the channel', () => {
    render(<ShortVideos />);
    expect(screen.getByRole('link', { name: shortVideosSection.channel.label })).toHaveAttribute('href', shortVideosSection.channel.url);
  });
});
