/**
 * The clinic as the site shows it: name, address, phone, hours, social links, the lead doctor.
 * Every page, the header, the footer, the contact page, structured data and the chat button read
 * these values from here. They are derived from the facts the admin edits (clinic-facts.ts), so
 * each fact is written once.
 */
import { builtInClinicFacts, type ClinicFacts } from './clinic-facts';
import type { WeeklyHours } from '@aura/contract';
import { hoursLines, hoursOneLine, hoursSchemaOrg } from './opening-hours';
import { telTarget, whatsAppTarget } from './phone-number';
import { doctorCard } from './doctor';
import { siteData } from './site-data';

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
  /** The address as schema.org's PostalAddress, for every page's structured data. */
  schemaOrg: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: 'IN';
  };
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

/** Opening hours: the week as data, and the readings the top bar, footer, contact page and modal show. */
export interface ClinicHours {
  week: WeeklyHours;
  /** One line per run of days with the same hours: 'Mon–Sat: 10:00 AM – 7:00 PM', 'Sun: 10:00 AM – 1:00 PM'. */
  lines: string[];
  /** All of them on one line, for narrow places. */
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
  /** Whom patients write to about their personal data: the clinic's e-mail unless it named another. */
  privacyEmail: string;
  whatsapp: ClinicWhatsApp;
  hours: ClinicHours;
  /** Year the clinic opened. (The site's figures and counters are in figures.ts.) */
  founded: number;
  /** In display order: facebook, instagram, youtube, linkedin. */
  social: [SocialLink, SocialLink, SocialLink, SocialLink];
  /** src of the embedded map frame on the contact page. */
  googleMapsEmbedUrl: string;
  /** 'Get directions' link that opens the maps app or site. */
  googleMapsLink: string;
  /** Founder and lead dermatologist. */
  doctor: ClinicDoctor;
  /** Consultant who sees patients for the Homeopathic treatments. */
  homeopathicConsultant: ClinicDoctor;
}

/** The lead doctor (as the admin edits them) and the homeopathic consultant, as they stand on cards and in structured data. */
export const builtInTeam: Pick<Clinic, 'doctor' | 'homeopathicConsultant'> = {
  doctor: { name: doctorCard.name, qualifications: doctorCard.qualifications, title: doctorCard.title },
  homeopathicConsultant: {
    name: 'Dr. Anil Deshpande',
    qualifications: 'BHMS, MD (Hom)',
    title: 'Consultant Homeopath',
  },
};

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** A map search as Google Maps' URLs write it: spaces as '+', commas kept (embed) or escaped (link). */
const mapSearch = (query: string, keepCommas: boolean) => {
  const encoded = encodeURIComponent(query).replace(/%20/g, '+');
  return keepCommas ? encoded.replace(/%2C/g, ',') : encoded;
};

/**
 * Every reading of the clinic the site shows, derived from the facts the admin edits. Numbers
 * that would not make a working link are refused when entered, so they are taken as valid here.
 */
export function clinicFromFacts(facts: ClinicFacts, team = builtInTeam): Clinic {
  const { address } = facts;
  return {
    brandName: facts.name,
    shortName: facts.shortName,
    tagline: facts.tagline,
    city: address.city,
    state: address.state,
    address: {
      lines: address.lines,
      oneLine: address.lines.join(', '),
      street: address.street,
      locality: address.locality,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: 'IN',
      schemaOrg: {
        '@type': 'PostalAddress',
        streetAddress: `${address.street}, ${address.locality}`,
        addressLocality: address.city,
        addressRegion: address.state,
        postalCode: address.postalCode,
        addressCountry: 'IN',
      },
    },
    phone: { display: facts.phone, tel: telTarget(facts.phone) ?? facts.phone.replace(/[^\d+]/g, '') },
    email: facts.email,
    privacyEmail: facts.privacyEmail || facts.email,
    whatsapp: {
      number: whatsAppTarget(facts.whatsapp) ?? facts.whatsapp.replace(/\D/g, ''),
      bookingMessage: `Hello ${facts.name}, I would like to book an appointment.`,
    },
    hours: { week: facts.hours, lines: hoursLines(facts.hours), oneLine: hoursOneLine(facts.hours), schemaOrg: hoursSchemaOrg(facts.hours) },
    founded: facts.founded,
    social: (['facebook', 'instagram', 'youtube', 'linkedin'] as const).map((network) => ({
      network,
      label: SOCIAL_LABELS[network],
      ariaLabel: `${facts.name} on ${SOCIAL_LABELS[network]}`,
      url: facts.social[network],
    })) as Clinic['social'],
    googleMapsEmbedUrl: `https://www.google.com/maps?q=${mapSearch(facts.mapQuery, true)}&output=embed`,
    googleMapsLink: `https://www.google.com/maps/search/?api=1&query=${mapSearch(facts.mapQuery, false)}`,
    ...team,
  };
}

/** The homeopath the Homeopathic treatment pages name: the clinic's doctor whose title says so, as published. */
const homeopath = siteData?.team?.doctors.find((member) => /homeopath/i.test(member.title));

/** The clinic as this page shows it: the facts the admin published, or the built-in ones. */
export const clinic: Clinic = clinicFromFacts(
  siteData?.clinic ?? builtInClinicFacts,
  homeopath ? { ...builtInTeam, homeopathicConsultant: { name: homeopath.name, qualifications: homeopath.qualifications, title: homeopath.title } } : builtInTeam,
);
