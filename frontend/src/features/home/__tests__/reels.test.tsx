import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reelsSection } from '../../../content/videos';
import { Reels } from '../components/reels';
import { stubIntersectionObserver } from './intersection-observer';
import { setViewport } from './match-media';

const firstCaption = reelsSection.reels[0].caption;
const videos = () => Array.from(document.querySelectorAll('video'));

describe('Reels', () => {
  let play: ReturnType<typeof vi.fn<(video: HTMLVideoElement) => Promise<void>>>;
  beforeEach(() => {
    setViewport(1280);
    play = vi.fn<(video: HTMLVideoElement) => Promise<void>>().mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      return play(this as HTMLVideoElement);
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function renderNear() {
    const observer = stubIntersectionObserver();
    render(<Reels />);
    const section = screen.getByRole('heading', { name: reelsSection.heading }).closest('section')!;
    return { observer, section };
  }

  it('shows four posters and loads no video until the reels come near the screen', async () => {
    await renderNear();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(videos()).toHaveLength(0);
    expect(screen.getByRole('link', { name: reelsSection.follow.label })).toHaveAttribute('href', reelsSection.follow.url);
  });

  it('then plays each video muted and looping', async () => {
    const { observer, section } = await renderNear();
    observer.show(section, 0.1);
    await act(async () => {});
    expect(videos()).toHaveLength(4);
    for (const video of videos()) {
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.getAttribute('src')).toMatch(/^\/media\/reels\/reel-\d\.mp4$/);
    }
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('retries muted when the browser refuses to autoplay, and ignores a second refusal', async () => {
    // The first video is refused every time; the others play.
    play.mockImplementation(async (video: HTMLVideoElement) => {
      if (video === videos()[0]) throw new DOMException('refused', 'NotAllowedError');
    });
    const { observer, section } = await renderNear();
    observer.show(section, 0.1);
    await act(async () => {});
    const calls = play.mock.calls.map(([video]) => videos().indexOf(video));
    expect(calls.filter((index) => index === 0)).toHaveLength(2);
    expect(calls.filter((index) => index !== 0)).toHaveLength(3);
    expect(videos()[0].muted).toBe(true);
    expect(videos()).toHaveLength(4);
  });

  it('has a sound toggle per video that unmutes it, starts it if paused, and mutes it again', async () => {
    const { observer, section } = await renderNear();
    observer.show(section, 0.1);
    await act(async () => {});
    play.mockClear();
    const toggle = screen.getByRole('button', { name: `${reelsSection.unmuteLabel}: ${firstCaption}` });
    fireEvent.click(toggle);
    expect(videos()[0].muted).toBe(false);
    expect(videos()[1].muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: `${reelsSection.muteLabel}: ${firstCaption}` }));
    expect(videos()[0].muted).toBe(true);
  });

  it('keeps the poster when a video cannot be loaded (offline or missing)', async () => {
    const { observer, section } = await renderNear();
    observer.show(section, 0.1);
    await act(async () => {});
    fireEvent.error(videos()[0]);
    expect(videos()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: `${reelsSection.unmuteLabel}: ${firstCaption}` })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0].querySelector('picture')).not.toBeNull();
  });

  it('does not start the videos on its own when the visitor prefers reduced motion', async () => {
    setViewport(1280, { reducedMotion: true });
    const { observer, section } = await renderNear();
    observer.show(section, 0.1);
    await act(async () => {});
    expect(videos()).toHaveLength(4);
    expect(play).not.toHaveBeenCalled();
  });
});
