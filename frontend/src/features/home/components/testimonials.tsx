import { testimonialCarousels } from '../../../content/reviews';
import { ReviewCarousel } from './review-carousel';
import { SectionHeading } from './section-heading';
import styles from './reviews.module.css';

/** The two testimonial carousels, one after the other. */
export function Testimonials() {
  return (
    <section className="section section--sand section--later" aria-label="Patient stories">
      <div className={`container ${styles.testimonials}`}>
        {testimonialCarousels.map((carousel) => (
          <div key={carousel.id}>
            <SectionHeading copy={{ heading: carousel.heading, text: carousel.text }} id={`testimonials-${carousel.id}`} />
            <ReviewCarousel label={carousel.heading} reviews={carousel.items} />
          </div>
        ))}
      </div>
    </section>
  );
}
