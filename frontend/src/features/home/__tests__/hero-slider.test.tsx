import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInHeroSlidesFor, type HeroSlide, type HeroVideoSlide } from '../../../content/hero-slides';
import { builtInClinicFacts } from '../../../content/clinic-facts';
import { AppointmentModalProvider } from '../../../app/appointment-modal-provider';
import { HeroSlider } from '../components/hero-slider';
import { setViewport } from './match-media';

const heroSlides = builtInHeroSlidesFor(builtInClinicFacts);

function renderHero(slides: readonly HeroSlide[] = heroSlides) {
  render(
    <MemoryRouter>
      <AppointmentModalProvider>
        <HeroSlider slides={slides} />
      </AppointmentModalProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Welcome to the clinic' });
}

/** The number (1-6) of the slide a visitor sees. */
const shownSlide = () => {
  const shown = screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(shown).toHaveLength(1);
  return Number(shown[0].getAttribute('aria-label')!.split(' ')[0]);
};

const press = (key: string, target: Element | Window = window) => fireEvent.keyDown(target, { key });

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setViewport(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts on the first slide, with the call-back form and the first image loaded eagerly', () => {
    renderHero();
    expect(shownSlide()).toBe(1);
    expect(screen.getByRole('heading', { name: 'Request A Call Back' })).toBeInTheDocument();
    const first = screen.getByAltText(heroSlides[0].alt);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
  });

  it('serves the portrait artwork below 640 px wide', () => {
    renderHero();
    const first = heroSlides[0];
    expect(first.type).toBe('image');
    const sources = Array.from(document.querySelectorAll('picture')[0].querySelectorAll('source'));
    const mobile = sources.filter((source) => source.getAttribute('media') === '(max-width: 639px)');
    expect(mobile).toHaveLength(2);
    expect(mobile[0].getAttribute('srcset')).toContain(`/images/${first.type === 'image' ? first.mobileSrc : ''}-`);
  });

  it('advances every 6 s and wraps from the sixth slide to the first', () => {
    renderHero();
    act(() => vi.advanceTimersByTime(5999));
    expect(shownSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe(2);
    for (let slide = 3; slide <= 6; slide += 1) act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(6);
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(1);
  });

  it('keeps a slide for its own duration when it has one', () => {
    renderHero([{ ...heroSlides[0], durationMs: 7000 }, heroSlides[1]]);
    act(() => vi.advanceTimersByTime(6999));
    expect(shownSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide()).toBe(2);
  });

  describe('video slides', () => {
    const videoSlide: HeroVideoSlide = {
      type: 'video',
      src: '/videos/treatment-room.mp4',
      poster: 'hero/slide-2',
      alt: 'A therapist preparing the treatment room',
      noCaption: true,
    };
    const clip = () => screen.getByLabelText<HTMLVideoElement>(videoSlide.alt, { selector: 'video' });
    let play: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    it('keeps a video slide for 7 s and an image slide for 6 s', () => {
      renderHero([videoSlide, heroSlides[1], heroSlides[2]]);
      act(() => vi.advanceTimersByTime(6999));
      expect(shownSlide()).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(shownSlide()).toBe(2);
      act(() => vi.advanceTimersByTime(5999));
      expect(shownSlide()).toBe(2);
      act(() => vi.advanceTimersByTime(1));
      expect(shownSlide()).toBe(3);
    });

    it('keeps a video slide for its own duration when it has one', () => {
      renderHero([{ ...videoSlide, durationMs: 9000 }, heroSlides[1]]);
      act(() => vi.advanceTimersByTime(8999));
      expect(shownSlide()).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(shownSlide()).toBe(2);
    });

    it('plays the clip muted, looping and inline over its poster while its slide is shown', () => {
      renderHero([videoSlide, heroSlides[1]]);
      const video = clip();
      expect(video.muted).toBe(true);
      expect(video).toHaveAttribute('loop');
      expect(video).toHaveAttribute('playsinline');
      expect(video).not.toHaveAttribute('autoplay');
      expect(video.getAttribute('poster')).toMatch(/^\/images\/hero\/slide-2-\d+\.webp$/);
      expect(play).toHaveBeenCalledTimes(1);
    });

    it('waits to play a clip until its slide is shown', () => {
      renderHero([heroSlides[1], videoSlide]);
      fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
      expect(clip()).toBeInTheDocument();
      expect(play).toHaveBeenCalledTimes(1);
      expect(play.mock.contexts[0]).toBe(clip());
    });

    it('stops the clip when the visitor pauses the slideshow, and plays it again with Play', () => {
      vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
      const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
      renderHero([videoSlide, heroSlides[1]]);
      fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      expect(pause).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      expect(play).toHaveBeenCalledTimes(2);
    });

    it('never plays the clip when the visitor prefers reduced motion: the poster stays', () => {
      setViewport(1280, { reducedMotion: true });
      renderHero([videoSlide, heroSlides[1]]);
      expect(clip()).not.toHaveAttribute('autoplay');
      expect(clip().getAttribute('poster')).toContain('/images/hero/slide-2-');
      act(() => vi.advanceTimersByTime(60000));
      expect(play).not.toHaveBeenCalled();
    });
  });

  it('loads only the first slide’s artwork at first, and each next one 2.5 s after a slide appears', () => {
    renderHero();
    expect(screen.queryByAltText(heroSlides[1].alt)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.queryByAltText(heroSlides[1].alt)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByAltText(heroSlides[1].alt)).toBeInTheDocument();
    expect(screen.queryByAltText(heroSlides[2].alt)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3500));
    expect(shownSlide()).toBe(2);
    expect(screen.queryByAltText(heroSlides[2].alt)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.queryByAltText(heroSlides[2].alt)).toBeInTheDocument();
  });

  it('loads a slide’s artwork at once when the visitor jumps to it', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5' }));
    expect(screen.queryByAltText(heroSlides[4].alt)).toBeInTheDocument();
  });

  it('waits while the pointer is over it', () => {
    const hero = renderHero();
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(30000));
    expect(shownSlide()).toBe(1);
    fireEvent.mouseLeave(hero);
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(2);
  });

  it('waits while focus is inside it, e.g. in the call-back form', () => {
    renderHero();
    const name = screen.getByLabelText('Name');
    act(() => name.focus());
    act(() => vi.advanceTimersByTime(30000));
    expect(shownSlide()).toBe(1);
    act(() => name.blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(2);
  });

  it('moves with the arrow keys, wrapping, and then stays put', () => {
    renderHero();
    press('ArrowLeft');
    expect(shownSlide()).toBe(6);
    press('ArrowRight');
    press('ArrowRight');
    expect(shownSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(30000));
    expect(shownSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('ignores the arrow keys while the visitor types in a field', () => {
    renderHero();
    const name = screen.getByLabelText('Name');
    press('ArrowRight', name);
    expect(shownSlide()).toBe(1);
    const outside = document.createElement('textarea');
    document.body.appendChild(outside);
    press('ArrowLeft', outside);
    const select = document.createElement('select');
    document.body.appendChild(select);
    press('ArrowLeft', select);
    expect(shownSlide()).toBe(1);
    outside.remove();
    select.remove();
  });

  it('jumps to a slide with its dot', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(shownSlide()).toBe(4);
    expect(screen.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(5);
  });

  it('can be paused and played with its button', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(30000));
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Welcome to the clinic' }));
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(2);
  });

  it('does not advance on its own when the visitor prefers reduced motion', () => {
    setViewport(1280, { reducedMotion: true });
    renderHero();
    act(() => vi.advanceTimersByTime(60000));
    expect(shownSlide()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('shows captions on slides 1, 5 and 6, the doctor card on 3 and the tagline card on 4', () => {
    renderHero();
    // Slides that are not shown are hidden from assistive technology too.
    for (const index of [0, 4, 5]) expect(screen.getByRole('heading', { name: heroSlides[index].caption!.title, hidden: true })).toBeInTheDocument();
    const slideHeadings = screen.getAllByRole('heading', { level: 2, hidden: true }).filter((heading) => heading.closest('[role="group"]'));
    expect(slideHeadings.map((heading) => heading.textContent)).toEqual([
      heroSlides[0].caption!.title,
      'Request A Call Back',
      heroSlides[4].caption!.title,
      heroSlides[5].caption!.title,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(screen.getByText('Meet your dermatologist')).toBeInTheDocument();
  });
});
