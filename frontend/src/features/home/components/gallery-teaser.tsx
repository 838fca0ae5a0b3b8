import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { homeGallery } from '../../../content/gallery';
import { useHomeGalleryPhotos } from '../../../content/gallery-items';
import { SectionHeading } from './section-heading';
import styles from './gallery-teaser.module.css';

/** Five photos of the clinic and the way to the full gallery. */
export function GalleryTeaser() {
  const photos = useHomeGalleryPhotos();
  return (
    <section className="section" aria-labelledby="gallery-teaser">
      <div className="container">
        <SectionHeading copy={homeGallery} id="gallery-teaser" />
        <ul className={styles.mosaic}>
          {photos.map((item, index) => (
            <li key={index} className={styles.tile}>
              <figure className={styles.figure}>
                <ArtworkImage
                  name={item.url}
                  alt={item.alt}
                  sizes={index === 0 ? '(min-width: 900px) 600px, 100vw' : '(min-width: 900px) 300px, 50vw'}
                  className={styles.picture}
                />
                <figcaption className={styles.caption}>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={homeGallery.buttonTo} className="btn btn-primary">
            {homeGallery.buttonLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
