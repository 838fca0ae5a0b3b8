import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { galleryPage, type GalleryItem } from '../../../content/gallery';
import { GalleryGrid } from '../components/gallery-grid';

// jsdom has no modal dialogs or media playback: the smallest stand-ins that keep their contract.
beforeAll(() => {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const items = galleryPage.items;
const photo = items.find((item) => item.kind === 'image')!;
const video = items.find((item) => item.kind === 'video')!;
const external = items.find((item) => item.kind === 'external-image')!;

function renderGallery(list: GalleryItem[] = items) {
  return render(<GalleryGrid items={list} closeLabel={galleryPage.closeLabel} />);
}

describe('GalleryGrid', () => {
  it('shows every photo and video as a tile and every stock photo as a link to Pexels in a new tab', () => {
    renderGallery();
    expect(screen.getAllByRole('button', { name: /^View larger photo: / })).toHaveLength(items.filter((item) => item.kind === 'image').length);
    expect(screen.getAllByRole('button', { name: /^Play video: / })).toHaveLength(items.filter((item) => item.kind === 'video').length);
    expect(screen.getByRole('img', { name: photo.alt })).toBeInTheDocument();
    expect(screen.getAllByText(photo.caption).length).toBeGreaterThan(0);

    const links = screen.getAllByRole('link', { name: /^View photo on Pexels/ });
    expect(links).toHaveLength(items.filter((item) => item.kind === 'external-image').length);
    expect(links[0]).toHaveAttribute('href', external.url);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0].getAttribute('rel')).toContain('noopener');
    expect(links[0]).toHaveTextContent('View photo on Pexels');
  });

  it('opens a photo large in a dialog, focuses ×, and Escape closes it and returns focus to the tile', () => {
    renderGallery();
    const tile = screen.getByRole('button', { name: `View larger photo: ${photo.caption}` });
    tile.focus();
    fireEvent.click(tile);

    const dialog = screen.getByRole('dialog', { name: photo.caption });
    const large = within(dialog).getByRole('img', { name: photo.alt });
    expect(large).toHaveAttribute('src', expect.stringMatching(new RegExp(`/images/${photo.url}-960\\.webp$`)));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on × and on a click beside the picture, but not on a click on the picture', () => {
    renderGallery();
    const tile = screen.getByRole('button', { name: `View larger photo: ${photo.caption}` });
    fireEvent.click(tile);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();

    fireEvent.click(tile);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('img', { name: photo.alt }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the overlay', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: `View larger photo: ${photo.caption}` }));
    const close = within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    // × is the only control beside the picture: Tab either way comes back to it, never to the page.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(close).toHaveFocus();
  });

  it('plays the video with controls in the overlay, and says so when it cannot load', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${video.caption}` }));
    const player = screen.getByRole('dialog').querySelector('video')!;
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('controls');
    expect(player.getAttribute('poster')).toMatch(new RegExp(`/images/${video.poster}-\\d+\\.webp$`));
    fireEvent.error(player);
    expect(screen.getByRole('status')).toHaveTextContent('This video cannot be played right now.');
  });

  it('loads a video only when the pointer is over its tile, plays it muted, and pauses it when the pointer leaves', () => {
    renderGallery([video]);
    const tile = screen.getByRole('button', { name: `Play video: ${video.caption}` });
    expect(tile.querySelector('video')).toBeNull();

    fireEvent.mouseEnter(tile);
    const preview = tile.querySelector('video')!;
    expect(preview).toHaveAttribute('src', video.url);
    expect(preview.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.mouseLeave(tile);
    expect(pause).toHaveBeenCalled();
    // The poster is there all along.
    expect(within(tile).getByRole('img', { name: video.alt })).toBeInTheDocument();
  });

  it('starts the preview on keyboard focus too, and keeps the poster when the video cannot load', () => {
    renderGallery([video]);
    const tile = screen.getByRole('button', { name: `Play video: ${video.caption}` });
    act(() => tile.focus());
    const preview = tile.querySelector('video')!;
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.error(preview);
    expect(tile.querySelector('video')).toBeNull();
    expect(within(tile).getByRole('img', { name: video.alt })).toBeInTheDocument();
  });

  it('does not play previews for visitors who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
    renderGallery([video]);
    const tile = screen.getByRole('button', { name: `Play video: ${video.caption}` });
    fireEvent.mouseEnter(tile);
    expect(tile.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('shows the clinic’s own uploads at every stored width, plays its video from the API, and no stock tile is left', () => {
    const rendition = (hash: string, width: number) => ({ key: `${hash.repeat(64)}.webp`, width, height: (width * 3) / 4 });
    const uploaded = { ...rendition('a', 1600), variants: [rendition('b', 480), rendition('c', 960)] };
    const poster = { ...rendition('d', 1280), variants: [rendition('e', 640)] };
    const clinicItems: GalleryItem[] = [
      { kind: 'image', url: uploaded, alt: 'Our reception desk in the morning', caption: 'Our reception' },
      { kind: 'video', url: { key: `${'f'.repeat(64)}.mp4`, type: 'video/mp4', size: 2048 }, poster, alt: 'A walk through the clinic', caption: 'A walk through' },
      photo,
    ];
    const { container } = renderGallery(clinicItems);
    const picture = screen.getByRole('img', { name: 'Our reception desk in the morning' });
    expect(picture).toHaveAttribute('srcset', expect.stringContaining(`/api/api/media/${'b'.repeat(64)}.webp 480w`));
    expect(picture).toHaveAttribute('srcset', expect.stringContaining(`/api/api/media/${'a'.repeat(64)}.webp 1600w`));
    expect(picture).toHaveAttribute('width', '1600');
    expect(screen.getByRole('img', { name: 'A walk through the clinic' })).toHaveAttribute('srcset', expect.stringContaining(`${'e'.repeat(64)}.webp 640w`));
    // Nothing of the video loads before a visitor asks.
    expect(container.querySelector('video')).toBeNull();
    expect(container).not.toHaveTextContent(/Pexels/);

    const tile = screen.getByRole('button', { name: 'Play video: A walk through' });
    fireEvent.click(tile);
    const dialog = screen.getByRole('dialog', { name: 'A walk through' });
    const played = dialog.querySelector('video')!;
    expect(played).toHaveAttribute('src', `/api/api/media/${'f'.repeat(64)}.mp4`);
    expect(played).toHaveAttribute('poster', `/api/api/media/${'d'.repeat(64)}.webp`);
  });
});
