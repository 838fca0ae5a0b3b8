import { Link } from 'react-router-dom';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { treatmentPicture } from '../../../content/site-image';
import { concernForTreatment } from '../../../content/appointment';
import { serviceGrid } from '../../../content/home';
import { findTreatment, treatmentPath } from '../../../content/treatments';
import type { TreatmentSummary } from '../../../content/types';
import { SectionHeading } from './section-heading';
import styles from './service-grid.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

/** The treatments of the Our Service grid, in its order; ids with no treatment are left out without a word. */
export function serviceGridTreatments(ids: readonly string[] = serviceGrid.ids): TreatmentSummary[] {
  return ids.map((id) => findTreatment(id)).filter((treatment): treatment is TreatmentSummary => treatment !== undefined);
}

export function ServiceGrid() {
  return (
    <section className="section section--later" aria-labelledby="our-service">
      <div className="container">
        <SectionHeading copy={serviceGrid} id="our-service" />
        <ul className={styles.grid}>
          {serviceGridTreatments().map((treatment) => (
            <li key={treatment.id} className={`card ${styles.card}`}>
              <ArtworkImage
                name={treatmentPicture(treatment.image)}
                alt=""
                sizes="(min-width: 1200px) 285px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 104px"
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{treatment.title}</h3>
                <p className={styles.short}>{treatment.short}</p>
                <div className={styles.actions}>
                  <Link to={treatmentPath(treatment.id)} className="btn btn-outline">
                    {serviceGrid.learnMoreLabel}{' '}
                    <span className="visually-hidden">about {treatment.title}</span>
                  </Link>
                  <BookingButton className="btn btn-primary" aria-label={`${serviceGrid.bookNowLabel}: ${treatment.title}`} concern={concernForTreatment(treatment.id)}>
                    {serviceGrid.bookNowLabel}
                  </BookingButton>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
