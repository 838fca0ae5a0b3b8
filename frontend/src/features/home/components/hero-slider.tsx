import { useEffect, useMemo, useState } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { clinic } from '../../../content/clinic';
import { doctorCard } from '../../../content/doctor';
import { heroSlideDurationMs, useHeroSlides, type HeroSlide } from '../../../content/hero-slides';
import { CallbackForm } from '../../../components/enquiry-forms/callback-form';
import { BookingButton } from '../../../components/ui/booking-button';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../use-media-query';
import { useHeroSlider } from '../use-hero-slider';
import { HeroPicture } from './hero-picture';
import { HeroVideo } from './hero-video';
import styles from './hero-slider.module.css';

/** How long after a slide appears the next slide's artwork starts loading. */
export const PRELOAD_NEXT_AFTER_MS = 2500;

/** The home page's hero: six image or video slides, the call-back form on the first. */
export function HeroSlider({ slides: given }: { slides?: readonly HeroSlide[] }) {
  const published = useHeroSlides();
  const slides = given ?? published;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const slideDurations = useMemo(() => slides.map(heroSlideDurationMs), [slides]);
  const slider = useHeroSlider({ durations: slideDurations, autoplay: !reducedMotion });
  // Artwork is fetched for the slides shown so far and, a little after a slide appears, for the next
  // one: the first paint downloads a single hero image.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!loaded.has(slider.index)) setLoaded(new Set([...loaded, slider.index]));
  useEffect(() => {
    const upcoming = (slider.index + 1) % slides.length;
    const timer = setTimeout(() => setLoaded((current) => (current.has(upcoming) ? current : new Set([...current, upcoming]))), PRELOAD_NEXT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [slider.index, slides.length]);

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Welcome to the clinic" {...slider.regionProps}>
      <h1>{clinic.brandName}</h1>
      <div className={styles.slides} aria-live={slider.paused ? 'polite' : 'off'}>
        {slides.map((slide, index) => {
          const active = index === slider.index;
          return (
            <div
              key={index}
              className={styles.slide}
              data-active={active}
              data-gradient={!slide.noGradient}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={!active}
              inert={!active}
            >
              {loaded.has(index) &&
                (slide.type === 'video' ? (
                  <HeroVideo src={slide.src} poster={slide.poster} alt={slide.alt} focus={slide.focus} playing={active && !reducedMotion && !slider.stopped} className={styles.picture} />
                ) : (
                  <HeroPicture src={slide.src} mobileSrc={slide.mobileSrc} alt={slide.alt} focus={slide.focus} priority={index === 0} className={styles.picture} />
                ))}
              <div className={`container ${styles.content}`} data-layout={slide.callbackForm ? 'form' : slide.doctor ? 'doctor' : 'caption'}>
                {slide.caption && !slide.noCaption && (
                  <div className={styles.caption}>
                    {slide.caption.eyebrow && <p className={styles.eyebrow}>{slide.caption.eyebrow}</p>}
                    <h2 className={styles.title}>{slide.caption.title}</h2>
                    {slide.caption.text && <p className={styles.text}>{slide.caption.text}</p>}
                  </div>
                )}
                {slide.callbackForm && <CallbackForm className={styles.callback} />}
                {slide.doctor && <DoctorCard withPhoto={!slide.hideDoctorPhoto} load={loaded.has(index)} />}
                {slide.button && !slide.callbackForm && <BookingButton className={`btn btn-accent ${styles.book}`}>{slide.button}</BookingButton>}
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === slider.index ? 'true' : undefined}
              onClick={() => slider.goTo(index)}
            />
          ))}
        </div>
        {!reducedMotion && (
          <button
            type="button"
            className={styles.pause}
            onClick={() => slider.setStopped(!slider.stopped)}
            aria-label={slider.stopped ? 'Play slideshow' : 'Pause slideshow'}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              {slider.stopped ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />}
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}

/** Slide 3's card about the lead doctor; slide 4 shows the same card with the clinic's tagline instead of a portrait. */
function DoctorCard({ withPhoto, load }: { withPhoto: boolean; load: boolean }) {
  if (!withPhoto) {
    return (
      <div className={`${styles.doctorCard} ${styles.taglineCard}`}>
        <p className={styles.eyebrow}>{clinic.brandName}</p>
        <p className={styles.tagline}>{clinic.tagline}</p>
        <p className={styles.doctorMeta}>
          {clinic.doctor.name}, {clinic.doctor.title}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.doctorCard}>
      {load && <ArtworkImage name={doctorCard.photo} alt={clinic.doctor.name} sizes="120px" className={styles.portrait} />}
      <div>
        <p className={styles.eyebrow}>Meet your dermatologist</p>
        <p className={styles.doctorName}>{clinic.doctor.name}</p>
        <p className={styles.doctorMeta}>{clinic.doctor.qualifications}</p>
        <p className={styles.doctorMeta}>{clinic.doctor.title}</p>
      </div>
    </div>
  );
}
