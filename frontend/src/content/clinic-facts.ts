/**
 * The clinic's facts as the admin edits them: only what a person would type, nothing derived.
 * clinic.ts turns them into every reading the site shows (tel: and wa.me targets, the address on
 * one line, the hours as text and for structured data), so a change is made in one place.
 */
import type { WeeklyHours } from '@aura/contract';

export interface ClinicFacts {
  /** The clinic's name: 'Aura Skin & Hair Clinic'. */
  name: string;
  /** Short form for tight spaces (logo alt, mobile header). */
  shortName: string;
  /** One line under the name. */
  tagline: string;
  /** As people read it; must make a working tel: link: '+91 98220 12345'. */
  phone: string;
  /** The WhatsApp number; must make a working wa.me link. */
  whatsapp: string;
  email: string;
  /**
   * Where patients write about their personal data (DPDP Act: the notice names whom to ask). Facts
   * saved before it existed have none: the clinic's e-mail stands for it then, and when left empty.
   */
  privacyEmail?: string;
  /**
   * The clinic's Google review link (its Business Profile's "Ask for reviews" link): the WhatsApp
   * invitation after a completed visit carries it. None: the invitation links the clinic's listing
   * on Google Maps (found by mapQuery).
   */
  reviewUrl?: string;
  address: {
    /** As printed, one line each (footer, contact page). */
    lines: string[];
    street: string;
    locality: string;
    city: string;
    state: string;
    postalCode: string;
  };
  hours: WeeklyHours;
  /** What the map searches for (the building and street): the contact page's map and 'Get directions' link. */
  mapQuery: string;
  /** Profile links, in the order the site shows them. */
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
  /** The year the clinic opened: 'Caring for skin and hair since {founded}'. */
  founded: number;
}

/** The clinic as it was when this build was made: an empty database shows exactly this. */
export const builtInClinicFacts: ClinicFacts = {
  name: 'Aura Skin & Hair Clinic',
  shortName: 'Aura',
  tagline: 'Dermatologist-led care for healthy skin and hair',
  phone: '+91 98220 12345',
  whatsapp: '+91 98220 12345',
  email: 'care@auraskinclinic.in',
  privacyEmail: 'privacy@auraskinclinic.in',
  reviewUrl: '',
  address: {
    lines: ['2nd Floor, Sai Plaza', 'Baner Road, Baner', 'Pune, Maharashtra 411045'],
    street: '2nd Floor, Sai Plaza, Baner Road',
    locality: 'Baner',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411045',
  },
  hours: {
    mon: { open: '10:00', close: '19:00' },
    tue: { open: '10:00', close: '19:00' },
    wed: { open: '10:00', close: '19:00' },
    thu: { open: '10:00', close: '19:00' },
    fri: { open: '10:00', close: '19:00' },
    sat: { open: '10:00', close: '19:00' },
    sun: { open: '10:00', close: '13:00' },
  },
  mapQuery: 'Sai Plaza, Baner Road, Baner, Pune, Maharashtra 411045',
  social: {
    facebook: 'https://www.facebook.com/auraskinclinicpune',
    instagram: 'https://www.instagram.com/auraskinclinic.pune/',
    youtube: 'https://www.youtube.com/@auraskinclinicpune',
    linkedin: 'https://www.linkedin.com/company/aura-skin-and-hair-clinic/',
  },
  founded: 2014,
};
