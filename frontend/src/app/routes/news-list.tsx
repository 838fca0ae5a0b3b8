import { usePageMeta } from '../../lib/page-meta';

export default function NewsListPage() {
  usePageMeta({ title: 'All News', description: 'All News at Aura Skin & Hair Clinic, Pune.', path: '/news' });
  return (
    <section className="container">
      <h1>All News</h1>
    </section>
  );
}
