import { clinic } from '../../content/clinic';
import { galleryPage } from '../../content/gallery';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { usePageMeta } from '../../components/page-meta';

export default function GalleryPage() {
  usePageMeta({
    title: galleryPage.heading,
    description: `Photos and videos of ${clinic.brandName} in ${clinic.address.locality}, ${clinic.city}: reception, consultation and treatment rooms, devices and sessions.`,
    path: '/gallery',
  });
  return (
    <section className="section">
      <div className="container">
        <header className="section-head">
          <span className="eyebrow">Inside the clinic</span>
          <h1>{galleryPage.heading}</h1>
          <p>{galleryPage.text}</p>
        </header>
        <GalleryGrid items={galleryPage.items} closeLabel={galleryPage.closeLabel} />
      </div>
    </section>
  );
}
