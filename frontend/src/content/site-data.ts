/// <reference types="vite/client" />
/**
 * The content the admin edits, as the pages read it. A page carries its content with it, as a JSON
 * data block (`<script type="application/json" id="site-data">`, which no Content-Security-Policy
 * runs), so the browser hydrates with exactly what the HTML was rendered from and the code does
 * not carry the treatments' copy. When the API publishes the site, it hands the content it stores
 * to the server bundle before loading it (`globalThis.clinicSiteContent`, one snapshot per render
 * run). Without either (the build's own prerender, the dev server, unit tests) the built-in content
 * in this folder is what the site shows.
 */
import type { ClinicFacts } from './clinic-facts';
import type { DoctorFacts } from './doctor';
import type { HeroContent } from './hero-slides';
import type { GalleryContent, GalleryItem } from './gallery';
import type { SiteFigures } from './figures';
import type { ReviewSummaries } from './review-summaries';
import type { TeamContent } from './team';
import type { TestimonialsContent } from './reviews';
import type { TreatmentItem } from './treatment-content';
import { treatments as builtInCatalogue } from './treatments/catalogue';
import type { FaqItem, TreatmentDetail, TreatmentSummary } from './types';

/**
 * Site-wide content: every page shows some of it (header, footer, menus, contact details). What
 * the admin never changed is left out: the site's built-in content stands for it, told with the
 * clinic's facts as they are now (the built-in FAQ gives the current phone number).
 */
export interface SiteData {
  clinic?: ClinicFacts;
  /** The home page's questions and answers. */
  faq?: FaqItem[];
  doctor?: DoctorFacts;
  testimonials?: TestimonialsContent;
  /** The treatments in the menus, in menu order; hidden ones are left out. */
  treatments?: TreatmentSummary[];
  figures?: SiteFigures;
  reviewSummaries?: ReviewSummaries;
  /** The doctors besides the lead doctor. */
  team?: TeamContent;
}

/** A treatment the admin never changed, by its id: the site's built-in one stands for it. */
export interface BuiltInTreatment {
  id: string;
  builtIn: true;
}

/**
 * The articles a published news page shows (/news, /news/{slug}), as the API gives them: read with
 * features/news/news-pages.ts.
 */
export interface NewsBlock {
  /** The address the page was published for. */
  path: string;
  articles: unknown[];
  article?: unknown;
}

/** What one page's data block holds: the site's content and, on a treatment's page, its copy; on a news page, its articles. */
export interface PageData {
  site: SiteData;
  treatment?: TreatmentDetail;
  news?: NewsBlock;
  /** On / and /gallery, when the clinic edited its gallery: the items the page shows (the home page's first photos, or all). */
  gallery?: GalleryItem[];
  /** On /, when the clinic edited its slides: the home page's six hero slides. */
  hero?: HeroContent;
}

/**
 * The site's content as a data block carries it: a treatment whose card and menu entry are the
 * built-in ones is named by its id (the code has those), so a change to one treatment does not
 * put all of them in every page.
 */
interface SiteDataBlock extends Omit<SiteData, 'treatments'> {
  /** Every treatment in menu order; or, when those are the built-in ones in their order, only the changed ones. */
  treatments?: Array<TreatmentSummary | BuiltInTreatment> | { changed: TreatmentSummary[] };
}

/** A page's data block as it is written: its page's content, with the site's as SiteDataBlock. */
interface DataBlock extends Omit<PageData, 'site'> {
  site: SiteDataBlock;
}

/** What the API stores and hands to the server bundle when it publishes the site (unchanged items left out). */
export interface PublishedContent {
  clinic?: ClinicFacts;
  faq?: { items: FaqItem[] };
  doctor?: DoctorFacts;
  testimonials?: TestimonialsContent;
  hero?: HeroContent;
  /** Every treatment in menu order (deleted ones left out), when any differs from the built-in list. */
  treatments?: Array<TreatmentItem | BuiltInTreatment>;
  gallery?: GalleryContent;
  figures?: SiteFigures;
  'review-summaries'?: ReviewSummaries;
  team?: TeamContent;
}

export const isBuiltInTreatment = (entry: TreatmentItem | BuiltInTreatment): entry is BuiltInTreatment => 'builtIn' in entry && entry.builtIn === true;

declare global {
  // Set by the API's publisher (frontend/scripts/site-render.mjs) before the server bundle loads.
  var clinicSiteContent: PublishedContent | undefined;
}

export const DATA_BLOCK_ID = 'site-data';

/** The summary a menu or a card shows of a treatment the admin edits. */
export function treatmentSummary({ id, title, short, category, group, price, image, imageAlt }: TreatmentItem): TreatmentSummary {
  return { id, title, short, category, group, ...(price ? { price } : {}), image, ...(imageAlt ? { imageAlt } : {}) };
}

/** The page copy of a treatment the admin edits. */
export function treatmentDetail({ id, overview, included, excluded, benefits, faq, beforeAfter, beforeAfterImage, beforeAfterAlt }: TreatmentItem): TreatmentDetail {
  return {
    id,
    overview,
    included: included as TreatmentDetail['included'],
    excluded: excluded as TreatmentDetail['excluded'],
    benefits,
    faq: faq as TreatmentDetail['faq'],
    ...(beforeAfter ? { beforeAfter } : {}),
    ...(beforeAfter && beforeAfterImage ? { beforeAfterImage } : {}),
    ...(beforeAfter && beforeAfterImage && beforeAfterAlt ? { beforeAfterAlt } : {}),
  };
}

const builtInSummaries = new Map(builtInCatalogue.map((summary) => [summary.id, summary]));

/** A summary's fields in a fixed order, to tell whether it is the built-in one. */
const summaryKey = ({ id, title, short, category, group, price, image }: TreatmentSummary) =>
  JSON.stringify([id, title, short, category, group, price?.amount ?? null, price?.note ?? null, image]);

const isBuiltInSummary = (summary: TreatmentSummary) => {
  const builtIn = builtInSummaries.get(summary.id);
  return builtIn !== undefined && summaryKey(builtIn) === summaryKey(summary);
};

/** The data block of a page, when the page has one (never on the server). */
export function readDataBlock(document: Document | undefined): PageData | undefined {
  const text = document?.getElementById(DATA_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  const { site: block, treatment, news, gallery, hero } = JSON.parse(text) as DataBlock;
  const { treatments: entries, ...site } = block;
  let treatments: TreatmentSummary[] | undefined;
  if (Array.isArray(entries)) {
    treatments = entries
      .map((entry) => ('builtIn' in entry ? builtInSummaries.get(entry.id) : entry))
      .filter((summary): summary is TreatmentSummary => summary !== undefined);
  } else if (entries) {
    const changed = new Map(entries.changed.map((summary) => [summary.id, summary]));
    treatments = builtInCatalogue.map((summary) => changed.get(summary.id) ?? summary);
  }
  return {
    site: { ...site, ...(treatments ? { treatments } : {}) },
    ...(treatment ? { treatment } : {}),
    ...(news ? { news } : {}),
    ...(gallery ? { gallery } : {}),
    ...(hero ? { hero } : {}),
  };
}

/** The published content the server bundle was given, when it was given any. */
export const publishedContent: PublishedContent | undefined = globalThis.clinicSiteContent;

/** This page's data: in the browser, read once from its data block. */
export const pageData: PageData | undefined = typeof document === 'undefined' ? undefined : readDataBlock(document);

/**
 * The path of the page the browser loaded first, whose data block pageData is; read when the site's
 * script starts (a page's own chunk may load only once the visitor moved on to it).
 */
export const firstPath = typeof location === 'undefined' ? undefined : location.pathname.replace(/\/+$/, '') || '/';

/**
 * The site-wide content the pages show, or undefined for the built-in content. Only the server
 * bundle reads published content (the browser reads its page's data block), so the browser's
 * bundle leaves that reading out.
 */
export const siteData: SiteData | undefined =
  pageData?.site ??
  (import.meta.env?.SSR && publishedContent ? {
    clinic: publishedContent.clinic,
    faq: publishedContent.faq?.items,
    doctor: publishedContent.doctor,
    testimonials: publishedContent.testimonials,
    figures: publishedContent.figures,
    reviewSummaries: publishedContent['review-summaries'],
    team: publishedContent.team,
    treatments: publishedContent.treatments
      ?.map((entry) => (isBuiltInTreatment(entry) ? builtInSummaries.get(entry.id) : entry.hidden ? undefined : treatmentSummary(entry)))
      .filter((summary): summary is TreatmentSummary => summary !== undefined),
  } : undefined);

/**
 * The treatments as a data block carries them, as little as the browser needs: the changed ones
 * where the list is the built-in one, else every one with the built-in ones named by id. Every
 * page carries them (the menus), and a home page that fits a connection's first round trip
 * (about 14 KB) paints a round trip sooner on a phone.
 */
function treatmentsBlock(treatments: TreatmentSummary[]): SiteDataBlock['treatments'] {
  const builtInOrder = treatments.length === builtInCatalogue.length && treatments.every((summary, index) => summary.id === builtInCatalogue[index].id);
  if (builtInOrder) return { changed: treatments.filter((summary) => !isBuiltInSummary(summary)) };
  return treatments.map((summary) => (isBuiltInSummary(summary) ? { id: summary.id, builtIn: true as const } : summary));
}

/** JSON for a data block: `<` escaped, so no text in it can end the script element. */
export function dataBlockJson({ site, treatment, news, gallery, hero }: PageData): string {
  const block: DataBlock = {
    site: { ...site, ...(site.treatments && { treatments: treatmentsBlock(site.treatments) }) },
    ...(treatment ? { treatment } : {}),
    ...(news ? { news } : {}),
    ...(gallery ? { gallery } : {}),
    ...(hero ? { hero } : {}),
  };
  return JSON.stringify(block).replace(/</g, '\\u003c');
}
