import { clinic } from '../../content/clinic';
import { reviewsDemoPage } from '../../content/reviews';
import { ReviewsSlider } from '../../features/reviews-demo/components/reviews-slider';
import { usePageMeta } from '../../components/page-meta';

export default function ReviewsDemoPage() {
  usePageMeta({
    title: reviewsDemoPage.title,
    description: `${reviewsDemoPage.text} Patient reviews of ${clinic.brandName}, ${clinic.city}.`,
    path: '/reviews-demo',
  });
  return (
    <section className="section">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Patient Reviews</span>
          <h1>{reviewsDemoPage.title}</h1>
          <p>{reviewsDemoPage.text}</p>
        </header>
        <ReviewsSlider reviews={reviewsDemoPage.reviews} label={reviewsDemoPage.title} />
      </div>
    </section>
  );
}
