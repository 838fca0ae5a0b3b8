import { usePageMeta } from '../../lib/page-meta';

export default function ReviewsDemoPage() {
  usePageMeta({ title: 'Customer Reviews', description: 'Customer Reviews at Aura Skin & Hair Clinic, Pune.', path: '/reviews-demo' });
  return (
    <section className="container">
      <h1>Customer Reviews</h1>
    </section>
  );
}
