/**
 * Copy of the /contact page: hero, Get In Touch and Visit Our Clinic. The clinic's facts (address,
 * phone, e-mail, hours, map links) come from clinic.ts; only the page's own wording lives here.
 */
import { clinic } from './clinic';

/** The page hero. */
export interface ContactHeroCopy {
  title: string;
  text: string;
  /** Artwork behind the hero text (decorative). */
  image: string;
}

/** The Get In Touch column beside the contact form. */
export interface GetInTouchCopy {
  eyebrow: string;
  heading: 'Get In Touch';
  text: string;
}

/** The map section: the map is loaded from Google only when the visitor asks for it. */
export interface VisitOurClinicCopy {
  heading: 'Visit Our Clinic';
  text: string;
  showLabel: string;
  openLabel: string;
  /** Said before the map is loaded: it comes from Google, which may set its own cookies. */
  notice: string;
  /** Accessible name of the map frame. */
  frameTitle: string;
}

export interface ContactPageCopy {
  hero: ContactHeroCopy;
  getInTouch: GetInTouchCopy;
  map: VisitOurClinicCopy;
}

export const contactPage: ContactPageCopy = {
  hero: {
    title: 'Contact Us',
    text: `Questions about a treatment, your first visit or an existing appointment? Call, write or visit us in ${clinic.address.locality}, ${clinic.city}. We will be glad to help.`,
    image: 'site/contact-hero',
  },
  getInTouch: {
    eyebrow: 'We are here to help',
    heading: 'Get In Touch',
    text: 'Call us for the quickest answer, or send your question with the form and we will write back. For appointments, tell us the day and time that suit you, and we will confirm it with you.',
  },
  map: {
    heading: 'Visit Our Clinic',
    text: `We are at ${clinic.address.oneLine}. For directions from where you are, open the address in Google Maps.`,
    showLabel: 'Show map',
    openLabel: 'Open in Google Maps',
    notice: 'The map is loaded from Google Maps only when you ask for it.',
    frameTitle: `Map showing ${clinic.brandName}, ${clinic.address.oneLine}`,
  },
};
