/**
 * Copy of the home page sections that are not lists of their own (reviews, FAQ, hero slides,
 * gallery and videos have their own files). Section order is the spec's; see each export.
 */
import { clinic } from './clinic';
import { doctorCard, portraitAlt } from './doctor';
import type { SiteImage } from './site-image';

/** A button or link label. */
export interface ActionLabel {
  label: string;
}

/** Heading block shared by most sections. */
export interface SectionHeading {
  /** Small line above the heading, shown in the accent colour. */
  eyebrow?: string;
  heading: string;
  /** One or two sentences under the heading. */
  text?: string;
}

/** The Our Service grid: heading, and the treatment ids in display order. */
export interface ServiceGrid extends SectionHeading {
  /**
   * Ids of treatments (src/content/treatments/catalogue.ts). An id with no matching
   * treatment is skipped silently by the grid.
   */
  ids: string[];
  learnMoreLabel: string;
  bookNowLabel: string;
}

/** The full-width image band between the hero and the service grid. */
export interface CareBand extends SectionHeading {
  /** Artwork name of the background image. */
  image: string;
  /** Describes the image for screen readers. */
  imageAlt: string;
  buttonLabel: string;
}

/** The About Us teaser and a link to /about (its two counters are the clinic's figures, figures.ts). */
export interface AboutTeaser extends SectionHeading {
  paragraphs: string[];
  /** Artwork name of the photo beside the text. */
  image: string;
  imageAlt: string;
  linkLabel: string;
  linkTo: '/about';
}

/** The founder’s message: three short paragraphs and a signature. */
export interface FounderMessage extends SectionHeading {
  paragraphs: [string, string, string];
  signature: { name: string; title: string };
  /** The founder’s portrait: artwork name or an uploaded photo. */
  image: SiteImage;
  imageAlt: string;
}

/** One reason in the Why Choose section. */
export interface WhyChoosePoint {
  title: string;
  /** One sentence. */
  text: string;
}

export interface WhyChoose extends SectionHeading {
  /** Four to six points. */
  points: WhyChoosePoint[];
}

/** The free-consultation banner: both buttons open the appointment modal. */
export interface ConsultationBanner extends SectionHeading {
  primaryButtonLabel: string;
  secondaryButtonLabel: string;
  /** Small print under the buttons. */
  note: string;
}

/** The newsletter sign-up block (validation and result messages live with the form). */
export interface NewsletterBlock extends SectionHeading {
  inputLabel: string;
  placeholder: string;
  buttonLabel: string;
  /** One line under the field about how the address is used. */
  privacyLine: string;
}

/** The latest-news section above the newsletter (up to 4 articles). */
export interface LatestNewsBlock extends SectionHeading {
  viewAllLabel: string;
  viewAllTo: '/news';
  readMoreLabel: string;
  /** Shown when there are no articles to list. */
  emptyText: string;
}

export const serviceGrid: ServiceGrid = {
  eyebrow: 'Our Services',
  heading: 'Our Service',
  text: 'Skin, hair and cosmetology treatments planned by a dermatologist after a proper consultation, never from a menu.',
  ids: [
    'anti-aging',
    'laser-skin-therapy',
    'hydrafacial',
    'pigmentation-treatments',
    'chemical-peel',
    'mnrf',
    'skin-tightening',
    'laser-hair-removal',
    'hairfall',
    'hair-prp',
    'botox-treatment',
    'hair-gfc',
  ],
  learnMoreLabel: 'Learn More',
  bookNowLabel: 'Book Now',
};

export const careBand: CareBand = {
  eyebrow: 'Consistent care',
  heading: 'Good skin is a habit, and we help you keep it',
  text: 'Most skin and hair concerns improve with steady, well-planned care rather than one visit. We review your progress at every session and adjust the plan as your skin responds.',
  image: 'site/care-band',
  imageAlt: 'A dermatologist examining a patient’s skin under a magnifying lamp at the clinic',
  buttonLabel: 'Book appointment now',
};

export const aboutTeaser: AboutTeaser = {
  eyebrow: 'About Us',
  heading: `Welcome to ${clinic.brandName}`,
  paragraphs: [
    `${clinic.brandName} is a dermatologist-led clinic in ${clinic.address.locality}, ${clinic.city}, founded by ${clinic.doctor.name}. We treat acne, pigmentation, hair fall, ageing skin and long-standing skin conditions with care that is based on a diagnosis first.`,
    'Every treatment plan is explained in plain language, with honest expectations and clear costs, before anything begins.',
  ],
  image: 'gallery/clinic-1',
  imageAlt: `The reception and waiting area of ${clinic.brandName} in ${clinic.address.locality}, ${clinic.city}`,
  linkLabel: 'Learn More About Us',
  linkTo: '/about',
};

export const founderMessage: FounderMessage = {
  eyebrow: 'Founder’s Message',
  heading: 'A word from our founder',
  paragraphs: [
    'When I started this clinic, I wanted patients to leave with an answer, not just a prescription. Skin and hair problems affect how we feel every day, and they deserve a careful diagnosis and an honest conversation.',
    'Indian skin has its own needs. It tans easily, marks easily and reacts to harsh treatments, so we choose every peel, laser setting and product with that in mind, and we tell you plainly what to expect.',
    'Whether you come to us for acne, pigmentation, hair fall or simply to look after your skin, you will be seen by a doctor who listens. Thank you for trusting us with your care.',
  ],
  signature: {
    name: clinic.doctor.name,
    title: `${clinic.doctor.qualifications}, ${clinic.doctor.title}`,
  },
  image: doctorCard.photo,
  imageAlt: portraitAlt(`${clinic.doctor.name}, founder of ${clinic.brandName}`),
};

export const whyChoose: WhyChoose = {
  eyebrow: 'Why Choose Us',
  heading: `Why Choose ${clinic.brandName}`,
  text: 'What patients can expect from every visit.',
  points: [
    {
      title: 'Doctor-led consultations',
      text: 'Every new concern is assessed by a qualified dermatologist before any treatment is suggested.',
    },
    {
      title: 'Care planned for Indian skin',
      text: 'Peels, lasers and settings are chosen to suit darker and sensitive skin types and to limit the risk of marks.',
    },
    {
      title: 'Medical-grade technology',
      text: 'Our lasers and energy-based devices are medical-grade equipment, serviced and calibrated on a fixed schedule.',
    },
    {
      title: 'Clear plans and costs',
      text: 'You receive a written treatment plan with the number of sessions and the cost before you decide.',
    },
    {
      title: 'Strict hygiene',
      text: 'Single-use consumables, sterilised instruments and cleaned treatment rooms are standard for every procedure.',
    },
    {
      title: 'Follow-up that continues',
      text: 'We review your progress at each visit and stay reachable by phone or WhatsApp between sessions.',
    },
  ],
};

export const consultationBanner: ConsultationBanner = {
  eyebrow: 'Free consultation',
  heading: 'Book your free first consultation',
  text: 'Meet our team, talk through your skin or hair concern and get an honest opinion on what may help, with no obligation to start treatment.',
  primaryButtonLabel: 'Book Free Consultation',
  secondaryButtonLabel: 'Request an Appointment',
  note: 'The first assessment visit is free. Any treatment and its cost are discussed and agreed with you beforehand.',
};

export const newsletterBlock: NewsletterBlock = {
  eyebrow: 'Newsletter',
  heading: 'Skin and hair advice in your inbox',
  text: 'Seasonal skincare tips, answers to common questions and clinic news from our dermatologists, about once a month.',
  inputLabel: 'Email address',
  placeholder: 'Enter your email address',
  buttonLabel: 'Subscribe',
  privacyLine: 'We use your email only to send this newsletter. You can unsubscribe at any time.',
};

export const latestNews: LatestNewsBlock = {
  eyebrow: 'From Our Blog',
  heading: 'Latest News',
  text: 'Practical articles on skin and hair care, written and reviewed by our doctors.',
  viewAllLabel: 'View All News',
  viewAllTo: '/news',
  readMoreLabel: 'Read More →',
  emptyText: 'No news available yet.',
};
