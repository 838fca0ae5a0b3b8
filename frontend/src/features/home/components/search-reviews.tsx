import { searchReviewsSection } from '../../../content/reviews';
import { ReviewCarousel } from './review-carousel';
import { SectionHeading } from './section-heading';
import { StarRating } from '../../../components/reviews/star-rating';
import styles from './reviews.module.css';

/** The search-engine-style reviews: the EXCELLENT summary and the carousel of reviews. */
export function SearchReviews() {
  const { summary } = searchReviewsSection;
  return (
    <section className="section section--sand section--later" aria-labelledby="search-reviews">
      <div className="container">
        <SectionHeading copy={searchReviewsSection} id="search-reviews" />
        <ReviewCarousel label="Patient reviews" reviews={searchReviewsSection.reviews}>
          <div className={styles.summary}>
            <p className={styles.summaryLabel}>{summary.label}</p>
            <StarRating rating={summary.rating} size={22} />
            <p className={styles.summaryTotal}>{summary.totalText}</p>
          </div>
        </ReviewCarousel>
      </div>
    </section>
  );
}
