import { reviewCountText, reviewSummaries } from '../../../content/review-summaries';
import { searchReviewsSection } from '../../../content/reviews';
import { ReviewCarousel } from './review-carousel';
import { ReviewSource, SummaryStars } from './review-source';
import { SectionHeading } from './section-heading';
import styles from './reviews.module.css';

/** The search-engine-style reviews: the clinic's summary (EXCELLENT, stars, how many, where) and the carousel. */
export function SearchReviews() {
  const summary = reviewSummaries.search;
  return (
    <section className="section section--sand section--later" aria-labelledby="search-reviews">
      <div className="container">
        <SectionHeading copy={searchReviewsSection} id="search-reviews" />
        <ReviewCarousel label="Patient reviews" reviews={searchReviewsSection.reviews}>
          <div className={styles.summary}>
            {summary.label && <p className={styles.summaryLabel}>{summary.label}</p>}
            <SummaryStars summary={summary} />
            <p className={styles.summaryTotal}>{reviewCountText(summary)}</p>
            <ReviewSource summary={summary} className={styles.summarySource} />
          </div>
        </ReviewCarousel>
      </div>
    </section>
  );
}
