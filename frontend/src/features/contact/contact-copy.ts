/**
 * Words of the /contact page. The clinic's facts (address, phone, e-mail, hours, map) come from
 * content/clinic.ts; only the page's own wording lives here.
 */
import { clinic } from '../../content/clinic';

export const contactCopy = {
  hero: {
    title: 'Contact Us',
    text: `Questions about a treatment, your first visit or an existing appointment? Call, write or visit us in ${clinic.address.locality}, ${clinic.city}. We will be glad to help.`,
    /** Artwork behind the hero text (decorative). */
    image: 'site/contact-hero',
  },
  getInTouch: {
    eyebrow: 'We are here to help',
    heading: 'Get In Touch',
    text: 'Call us for the quickest answer, or send your question with the form and we will write back. For appointments, tell us the day and time that suit you, and we will confirm it with you.',
  },
  map: {
    heading: 'Visit Our Clinic',
    text: `We are at ${clinic.address.oneLine}. Show the map here, or open the address in Google Maps for directions.`,
    showLabel: 'Show map',
    openLabel: 'Open in Google Maps',
    /** Said before the map is loaded: it comes from Google, which may set its own cookies. */
    notice: 'The map is loaded from Google Maps only when you ask for it.',
    frameTitle: `Map showing ${clinic.brandName}, ${clinic.address.oneLine}`,
  },
};
