import { usePageMeta } from '../../lib/page-meta';

export default function ServicePage() {
  usePageMeta({ title: 'Anti-Aging Treatment', description: 'Anti-Aging Treatment at Aura Skin & Hair Clinic, Pune.', path: '/service' });
  return (
    <section className="container">
      <h1>Anti-Aging Treatment</h1>
    </section>
  );
}
