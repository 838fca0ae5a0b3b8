import { usePageMeta } from '../../lib/page-meta';

export default function WellnessPage() {
  usePageMeta({ title: 'Wellness', description: 'Wellness at Aura Skin & Hair Clinic, Pune.', path: '/wellness' });
  return (
    <section className="container">
      <h1>Wellness</h1>
    </section>
  );
}
