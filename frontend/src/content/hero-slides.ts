/**
 * The home page hero slider: six slides that wrap and auto-advance, an image slide after
 * 6000 ms and a video slide after 7000 ms unless durationMs says otherwise. Slide 0 holds the
 * call-back form; slide 2 shows the doctor card; slide 3 shows the clinic tagline in the
 * doctor-card style without a photo; only slides 0, 4 and 5 carry a caption. All six are
 * images today; any of them can become a video slide.
 */
import { clinic } from './clinic';

/** How long an image slide stays before the next one, in ms. */
export const HERO_IMAGE_DURATION_MS = 6000;
/** How long a video slide stays, in ms. */
export const HERO_VIDEO_DURATION_MS = 7000;
/** Below this viewport width (px) the mobileSrc artwork is used. */
export const HERO_MOBILE_BREAKPOINT_PX = 640;

/** The text block laid over a slide. */
export interface HeroCaption {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  text?: string;
}

/** What every slide can carry over its image or video. */
interface HeroSlideOverlay {
  /** Show the doctor card (name, qualifications and title from clinic.doctor). */
  doctor?: boolean;
  /** With doctor: leave out the portrait and show the card as a tagline panel (clinic.tagline). */
  hideDoctorPhoto?: boolean;
  /** Draw no caption block on this slide. */
  noCaption?: boolean;
  /** Draw no dark gradient over the image (the artwork is light enough for its overlay). */
  noGradient?: boolean;
  /** Overrides HERO_IMAGE_DURATION_MS or HERO_VIDEO_DURATION_MS for this slide. */
  durationMs?: number;
  /** Present on slides 0, 4 and 5 only. */
  caption?: HeroCaption;
  /** Slide 0 only: render the call-back form (name, phone) beside the caption. */
  callbackForm?: boolean;
}

/** A slide showing a still image (HERO_IMAGE_DURATION_MS by default). */
export interface HeroImageSlide extends HeroSlideOverlay {
  type: 'image';
  /** Artwork name of the wide image, e.g. 'hero/slide-1'. */
  src: string;
  /** Artwork name used below HERO_MOBILE_BREAKPOINT_PX, e.g. 'hero/slide-1-mobile'. */
  mobileSrc?: string;
  /** Describes the image for screen readers. */
  alt: string;
}

/**
 * A slide showing a short silent clip (HERO_VIDEO_DURATION_MS by default). It plays muted, looping
 * and inline while it is the slide shown, and never plays for visitors who ask for reduced motion:
 * they see the poster.
 */
export interface HeroVideoSlide extends HeroSlideOverlay {
  type: 'video';
  /** URL of the video file, e.g. '/videos/hero-treatment-room.mp4'. */
  src: string;
  /** Artwork name of the still shown before the video plays and instead of it, e.g. 'hero/slide-2'. */
  poster: string;
  /** Describes the video for screen readers. */
  alt: string;
}

/** One hero slide. */
export type HeroSlide = HeroImageSlide | HeroVideoSlide;

/** How long a slide stays before the next one: its own durationMs, else its type's default. */
export function heroSlideDurationMs(slide: HeroSlide): number {
  return slide.durationMs ?? (slide.type === 'video' ? HERO_VIDEO_DURATION_MS : HERO_IMAGE_DURATION_MS);
}

/** The copy of the call-back form on slide 0 (validation messages live with the form). */
export interface HeroCallbackFormCopy {
  heading: string;
  text: string;
  nameLabel: string;
  namePlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  buttonLabel: string;
}

export type HeroSlides = [HeroSlide, HeroSlide, HeroSlide, HeroSlide, HeroSlide, HeroSlide];

export const heroSlides: HeroSlides = [
  {
    type: 'image',
    src: 'hero/slide-1',
    mobileSrc: 'hero/slide-1-mobile',
    alt: 'A smiling woman with clear, healthy skin in a bright treatment room',
    callbackForm: true,
    caption: {
      eyebrow: `Skin, Hair & Cosmetology Clinic in ${clinic.address.locality}, ${clinic.city}`,
      title: 'Healthy skin and hair, with care you can trust',
      text: 'Dermatologist-led treatment for acne, pigmentation, hair fall and ageing skin. Leave your number and we will call you back.',
    },
  },
  {
    type: 'image',
    src: 'hero/slide-2',
    mobileSrc: 'hero/slide-2-mobile',
    alt: `Treatment room at ${clinic.brandName} with a laser device beside the treatment bed`,
    noCaption: true,
  },
  {
    type: 'image',
    src: 'hero/slide-3',
    mobileSrc: 'hero/slide-3-mobile',
    alt: `${clinic.doctor.name}, consultant dermatologist, at her desk in the clinic`,
    doctor: true,
    noCaption: true,
  },
  {
    type: 'image',
    src: 'hero/slide-4',
    mobileSrc: 'hero/slide-4-mobile',
    alt: 'Soft-focus skincare products and fresh leaves on a light background',
    doctor: true,
    hideDoctorPhoto: true,
    noCaption: true,
    noGradient: true,
  },
  {
    type: 'image',
    src: 'hero/slide-5',
    mobileSrc: 'hero/slide-5-mobile',
    alt: 'A dermatologist examining a man’s scalp with a magnifying dermatoscope',
    caption: {
      eyebrow: 'Hair Care',
      title: 'Hair fall has a cause. We look for it first.',
      text: 'Scalp examination, the right tests and a plan that may include medicines, PRP, GFC or laser therapy.',
    },
  },
  {
    type: 'image',
    src: 'hero/slide-6',
    mobileSrc: 'hero/slide-6-mobile',
    alt: 'A patient relaxing during a hydrating facial at the clinic',
    caption: {
      eyebrow: 'Facials & Glow',
      title: 'Clinical facials planned for your skin',
      text: 'HydraFacial, Korean glass skin and carbon facials, chosen after a skin assessment rather than from a menu.',
    },
  },
];

export const heroCallbackForm: HeroCallbackFormCopy = {
  heading: 'Request A Call Back',
  text: 'Share your name and number, and our team will call you during clinic hours.',
  nameLabel: 'Name',
  namePlaceholder: 'Your name',
  phoneLabel: 'Phone',
  phonePlaceholder: 'Your phone number',
  buttonLabel: 'Call Me Back',
};
