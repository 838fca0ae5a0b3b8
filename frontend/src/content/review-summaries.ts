/**
 * The two review summaries of the home page, as the clinic states them (Site content › Review
 * summaries): where the reviews are (a source and a link to them there), the word shown, the rating
 * only when the clinic gives one (no rating: no stars), and how many reviews there are.
 */
import { siteData } from './site-data';

export interface ReviewSummary {
  /** Where the reviews are, e.g. 'Google': the link reads '{source} reviews'. */
  source: string;
  /** The clinic's page of reviews there (https), or '' for no link. */
  url: string;
  /** The word beside the stars, e.g. 'EXCELLENT' ('' for none). */
  label: string;
  /** As the source shows it, to one decimal from 1.0 to 5.0; null: no rating and no stars. */
  rating: number | null;
  /** How many reviews the source has: shown 'Based on N+ reviews'. */
  count: number;
}

export interface ReviewSummaries {
  /** Above the carousel of reviews (search-engine style). */
  search: ReviewSummary;
  /** The directory-style block. */
  directory: ReviewSummary;
}

export const builtInReviewSummaries: ReviewSummaries = {
  search: { source: 'Google', url: '', label: 'EXCELLENT', rating: 5, count: 50 },
  directory: { source: 'Doctor directory', url: '', label: '', rating: 4.9, count: 150 },
};

/** The summaries this page shows: as the clinic published them, or the built-in ones. */
export const reviewSummaries: ReviewSummaries = siteData?.reviewSummaries ?? builtInReviewSummaries;

/** 'Based on 50+ reviews'. */
export const reviewCountText = ({ count }: ReviewSummary) => `Based on ${count}+ ${count === 1 ? 'review' : 'reviews'}`;
