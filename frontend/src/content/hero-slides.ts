/**
 * The home page hero slider: six slides that wrap and auto-advance, an image slide after
 * 6000 ms and a video slide after 7000 ms unless durationMs says otherwise. Slide 0 holds the
 * call-back form; slide 2 shows the doctor card; slide 3 shows the clinic tagline in the
 * doctor-card style without a photo; as the site comes, only slides 0, 4 and 5 carry a caption.
 * The clinic edits each slide's picture, its phone crop and focal point, caption and button in
 * the dashboard (HeroContent); a slide's place decides its layout.
 */
import { builtInClinicFacts, type ClinicFacts } from './clinic-facts';
import { use } from 'react';
import { firstPath, pageData, publishedContent, readDataBlock, siteData } from './site-data';
import type { UploadedVideo } from './gallery';
import { MEDIA_PATH, type SiteImage } from './site-image';

/** How long an image slide stays before the next one, in ms. */
export const HERO_IMAGE_DURATION_MS = 6000;
/** How long a video slide stays, in ms. */
export const HERO_VIDEO_DURATION_MS = 7000;
/** Below this viewport width (px) the mobileSrc picture is used, and the slide is laid out for a phone. */
export const HERO_MOBILE_BREAKPOINT_PX = 640;

/** The text block of a slide. */
export interface HeroCaption {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  text?: string;
}

/** The point of a picture a crop keeps in view, in percent from its left and top edges. */
export interface HeroFocus {
  x: number;
  y: number;
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
  caption?: HeroCaption;
  /** Slide 0 only: render the call-back form (name, phone) beside the caption. */
  callbackForm?: boolean;
  /** The label of the slide's booking button (slides without the call-back form). */
  button?: string;
  /** The point the picture's crop keeps in view; the middle when absent. */
  focus?: HeroFocus;
}

/** A slide showing a still image (HERO_IMAGE_DURATION_MS by default). */
export interface HeroImageSlide extends HeroSlideOverlay {
  type: 'image';
  /** The wide picture: an artwork name, e.g. 'hero/slide-1', or a photo the clinic uploaded. */
  src: SiteImage;
  /** The picture used below HERO_MOBILE_BREAKPOINT_PX, e.g. 'hero/slide-1-mobile'. */
  mobileSrc?: SiteImage;
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
  /** The still shown before the video plays and instead of it: an artwork name, e.g. 'hero/slide-2', or an uploaded photo. */
  poster: SiteImage;
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

/** The label of a built-in slide's booking button. */
const BOOK_BUTTON = 'Book an Appointment';

/** The slides as the site came, told with the clinic's facts (the locality and city in slide 0's eyebrow). */
export function builtInHeroSlidesFor(facts: Pick<ClinicFacts, 'address'>): HeroSlides {
  return [
    {
      type: 'image',
      src: 'hero/slide-1',
      mobileSrc: 'hero/slide-1-mobile',
      alt: 'Illustration of a woman’s profile beside a sprig of leaves',
      focus: { x: 50, y: 62 },
      callbackForm: true,
      caption: {
        eyebrow: `Skin, Hair & Cosmetology Clinic in ${facts.address.locality}, ${facts.address.city}`,
        title: 'Healthy skin and hair, with care you can trust',
        text: 'Dermatologist-led treatment for acne, pigmentation, hair fall and ageing skin. Leave your number and we will call you back.',
      },
    },
    {
      type: 'image',
      src: 'hero/slide-2',
      mobileSrc: 'hero/slide-2-mobile',
      alt: 'Illustration of a calm woman with long dark hair',
      focus: { x: 50, y: 58 },
      noCaption: true,
      button: BOOK_BUTTON,
    },
    {
      type: 'image',
      src: 'hero/slide-3',
      mobileSrc: 'hero/slide-3-mobile',
      alt: 'Illustration of a dermatologist in a white coat with a stethoscope',
      focus: { x: 50, y: 52 },
      doctor: true,
      noCaption: true,
      button: BOOK_BUTTON,
    },
    {
      type: 'image',
      src: 'hero/slide-4',
      mobileSrc: 'hero/slide-4-mobile',
      alt: 'Illustration of a dermatologist holding a magnifying glass',
      focus: { x: 50, y: 52 },
      doctor: true,
      hideDoctorPhoto: true,
      noCaption: true,
      noGradient: true,
      button: BOOK_BUTTON,
    },
    {
      type: 'image',
      src: 'hero/slide-5',
      mobileSrc: 'hero/slide-5-mobile',
      alt: 'Illustration of a scalp treatment lamp over a section of hair',
      focus: { x: 50, y: 60 },
      caption: {
        eyebrow: 'Hair Care',
        title: 'Hair fall has a cause. We look for it first.',
        text: 'Scalp examination, the right tests and a plan that may include medicines, PRP, GFC or laser therapy.',
      },
      button: BOOK_BUTTON,
    },
    {
      type: 'image',
      src: 'hero/slide-6',
      mobileSrc: 'hero/slide-6-mobile',
      alt: 'Illustration of skincare bottles, a bowl and flowers',
      focus: { x: 50, y: 66 },
      caption: {
        eyebrow: 'Facials & Glow',
        title: 'Clinical facials planned for your skin',
        text: 'HydraFacial, Korean glass skin and carbon facials, chosen after a skin assessment rather than from a menu.',
      },
      button: BOOK_BUTTON,
    },
  ];
}

/**
 * What the clinic edits of one slide, in the slide's own fields; its place among the six decides
 * its layout (the call-back form, the doctor card, the tagline panel).
 */
export interface HeroSlideContent {
  /** The picture: one of the site's hero artworks, or an uploaded photo. */
  src: SiteImage;
  /** Its crop for phones; without one, phones crop `src` around the focal point. */
  mobileSrc?: SiteImage;
  alt: string;
  focus: HeroFocus;
  /** Without a caption the slide shows its picture (and its button) only. */
  caption?: HeroCaption;
  /** The booking button's label; none on the call-back form's slide. */
  button?: string;
  /** A short silent clip the clinic uploaded, played over the picture (its poster) while the slide shows. */
  video?: UploadedVideo;
}

export interface HeroContent {
  slides: HeroSlideContent[];
}

/** The six slides as the dashboard edits them, as the site came. */
export const builtInHeroContentFor = (facts: Pick<ClinicFacts, 'address'>): HeroContent => ({
  slides: builtInHeroSlidesFor(facts).map((slide) => {
    const { src, mobileSrc, alt, focus = { x: 50, y: 50 }, caption, button } = slide as HeroImageSlide;
    return { src, ...(mobileSrc ? { mobileSrc } : {}), alt, focus, ...(caption ? { caption } : {}), ...(button ? { button } : {}) };
  }),
});

/** The slides the clinic published: each keeps its place's layout, with the clinic's picture, caption and button. */
export const heroSlidesFrom = (content: HeroContent, facts: Pick<ClinicFacts, 'address'>) =>
  (builtInHeroSlidesFor(facts) as HeroImageSlide[]).map(({ mobileSrc: _mobileSrc, caption: _caption, button: _button, ...place }, index) => {
    const { video, ...edited } = content.slides[index];
    const slide = { ...place, type: 'image', noCaption: !edited.caption, ...edited };
    return video ? { ...slide, type: 'video', src: `${MEDIA_PATH}${video.key}`, poster: edited.src } : slide;
  }) as HeroSlides;

/** The slides as the clinic published them, or as the site came, told with the clinic's facts. */
const slidesOf = (content: HeroContent | undefined): HeroSlides => {
  const facts = siteData?.clinic ?? builtInClinicFacts;
  return content ? heroSlidesFrom(content, facts) : builtInHeroSlidesFor(facts);
};

/** The slides of a home page the browser loaded first (or of a page without a data block), worked out once. */
let shown: HeroSlides | undefined;
/** The slides read from the published home page, by a home page reached from another page. */
let published: Promise<HeroSlides> | undefined;

/**
 * The slides the home page shows. They travel only with the home page: the server has them from
 * the published content, a home page loaded first from its data block, and a home page reached by
 * moving around in the browser reads the published home page's block (suspending meanwhile; the
 * slides as the site came when it cannot be read).
 */
export function useHeroSlides(): HeroSlides {
  if (import.meta.env?.SSR) return slidesOf(publishedContent?.hero);
  // Pages without a data block (the dev server, unit tests) show the slides as the site came.
  if (!pageData || firstPath === '/') return (shown ??= slidesOf(pageData?.hero));
  // Read here rather than with the gallery's reading: this code is in the home page's first load.
  published ??= fetch('/', { headers: { Accept: 'text/html' } })
    .then(async (response) => (response.ok ? readDataBlock(new DOMParser().parseFromString(await response.text(), 'text/html'))?.hero : undefined))
    .then(slidesOf, () => slidesOf(undefined));
  return use(published);
}

export const heroCallbackForm: HeroCallbackFormCopy = {
  heading: 'Request A Call Back',
  text: 'Share your name and number, and our team will call you during clinic hours.',
  nameLabel: 'Name',
  namePlaceholder: 'Your name',
  phoneLabel: 'Phone',
  phonePlaceholder: 'Your number',
  buttonLabel: 'Call Me Back',
};
