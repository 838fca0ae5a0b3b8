import { usePageMeta } from '../../lib/page-meta';

export default function PrivacyPage() {
  usePageMeta({ title: 'Privacy Notice', description: 'Privacy Notice at Aura Skin & Hair Clinic, Pune.', path: '/privacy' });
  return (
    <section className="container">
      <h1>Privacy Notice</h1>
    </section>
  );
}
