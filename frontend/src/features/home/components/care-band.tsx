import { useId } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { careBand } from '../../../content/home';
import styles from './care-band.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

/** The consistent-care image band with its booking button. */
export function CareBand() {
  const id = useId();
  return (
    <section className={styles.band} aria-labelledby={id}>
      {/* The band's artwork is a decorative pattern behind the text. */}
      <ArtworkImage name={careBand.image} alt="" sizes="100vw" className={styles.picture} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.panel}>
          {careBand.eyebrow && <p className={styles.eyebrow}>{careBand.eyebrow}</p>}
          <h2 id={id} className={styles.heading}>
            {careBand.heading}
          </h2>
          {careBand.text && <p className={styles.text}>{careBand.text}</p>}
          <BookingButton className="btn btn-light">{careBand.buttonLabel}</BookingButton>
        </div>
      </div>
    </section>
  );
}
