import { clinic } from '../../content/clinic';
import { galleryPage } from '../../content/gallery';
import { useGalleryItems } from '../../content/gallery-items';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { usePageMeta } from '../../components/page-meta';

/** The clinic's photos and videos, in its order. */
function ClinicGallery() {
  return <GalleryGrid items={useGalleryItems()} closeLabel={galleryPage.closeLabel} />;
}

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
        <ClinicGallery />
      </div>
    </section>
  );
}
