/**
 * The clinic's fixed facts: name, address, phone, hours, social links, the lead doctor.
 * Every page, the header, the footer, the contact page, structured data and the
 * chat button read these values from here, so each fact is written once.
 */

/** A postal address, as printed on the site and in structured data. */
export interface ClinicAddress {
  /** Printed one per line (footer, contact page). */
  lines: string[];
  /** The same address on one line (top bar, map title, meta description). */
  oneLine: string;
  street: string;
  locality: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: 'IN';
}

/** A phone number in the two forms a page needs. */
export interface ClinicPhone {
  /** As people read it: '+91 98220 12345'. */
  display: string;
  /** For tel: links, no spaces: '+919822012345'. */
  tel: string;
}

/** The floating chat button: number in international form without '+', and its prefilled text. */
export interface ClinicWhatsApp {
  /** Digits only, country code first (what wa.me expects). */
  number: string;
  /** Prefilled message of the chat-with-us button. */
  bookingMessage: string;
}

/** Opening hours: one reading, used by the top bar, footer, contact page and modal alike. */
export interface ClinicHours {
  /** 'Mon–Sat: 10:00 AM – 7:00 PM' */
  weekdays: string;
  /** 'Sun: 10:00 AM – 1:00 PM' */
  sunday: string;
  /** Both on one line, for narrow places. */
  oneLine: string;
  /** schema.org openingHours values for structured data. */
  schemaOrg: string[];
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin';

/** One of the four social profiles linked on every page. */
export interface SocialLink {
  network: SocialNetwork;
  /** Visible or screen-reader name of the network. */
  label: string;
  /** Accessible name of the icon link, e.g. 'Aura Skin & Hair Clinic on Instagram'. */
  ariaLabel: string;
  url: string;
}

/** A doctor as named on cards and in structured data. */
export interface ClinicDoctor {
  name: string;
  qualifications: string;
  title: string;
}

export interface Clinic {
  brandName: string;
  /** Short form for tight spaces (logo alt, mobile header). */
  shortName: string;
  /** One line under the brand name. */
  tagline: string;
  city: string;
  state: string;
  address: ClinicAddress;
  phone: ClinicPhone;
  email: string;
  whatsapp: ClinicWhatsApp;
  hours: ClinicHours;
  /**
   * The one experience figure: the home counter, the 'Year Experience' block and the doctor profile
   * all read it, so the site never shows two different readings.
   */
  yearsOfExperience: number;
  /** Happy-clients counter on the home page (shown with a '+'). */
  happyClients: number;
  /** Year the clinic opened. */
  founded: number;
  /** In display order: facebook, instagram, youtube, linkedin. */
  social: [SocialLink, SocialLink, SocialLink, SocialLink];
  /** src of the embedded map frame on the contact page. */
  googleMapsEmbedUrl: string;
  /** 'Get directions' link that opens the maps app or site. */
  googleMapsLink: string;
  /**
   * Link of the directory-style reviews block. The placeholder '#' hides the link
   * (the spec: the home page passes '#', so no directory link is shown).
   */
  reviewsDirectoryUrl: string;
  /** Founder and lead dermatologist. */
  doctor: ClinicDoctor;
  /** Consultant who sees patients for the Homeopathic treatments. */
  homeopathicConsultant: ClinicDoctor;
}

export const clinic: Clinic = {
  brandName: 'Aura Skin & Hair Clinic',
  shortName: 'Aura',
  tagline: 'Dermatologist-led care for healthy skin and hair',
  city: 'Pune',
  state: 'Maharashtra',
  address: {
    lines: ['2nd Floor, Sai Plaza', 'Baner Road, Baner', 'Pune, Maharashtra 411045'],
    oneLine: '2nd Floor, Sai Plaza, Baner Road, Baner, Pune, Maharashtra 411045',
    street: '2nd Floor, Sai Plaza, Baner Road',
    locality: 'Baner',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411045',
    country: 'IN',
  },
  phone: {
    display: '+91 98220 12345',
    tel: '+919822012345',
  },
  email: 'care@auraskinclinic.in',
  whatsapp: {
    number: '919822012345',
    bookingMessage: 'Hello Aura Skin & Hair Clinic, I would like to book an appointment.',
  },
  hours: {
    weekdays: 'Mon–Sat: 10:00 AM – 7:00 PM',
    sunday: 'Sun: 10:00 AM – 1:00 PM',
    oneLine: 'Mon–Sat 10:00 AM – 7:00 PM, Sun 10:00 AM – 1:00 PM',
    schemaOrg: ['Mo-Sa 10:00-19:00', 'Su 10:00-13:00'],
  },
  yearsOfExperience: 15,
  happyClients: 1000,
  founded: 2014,
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      ariaLabel: 'Aura Skin & Hair Clinic on Facebook',
      url: 'https://www.facebook.com/auraskinclinicpune',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      ariaLabel: 'Aura Skin & Hair Clinic on Instagram',
      url: 'https://www.instagram.com/auraskinclinic.pune/',
    },
    {
      network: 'youtube',
      label: 'YouTube',
      ariaLabel: 'Aura Skin & Hair Clinic on YouTube',
      url: 'https://www.youtube.com/@auraskinclinicpune',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      ariaLabel: 'Aura Skin & Hair Clinic on LinkedIn',
      url: 'https://www.linkedin.com/company/aura-skin-and-hair-clinic/',
    },
  ],
  googleMapsEmbedUrl:
    'https://www.google.com/maps?q=Sai+Plaza,+Baner+Road,+Baner,+Pune,+Maharashtra+411045&output=embed',
  googleMapsLink:
    'https://www.google.com/maps/search/?api=1&query=Sai+Plaza%2C+Baner+Road%2C+Baner%2C+Pune%2C+Maharashtra+411045',
  reviewsDirectoryUrl: '#',
  doctor: {
    name: 'Dr. Meera Kulkarni',
    qualifications: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
    title: 'Founder & Consultant Dermatologist',
  },
  homeopathicConsultant: {
    name: 'Dr. Anil Deshpande',
    qualifications: 'BHMS, MD (Hom)',
    title: 'Consultant Homeopath',
  },
};
