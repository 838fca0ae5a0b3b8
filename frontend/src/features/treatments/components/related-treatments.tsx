import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { treatmentPicture } from '../../../content/site-image';
import { treatmentPath } from '../../../content/treatments';
import { servicePage } from '../../../content/treatments/service-page';
import type { TreatmentSummary } from '../../../content/types';
import { priceText } from '../../../content/treatments/treatment-price';
import styles from './related-treatments.module.css';

/** Up to three other treatments of the same sub-group, each a card linking to its page. */
export function RelatedTreatments({ treatments }: { treatments: TreatmentSummary[] }) {
  if (treatments.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-treatments-heading">
      <div className="container">
        <div className="section-head">
          <h2 id="related-treatments-heading">{servicePage.related.heading}</h2>
        </div>
        <ul className={styles.grid}>
          {treatments.map((treatment) => (
            <li key={treatment.id} className={`card ${styles.card}`}>
              <ArtworkImage
                name={treatmentPicture(treatment.image)}
                alt=""
                sizes="(min-width: 1024px) 380px, (min-width: 768px) 33vw, 100vw"
                className={styles.picture}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <Link to={treatmentPath(treatment.id)} className={styles.link}>
                    {treatment.title}
                  </Link>
                </h3>
                <p className={styles.short}>{treatment.short}</p>
                <p className={styles.price}>{priceText(treatment.price)}</p>
                <span className={styles.more} aria-hidden="true">
                  {servicePage.related.linkLabel} →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
