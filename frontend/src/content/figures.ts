/**
 * The clinic's own numbers, as the admin edits them (Site content › Figures and counters): every
 * count-up figure the site shows, each with its label. A page shows exactly the whole number the
 * clinic typed, with a '+'. Until the clinic saves its own, these are the site's built-in ones.
 */
import { siteData } from './site-data';

/** One figure: the number counted up to, and what it counts. */
export interface Figure {
  value: number;
  label: string;
}

export interface SiteFigures {
  /** The home page's About Us section: years of experience and happy clients. */
  aboutTeaser: { years: Figure; clients: Figure };
  /** The 'Year Experience' band on /about and the home page (shown 'N +'). */
  experience: Figure;
  /** The stats strip of every treatment page, in order. */
  servicePages: [Figure, Figure, Figure, Figure];
  /** The two counters of /wellness. */
  wellness: [Figure, Figure];
}

export const builtInFigures: SiteFigures = {
  aboutTeaser: {
    years: { value: 15, label: 'Years of Experience' },
    clients: { value: 1000, label: 'Happy Clients' },
  },
  experience: { value: 20, label: 'Year Experience' },
  servicePages: [
    { value: 25, label: 'Certified' },
    { value: 125, label: 'Customer' },
    { value: 50, label: 'Services' },
    { value: 30, label: 'Specialist' },
  ],
  wellness: [
    { value: 25, label: 'Active Programs' },
    { value: 1200, label: 'Clients Supported' },
  ],
};

/** The figures this page shows: as the clinic published them, or the built-in ones. */
export const figures: SiteFigures = siteData?.figures ?? builtInFigures;
