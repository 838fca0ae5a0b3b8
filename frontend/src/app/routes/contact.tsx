import { usePageMeta } from '../../lib/page-meta';

export default function ContactPage() {
  usePageMeta({ title: 'Contact', description: 'Contact at Aura Skin & Hair Clinic, Pune.', path: '/contact' });
  return (
    <section className="container">
      <h1>Contact</h1>
    </section>
  );
}
