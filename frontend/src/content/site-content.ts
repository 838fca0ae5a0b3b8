/**
 * The clinic content the admin edits, kind by kind: what the site shows until the admin saves
 * something (the built-in item), and how an item sent by the dashboard is read and checked. The
 * API uses these through the site build (scripts/site-worker.mjs), so the dashboard, the server
 * and the published pages apply the same rules.
 */
import { builtInBookingRules, parseBookingRules } from './booking';
import { builtInMessageWording, parseMessageWording, type MessageWording } from './patient-messages';
import { builtInClinicFacts, type ClinicFacts } from './clinic-facts';
import { internationalDigits, looksLikeEmail, WEEKDAYS, type BookingRules, type DayHours, type WeeklyHours } from '@aura/contract';
import { BUILT_IN_DOCTOR_PHOTO, type DoctorFacts } from './doctor';
import { builtInDoctorFor } from './doctor-profile';
import { builtInHomeFaq } from './faq';
import { builtInHeroContentFor, type HeroContent, type HeroSlideContent } from './hero-slides';
import { CALLBACK_SLIDE, HERO_SLIDE_COUNT, isDoctorSlide } from './hero-places';
import { artwork } from './artwork';
import { builtInTestimonials, type TestimonialStory, type TestimonialsContent } from './reviews';
import { FieldReader, type Parsed } from './field-reader';
import type { GalleryContent } from './gallery';
import { builtInGallery, parseGallery, readUploadedVideo } from './gallery-content';
import { isUploadedImage, readSiteImage } from './site-image';
import { builtInFigures, type Figure, type SiteFigures } from './figures';
import { builtInReviewSummaries, type ReviewSummaries, type ReviewSummary } from './review-summaries';
import { builtInDoctorTeam, MAX_TEAM_DOCTORS, type TeamContent, type TeamDoctor } from './team';
import { builtInTreatments, parseTreatment, type TreatmentItem } from './treatment-content';
import { TREATMENT_ID } from './treatment-rules';
import { treatments as builtInCatalogue } from './treatments/catalogue';
import type { FaqItem } from './types';
import { weeklyHoursProblem } from './opening-hours';

export interface ContentKind<T> {
  builtIn: T;
  parse(value: unknown): Parsed<T>;
}

function readHours(reader: FieldReader): WeeklyHours {
  const week = {} as WeeklyHours;
  for (const day of WEEKDAYS) {
    const value = reader.raw(`hours.${day}`);
    if (value === null) {
      week[day] = null;
      continue;
    }
    const { open, close } = (value ?? {}) as Partial<DayHours>;
    week[day] = { open: typeof open === 'string' ? open : '', close: typeof close === 'string' ? close : '' };
  }
  const problem = weeklyHoursProblem(week);
  if (problem) reader.problems.hours = problem;
  return week;
}

/**
 * Fields of facts saved before the site's figures had a place of their own (Figures and counters):
 * such facts still read, and these are dropped (a migration carried their values over).
 */
const MOVED_CLINIC_FIELDS = ['yearsOfExperience', 'happyClients'];

/** The clinic's facts: name, numbers, e-mail, address, hours, links, the year it opened. */
export const clinicKind: ContentKind<ClinicFacts> = {
  builtIn: builtInClinicFacts,
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', [...Object.keys(builtInClinicFacts), ...MOVED_CLINIC_FIELDS]);
    reader.only('address', Object.keys(builtInClinicFacts.address));
    reader.only('social', Object.keys(builtInClinicFacts.social));
    reader.only('hours', WEEKDAYS);
    for (const day of WEEKDAYS) reader.only(`hours.${day}`, ['open', 'close']);
    const phone = reader.text('phone', 'Phone number', { max: 30 });
    if (phone && !reader.problems.phone && !internationalDigits(phone)) {
      reader.problems.phone = 'Enter a phone number that can be dialled, e.g. +91 98220 12345';
    }
    const whatsapp = reader.text('whatsapp', 'WhatsApp number', { max: 30 });
    if (whatsapp && !reader.problems.whatsapp && !internationalDigits(whatsapp)) {
      reader.problems.whatsapp = 'Enter a WhatsApp number with its country code, e.g. +91 98220 12345';
    }
    const email = reader.text('email', 'E-mail address', { max: 254 });
    if (email && !reader.problems.email && !looksLikeEmail(email)) reader.problems.email = 'Enter a valid e-mail address';
    const privacyEmail = reader.text('privacyEmail', 'E-mail for data questions', { max: 254, optional: true });
    if (privacyEmail && !reader.problems.privacyEmail && !looksLikeEmail(privacyEmail)) reader.problems.privacyEmail = 'Enter a valid e-mail address';
    const reviewUrl = reader.text('reviewUrl', 'Google review link', { max: 500, optional: true });
    if (reviewUrl && !reader.problems.reviewUrl && !/^https:\/\/\S+$/.test(reviewUrl)) reader.problems.reviewUrl = 'Google review link must be a web address starting with https://';
    const lines = reader.raw('address.lines');
    const addressLines = Array.isArray(lines) ? lines.map((line) => (typeof line === 'string' ? line.trim() : '')).filter(Boolean) : [];
    if (addressLines.length === 0 || addressLines.length > 4 || addressLines.some((line) => [...line].length > 100)) {
      reader.problems['address.lines'] = 'Enter the address in one to four lines of at most 100 characters';
    }
    const item: ClinicFacts = {
      name: reader.text('name', 'Clinic name', { max: 100 }),
      shortName: reader.text('shortName', 'Short name', { max: 40 }),
      tagline: reader.text('tagline', 'Tagline', { max: 160 }),
      phone,
      whatsapp,
      email,
      privacyEmail,
      reviewUrl,
      address: {
        lines: addressLines,
        street: reader.text('address.street', 'Street', { max: 160 }),
        locality: reader.text('address.locality', 'Locality', { max: 80 }),
        city: reader.text('address.city', 'City', { max: 80 }),
        state: reader.text('address.state', 'State', { max: 80 }),
        postalCode: reader.text('address.postalCode', 'PIN code', { max: 6 }),
      },
      hours: readHours(reader),
      mapQuery: reader.text('mapQuery', 'Map search', { max: 200 }),
      social: {
        facebook: reader.link('social.facebook', 'Facebook link'),
        instagram: reader.link('social.instagram', 'Instagram link'),
        youtube: reader.link('social.youtube', 'YouTube link'),
        linkedin: reader.link('social.linkedin', 'LinkedIn link'),
      },
      founded: reader.whole('founded', 'Year founded', 1900, 2100),
    };
    if (item.address.postalCode && !reader.problems['address.postalCode'] && !/^[1-9]\d{5}$/.test(item.address.postalCode)) {
      reader.problems['address.postalCode'] = 'Enter a 6-digit PIN code';
    }
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

/** The home page's questions and answers (the accordion under 'Frequently Asked Questions'). */
export interface HomeFaqItems {
  items: FaqItem[];
}

export const homeFaqKind: ContentKind<HomeFaqItems> = {
  builtIn: { items: builtInHomeFaq.items.map(({ question, answer }) => ({ question, answer })) },
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['items']);
    const sent = reader.raw('items');
    if (!Array.isArray(sent) || sent.length < 1 || sent.length > 10) {
      reader.problems.items = 'Give one to ten questions with their answers';
      return { problems: reader.problems };
    }
    const items = sent.map((_, index) => {
      reader.only(`items.${index}`, ['question', 'answer']);
      return {
        question: reader.text(`items.${index}.question`, 'Question', { max: 200 }),
        answer: reader.text(`items.${index}.answer`, 'Answer', { max: 2000 }),
      };
    });
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item: { items } };
  },
};

/** What a photo shows, for patients who cannot see it: at most this many characters. */
const PHOTO_ALT_MAX = 160;

/** The lead doctor's profile on /about, and their name and title on cards and in structured data. */
export const doctorKind: ContentKind<DoctorFacts> = {
  builtIn: builtInDoctorFor(builtInClinicFacts, builtInFigures.aboutTeaser.years.value),
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['name', 'qualifications', 'title', 'registration', 'bio', 'expertise', 'photo', 'photoAlt']);
    // Optional: a profile saved before the portrait was editable keeps the site's own.
    const photo = reader.raw('photo') === undefined ? BUILT_IN_DOCTOR_PHOTO : readSiteImage(reader, 'photo', 'Portrait', (name) => name === BUILT_IN_DOCTOR_PHOTO);
    const item: DoctorFacts = {
      name: reader.text('name', 'Name', { max: 80 }),
      qualifications: reader.text('qualifications', 'Qualifications', { max: 160 }),
      title: reader.text('title', 'Title', { max: 80 }),
      registration: reader.text('registration', 'Registration', { max: 80 }),
      bio: reader.list('bio', 'Profile', { min: 1, max: 4, each: 1200 }),
      expertise: reader.list('expertise', 'Areas of expertise', { min: 1, max: 12, each: 120 }),
      photo,
      // The site's own portrait has its own description; an uploaded one needs the clinic's.
      ...(isUploadedImage(photo) ? { photoAlt: reader.text('photoAlt', 'Description of the portrait', { max: PHOTO_ALT_MAX }) } : {}),
    };
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

/** One figure; its messages say where it stands ('Treatment pages, figure 2: Enter the label'). */
function readFigure(reader: FieldReader, at: string, where: string): Figure {
  reader.only(at, ['value', 'label']);
  const figure = { value: reader.whole(`${at}.value`, 'Number', 0, 1_000_000), label: reader.text(`${at}.label`, 'Label', { max: 40 }) };
  for (const path of [`${at}.value`, `${at}.label`]) {
    if (reader.problems[path]) reader.problems[path] = `${where}: ${reader.problems[path]}`;
  }
  return figure;
}

/** Every figure and counter the site shows: the home About section, the experience band, the treatment pages, /wellness. */
export const figuresKind: ContentKind<SiteFigures> = {
  builtIn: builtInFigures,
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['aboutTeaser', 'experience', 'servicePages', 'wellness']);
    reader.only('aboutTeaser', ['years', 'clients']);
    const fixedList = <T>(path: string, count: number, read: (index: number) => T): T[] => {
      const sent = reader.raw(path);
      if (!Array.isArray(sent) || sent.length !== count) {
        reader.problems[path] = `Give exactly ${count} figures`;
        return [];
      }
      return sent.map((_, index) => read(index));
    };
    const item: SiteFigures = {
      aboutTeaser: {
        years: readFigure(reader, 'aboutTeaser.years', 'Home page, first counter'),
        clients: readFigure(reader, 'aboutTeaser.clients', 'Home page, second counter'),
      },
      experience: readFigure(reader, 'experience', 'Experience band'),
      servicePages: fixedList('servicePages', 4, (index) => readFigure(reader, `servicePages.${index}`, `Treatment pages, figure ${index + 1}`)) as SiteFigures['servicePages'],
      wellness: fixedList('wellness', 2, (index) => readFigure(reader, `wellness.${index}`, `Wellness page, counter ${index + 1}`)) as SiteFigures['wellness'],
    };
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

/** A rating as the clinic states it: one decimal from 1.0 to 5.0, or none (null). */
function readRating(reader: FieldReader, path: string): number | null {
  const value = reader.raw(path);
  if (value === undefined || value === null || value === '') return null;
  const tenths = typeof value === 'number' ? value * 10 : Number.NaN;
  if (!Number.isFinite(tenths) || Math.abs(tenths - Math.round(tenths)) > 1e-6 || tenths < 10 || tenths > 50) {
    reader.problems[path] = 'Rating must be a number from 1.0 to 5.0 with at most one decimal, or left empty';
    return null;
  }
  return Math.round(tenths) / 10;
}

function readReviewSummary(reader: FieldReader, at: keyof ReviewSummaries): ReviewSummary {
  reader.only(at, ['source', 'url', 'label', 'rating', 'count']);
  return {
    source: reader.text(`${at}.source`, 'Source of the reviews', { max: 60 }),
    url: reader.link(`${at}.url`, 'Link to the reviews', { optional: true }),
    label: reader.text(`${at}.label`, 'Word beside the stars', { max: 30, optional: true }),
    rating: readRating(reader, `${at}.rating`),
    count: reader.whole(`${at}.count`, 'Number of reviews', 1, 10_000_000),
  };
}

/** The home page's two review summaries: where the reviews are, their rating and how many. */
export const reviewSummariesKind: ContentKind<ReviewSummaries> = {
  builtIn: builtInReviewSummaries,
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['search', 'directory']);
    const item: ReviewSummaries = { search: readReviewSummary(reader, 'search'), directory: readReviewSummary(reader, 'directory') };
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

/** Up to twelve areas of care; empty rows are left out. */
function readAreas(reader: FieldReader, path: string): string[] {
  const sent = reader.raw(path);
  if (sent === undefined) return [];
  const areas = Array.isArray(sent) ? sent.map((area) => (typeof area === 'string' ? area.trim() : null)) : [null];
  if (areas.includes(null)) reader.problems[path] = 'Areas of care must be a list of texts';
  const given = areas.filter((area): area is string => Boolean(area));
  if (given.length > 12) reader.problems[path] = 'Areas of care: give at most 12';
  else if (given.some((area) => [...area].length > 120)) reader.problems[path] = 'Areas of care: each must be at most 120 characters';
  return given;
}

function readTeamDoctor(reader: FieldReader, at: string): TeamDoctor {
  reader.only(at, ['name', 'qualifications', 'title', 'registration', 'bio', 'expertise', 'photo', 'photoAlt']);
  const sentPhoto = reader.raw(`${at}.photo`);
  // Only a photo the clinic uploaded: the site has no portrait of its own for these doctors.
  const photo = sentPhoto === undefined || sentPhoto === null || sentPhoto === '' ? null : readSiteImage(reader, `${at}.photo`, 'Photo', null);
  return {
    name: reader.text(`${at}.name`, 'Name', { max: 80 }),
    qualifications: reader.text(`${at}.qualifications`, 'Qualifications', { max: 160, optional: true }),
    title: reader.text(`${at}.title`, 'Title or speciality', { max: 80 }),
    registration: reader.text(`${at}.registration`, 'Registration', { max: 80, optional: true }),
    bio: reader.list(`${at}.bio`, 'Profile', { min: 1, max: 4, each: 1200 }),
    expertise: readAreas(reader, `${at}.expertise`),
    photo,
    photoAlt: photo === null ? '' : reader.text(`${at}.photoAlt`, 'Description of the photo', { max: PHOTO_ALT_MAX }),
  };
}

/** The clinic's other doctors (the lead doctor is the doctor kind), in the order /about shows them. */
export const teamKind: ContentKind<TeamContent> = {
  builtIn: builtInDoctorTeam,
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['doctors']);
    const sent = reader.raw('doctors');
    if (!Array.isArray(sent) || sent.length > MAX_TEAM_DOCTORS) {
      reader.problems.doctors = `Give at most ${MAX_TEAM_DOCTORS} doctors`;
      return { problems: reader.problems };
    }
    const item: TeamContent = { doctors: sent.map((_, index) => readTeamDoctor(reader, `doctors.${index}`)) };
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readStories(reader: FieldReader, carousel: keyof TestimonialsContent): TestimonialStory[] {
  const sent = reader.raw(carousel);
  if (!Array.isArray(sent) || sent.length < 1 || sent.length > 12) {
    reader.problems[carousel] = 'Give one to twelve testimonials';
    return [];
  }
  return sent.map((_, index) => {
    const at = `${carousel}.${index}`;
    reader.only(at, ['author', 'date', 'rating', 'treatment', 'treatmentId', 'text', 'verified']);
    const date = reader.text(`${at}.date`, 'Date', { max: 10 });
    if (date && !reader.problems[`${at}.date`] && (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
      reader.problems[`${at}.date`] = 'Enter the date as year-month-day, e.g. 2026-10-20';
    }
    const treatmentId = reader.text(`${at}.treatmentId`, 'Treatment page', { max: 60, optional: true });
    if (treatmentId && !TREATMENT_ID.test(treatmentId)) reader.problems[`${at}.treatmentId`] = 'Choose one of the treatments, or none';
    return {
      author: reader.text(`${at}.author`, 'Name', { max: 60 }),
      date,
      rating: reader.whole(`${at}.rating`, 'Rating', 1, 5) as TestimonialStory['rating'],
      treatment: reader.text(`${at}.treatment`, 'Treatment', { max: 80 }),
      ...(treatmentId ? { treatmentId } : {}),
      text: reader.text(`${at}.text`, 'Testimonial', { max: 1200 }),
      verified: reader.flag(`${at}.verified`, 'Verified'),
    };
  });
}

/** The home page's two testimonial carousels: patients' stories and hair restoration stories. */
export const testimonialsKind: ContentKind<TestimonialsContent> = {
  builtIn: builtInTestimonials,
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['patients', 'hair']);
    const item: TestimonialsContent = { patients: readStories(reader, 'patients'), hair: readStories(reader, 'hair') };
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
  },
};

/** A hero picture may be one of the site's own hero artworks. */
const isHeroArtwork = (name: string) => name.startsWith('hero/') && name in artwork;

/** The home page's six hero slides: picture, phone crop and focal point, caption and button of each. */
export const heroKind: ContentKind<HeroContent> = {
  builtIn: builtInHeroContentFor(builtInClinicFacts),
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['slides']);
    const sent = reader.raw('slides');
    if (!Array.isArray(sent) || sent.length !== HERO_SLIDE_COUNT) {
      reader.problems.slides = `Give all ${HERO_SLIDE_COUNT} slides`;
      return { problems: reader.problems };
    }
    const slides = sent.map((_, index): HeroSlideContent => {
      const at = `slides.${index}`;
      reader.only(at, ['src', 'mobileSrc', 'alt', 'focus', 'caption', 'button', 'video']);
      reader.only(`${at}.focus`, ['x', 'y']);
      reader.only(`${at}.caption`, ['eyebrow', 'title', 'text']);
      const given = (field: string) => ![undefined, null, ''].includes(reader.raw(`${at}.${field}`) as string);
      const slide: HeroSlideContent = {
        src: readSiteImage(reader, `${at}.src`, 'Picture', isHeroArtwork),
        ...(given('mobileSrc') ? { mobileSrc: readSiteImage(reader, `${at}.mobileSrc`, 'Phone picture', isHeroArtwork) } : {}),
        alt: reader.text(`${at}.alt`, 'Description of the picture', { max: 200 }),
        focus: { x: reader.whole(`${at}.focus.x`, 'Focal point across', 0, 100), y: reader.whole(`${at}.focus.y`, 'Focal point down', 0, 100) },
      };
      if (given('caption')) {
        if (isDoctorSlide(index)) reader.problems[`${at}.caption`] = 'This slide shows the doctor card: it has no caption';
        const eyebrow = reader.text(`${at}.caption.eyebrow`, 'Line above the title', { max: 80, optional: true });
        const title = reader.text(`${at}.caption.title`, 'Title', { max: 90 });
        const text = reader.text(`${at}.caption.text`, 'Text', { max: 240, optional: true });
        slide.caption = { ...(eyebrow ? { eyebrow } : {}), title, ...(text ? { text } : {}) };
      }
      if (given('video')) slide.video = readUploadedVideo(reader, `${at}.video`);
      if (given('button')) {
        if (index === CALLBACK_SLIDE) reader.problems[`${at}.button`] = 'This slide holds the call-back form: it has no button';
        slide.button = reader.text(`${at}.button`, 'Button label', { max: 30 });
      }
      return slide;
    });
    return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item: { slides } };
  },
};

/** The order of the treatments in the menus (each group keeps its place; treatments move within it). */
export interface TreatmentOrder {
  ids: string[];
}

export const treatmentOrderKind: ContentKind<TreatmentOrder> = {
  builtIn: { ids: builtInCatalogue.map((treatment) => treatment.id) },
  parse(value) {
    const reader = new FieldReader(value);
    reader.only('', ['ids']);
    const ids = reader.raw('ids');
    if (
      !Array.isArray(ids) ||
      ids.length > 500 ||
      ids.some((id) => typeof id !== 'string' || !TREATMENT_ID.test(id)) ||
      new Set(ids).size !== ids.length
    ) {
      reader.problems.ids = 'Give each treatment’s page address once, in menu order';
      return { problems: reader.problems };
    }
    return { item: { ids: ids as string[] } };
  },
};

/** A kind with many items, each under its key (a treatment under its URL id). */
export interface KeyedContentKind<T> {
  builtIn: T[];
  /** `key` is the item being changed; without it, a new item names its own. */
  parse(value: unknown, key?: string): Parsed<T>;
}

export const treatmentKind: KeyedContentKind<TreatmentItem> = {
  builtIn: builtInTreatments(),
  parse: parseTreatment,
};

/** When patients can book: slot length, patients per slot, notice, days ahead, closed days. */
export const bookingKind: ContentKind<BookingRules> = {
  builtIn: builtInBookingRules,
  parse: parseBookingRules,
};

/** The wording of the WhatsApp and SMS templates' variables: sent by the API, on no page. */
export const messagesKind: ContentKind<MessageWording> = {
  builtIn: builtInMessageWording,
  parse: parseMessageWording,
};

/** The gallery: the photos and videos of /gallery in order (the home page shows the first five photos). */
export const galleryKind: ContentKind<GalleryContent> = {
  builtIn: builtInGallery,
  parse: parseGallery,
};

/** Every kind the admin edits, by the name the API's routes use. */
export const contentKinds = {
  clinic: clinicKind,
  booking: bookingKind,
  messages: messagesKind,
  faq: homeFaqKind,
  doctor: doctorKind,
  testimonials: testimonialsKind,
  hero: heroKind,
  'treatment-order': treatmentOrderKind,
  gallery: galleryKind,
  figures: figuresKind,
  'review-summaries': reviewSummariesKind,
  team: teamKind,
} as const;
export const keyedContentKinds = { treatment: treatmentKind } as const;
