/**
 * The shapes of the clinic's content. Everything a patient reads that is not an
 * article lives as typed data in this folder, so a clinic changes a fact in one place.
 */

import type { SiteImage, UploadedImage } from './site-image';

export type TreatmentCategory = 'skin' | 'hair' | 'homeopathic';

/** How a price is quoted, shown after the amount ("₹12,000 per area"). */
export type PriceNote =
  | 'per session'
  | 'per area'
  | 'package'
  | 'starting'
  | 'per syringe/area';

export interface TreatmentPrice {
  /** Whole rupees. */
  amount: number;
  note: PriceNote;
}

/** What menus, cards, the sitemap and the service page header need: small, in the main bundle. */
export interface TreatmentSummary {
  /** URL id: /service/<id>. Lower-case words joined by hyphens. */
  id: string;
  title: string;
  /** One line under the title on cards (at most ~110 characters). */
  short: string;
  category: TreatmentCategory;
  /** Sub-group label inside its category's menu, e.g. 'Laser & Energy'. */
  group: string;
  price?: TreatmentPrice;
  /** Artwork name under /images/treatments/ (without width or extension), or a photo the admin uploaded. */
  image: SiteImage;
  /** What an uploaded photo shows, as the clinic describes it (the site's illustrations have their own). */
  imageAlt?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The long copy of a treatment page, loaded with the service page only. */
export interface TreatmentDetail {
  id: string;
  overview: {
    title: string;
    /** 4-6 paragraphs for patients: what it is, who it suits and who should avoid it,
     * how a session goes, how many sessions, recovery and aftercare. */
    paragraphs: string[];
  };
  /** Exactly four ticks: what the treatment includes. */
  included: [string, string, string, string];
  /** Exactly four crosses: what it does not include or is not for. */
  excluded: [string, string, string, string];
  /** Three to five short key benefits shown beside the before/after image. */
  benefits: string[];
  /** Exactly three questions. */
  faq: [FaqItem, FaqItem, FaqItem];
  /** True when a before/after picture is shown: the uploaded photo, else the treatment's illustration. */
  beforeAfter?: boolean;
  beforeAfterImage?: UploadedImage;
  /** What the uploaded before/after photo shows, as the clinic describes it. */
  beforeAfterAlt?: string;
}
