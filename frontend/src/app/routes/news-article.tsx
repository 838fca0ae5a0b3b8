import { usePageMeta } from '../../lib/page-meta';

export default function NewsArticlePage() {
  usePageMeta({ title: 'Article not found', description: 'Article not found at Aura Skin & Hair Clinic, Pune.', path: '/newstemplate' });
  return (
    <section className="container">
      <h1>Article not found</h1>
    </section>
  );
}
