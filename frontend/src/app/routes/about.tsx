import { usePageMeta } from '../../lib/page-meta';

export default function AboutPage() {
  usePageMeta({ title: 'About Us', description: 'About Us at Aura Skin & Hair Clinic, Pune.', path: '/about' });
  return (
    <section className="container">
      <h1>About Us</h1>
    </section>
  );
}
