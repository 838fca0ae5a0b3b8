import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortVideosSection } from '../../../content/videos';
import { ShortVideos } from '../components/short-videos';

describe('ShortVideos', () => {
  it('shows each video once as a thumbnail, with no player loaded', () => {
    render(<ShortVideos />);
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(5);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/Qm7rT2xLp9A/hqdefault.jpg');
  });

  it('loads the privacy-enhanced player only after a click', () => {
    render(<ShortVideos />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Play video/ })[1]);
    const frame = screen.getByTitle(`${shortVideosSection.frameTitle} 2`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/bK4nW8sVd3E\?autoplay=1/);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('shows the clinic’s own poster when the thumbnail cannot load', () => {
    render(<ShortVideos />);
    const thumbnail = document.querySelector('img')!;
    fireEvent.error(thumbnail);
    const poster = screen.getAllByRole('listitem')[0].querySelector('img')!;
    expect(poster.getAttribute('src')).toMatch(/^\/images\/videos\/reel-1-\d+\.webp$/);
    expect(screen.getAllByRole('listitem')[1].querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/bK4nW8sVd3E/hqdefault.jpg');
  });

  it('links the channel', () => {
    render(<ShortVideos />);
    expect(screen.getByRole('link', { name: shortVideosSection.channel.label })).toHaveAttribute('href', shortVideosSection.channel.url);
  });
});
