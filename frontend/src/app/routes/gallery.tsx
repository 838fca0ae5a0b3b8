import { usePageMeta } from '../../lib/page-meta';

export default function GalleryPage() {
  usePageMeta({ title: 'Gallery', description: 'Gallery at Aura Skin & Hair Clinic, Pune.', path: '/gallery' });
  return (
    <section className="container">
      <h1>Gallery</h1>
    </section>
  );
}
