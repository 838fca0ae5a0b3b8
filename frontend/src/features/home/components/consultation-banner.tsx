import { ArtworkImage } from '../../../components/ui/artwork-image';
import { consultationBanner } from '../../../content/home';
import styles from './consultation-banner.module.css';
import { BookingButton } from '../../../components/ui/booking-button';

/** The free-consultation banner: both buttons open the appointment dialog. */
export function ConsultationBanner() {
  return (
    <section className={styles.banner} aria-labelledby="consultation-banner">
      <ArtworkImage name="site/consultation-banner" alt="" sizes="100vw" className={styles.picture} />
      <div className={`container ${styles.inner}`}>
        {consultationBanner.eyebrow && <p className={styles.eyebrow}>{consultationBanner.eyebrow}</p>}
        <h2 id="consultation-banner" className={styles.heading}>
          {consultationBanner.heading}
        </h2>
        {consultationBanner.text && <p className={styles.text}>{consultationBanner.text}</p>}
        <div className={styles.actions}>
          <BookingButton className="btn btn-accent">{consultationBanner.primaryButtonLabel}</BookingButton>
          <BookingButton className="btn btn-light">{consultationBanner.secondaryButtonLabel}</BookingButton>
        </div>
        <p className={styles.note}>{consultationBanner.note}</p>
      </div>
    </section>
  );
}
